import Foundation
import FuzzSupport
@testable import PhotoData
import Networking

// Every body the Unsplash repository decodes, decoded and mapped exactly as the repository does.
FuzzDriver.run { bytes in
    let response = HTTPResponse(status: 200, headers: HTTPHeaders([]), body: Data(bytes))
    if let items = try? response.decodeJSON(BoundedItems<UnsplashPhotoDTO>.self, what: "the photo list") {
        _ = try? PageItems.photos(from: items, what: "the photo list", source: "fuzz", page: 1) { $0.toDomain() }
    }
    if let search = try? response.decodeJSON(UnsplashSearchResponseDTO.self, what: "the search results") {
        _ = try? PageItems.photos(from: search.results, what: "the search results", source: "fuzz", page: 1) { $0.toDomain() }
    }
    if let detail = try? response.decodeJSON(UnsplashPhotoDetailDTO.self, what: "the photo") {
        _ = detail.toDomain()
    }
}

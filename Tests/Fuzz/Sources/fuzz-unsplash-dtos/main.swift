import Foundation
import FuzzSupport
@testable import PhotoData
import Networking

// Every body the Unsplash repository decodes, decoded and mapped exactly as the repository does, the
// bytes as the HTML of a topic's description, and as a downloaded image's (JPEG, PNG, GIF, WebP, AVIF).
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
    if let topics = try? response.decodeJSON(BoundedItems<UnsplashTopicDTO>.self, what: "the topics list") {
        _ = topics.items.compactMap { $0.toDomain() }  // each description read as HTML
    }
    // The same bytes as a topic's description: the HTML reader takes any text.
    _ = HTMLText.plain(String(decoding: bytes, as: UTF8.self))
    // And as a downloaded JPEG after its start marker: the structure check reads any bytes, and says why.
    let verdict = ([0xFF, 0xD8] + bytes).withUnsafeBytes(JPEGStructure.problem)
    fuzzCheck(verdict.map { !$0.isEmpty && !$0.contains("\n") } ?? true, "the JPEG check's reason is not one line")
    // And as a downloaded PNG, GIF, WebP or AVIF: their framing checks read any bytes too.
    for format in [ImageContainerStructure.Format.png, .gif, .webP, .isoMedia] {
        let reason = bytes.withUnsafeBytes { ImageContainerStructure.problem($0, format: format) }
        fuzzCheck(reason.map { !$0.isEmpty && !$0.contains("\n") } ?? true, "the \(format) check's reason is not one line")
    }
}

import Foundation
import FuzzSupport
import Networking
@testable import PhotoData

// The direct page reader is a parser of untrusted bytes with JSONDecoder as its oracle: through the
// repositories' path, a body must give exactly what JSONDecoder gives (the same page, or a failure), whether
// the reader read it or left it to JSONDecoder.
FuzzDriver.run { bytes in
    let response = HTTPResponse(status: 200, headers: HTTPHeaders([]), body: Data(bytes))
    let direct = try? response.decodePhotoList(what: "the photo list")
    let decoded = try? response.decodeJSON(BoundedItems<UnsplashPhotoDTO>.self, what: "the photo list")
    precondition(direct == decoded, "the direct reader and JSONDecoder disagree on this body")
}

import Domain
import Foundation

/// The photo source of a command that reads the library only (`favorites list`): no source is started,
/// so no key, server or network is needed. Any call to it is a wiring mistake, refused as a bad request.
struct NoPhotoSource: PhotoRepository {
    /// What every call throws: a command that gets it needs the source started after all.
    static let refusal = DomainError.invalidRequest("this command reads the library only and asks no source")

    private var refusal: DomainError { Self.refusal }

    func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage { throw refusal }
    func search(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage { throw refusal }
    func photo(_ id: PhotoID) async throws(DomainError) -> PhotoDetail { throw refusal }
    func downloadLink(for photo: Photo) async throws(DomainError) -> URL { throw refusal }
}

import Domain
import Foundation

extension PicsumPhotoDTO {
    /// The domain photo, or `nil` when the item is unusable (no id, bad URL, a size outside
    /// ``PlausibleRange``). Picsum knows no
    /// colour, BlurHash, description, likes or date; those stay empty. Smaller sizes are Picsum's
    /// `/id/{id}/{width}/{height}` images, scaled to the photo's aspect ratio.
    func toDomain(baseURL: URL) -> Photo? {
        guard let photoID = PhotoID(rawValue: id), PlausibleRange.isPhotoSize(width: width, height: height), let full = URL(string: downloadURL) else { return nil }
        func sized(_ targetWidth: Int) -> URL? {
            // Cannot overflow: the target width is at most 1080 and the height at most 100 000.
            let scaledHeight = min(5_000, max(1, targetWidth * height / width))
            return Endpoint(segments: ["id", id, String(targetWidth), String(scaledHeight)]).url(relativeTo: baseURL)
        }
        guard let regular = sized(1080), let small = sized(400), let thumb = sized(200) else { return nil }
        let name = author.flatMap { $0.isEmpty ? nil : $0 } ?? "Unknown photographer"
        return Photo(
            id: photoID,
            width: width,
            height: height,
            color: nil,
            blurHash: nil,
            description: nil,
            author: Author(username: nil, name: name, profileURL: nil),
            urls: PhotoURLs(full: full, regular: regular, small: small, thumb: thumb, page: url.flatMap(URL.init(string:))),
            likes: nil,
            createdAt: nil
        )
    }
}

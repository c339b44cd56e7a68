public import Domain
public import Foundation

/// How a source is asked for a photo's image at a size, starting from the addresses the photo carries
/// (Unsplash asks that images are hotlinked from the photo's own `urls`, never built from its id).
public enum ImageURLSizing: Sendable, Hashable {
    /// imgix parameters on the photo's `regular` address, as Unsplash (and the demo server) serve them:
    /// `w`, `h`, `fit=crop`, `fm=jpg`, `q`; every other parameter (`ixid`, `ixlib`) is kept.
    case imgix
    /// Lorem Picsum's `/id/{id}/{width}/{height}` path on the photo's `small` address.
    case picsum

    /// The JPEG quality asked of imgix: small files, and at terminal sizes no visible loss.
    static let quality = 75

    /// The address of `photo`'s image cropped to fill `size`; the photo's `small` address when its own
    /// address does not have the shape this sizing expects.
    public func url(for photo: Photo, size: PixelSize) -> URL {
        switch self {
        case .imgix: Self.imgix(photo.urls.regular, size: size) ?? photo.urls.small
        case .picsum: Self.picsum(photo.urls.small, size: size) ?? photo.urls.small
        }
    }

    /// `url` with its sizing parameters replaced. `auto` is dropped too: `auto=format` may answer WebP or
    /// AVIF, and only JPEG is decoded.
    private static func imgix(_ url: URL, size: PixelSize) -> URL? {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        let replaced: Set<String> = ["w", "h", "fit", "fm", "q", "crop", "auto", "dpr"]
        let kept = (components.queryItems ?? []).filter { !replaced.contains($0.name.lowercased()) }
        components.queryItems = kept + [
            URLQueryItem(name: "w", value: String(size.width)),
            URLQueryItem(name: "h", value: String(size.height)),
            URLQueryItem(name: "fit", value: "crop"),
            URLQueryItem(name: "fm", value: "jpg"),
            URLQueryItem(name: "q", value: String(quality)),
        ]
        return components.url
    }

    /// `…/id/{id}/{w}/{h}` with the last two segments replaced; `nil` unless they are both numbers.
    private static func picsum(_ url: URL, size: PixelSize) -> URL? {
        var segments = url.pathComponents.filter { $0 != "/" }
        guard segments.count >= 4, segments[segments.count - 4] == "id",
              segments.suffix(2).allSatisfy({ Int($0) != nil }) else { return nil }
        segments.removeLast(2)
        segments += [String(size.width), String(size.height)]
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        components.percentEncodedPath = "/" + segments.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }.joined(separator: "/")
        return components.url
    }
}

public import Domain
// All of Foundation, not FoundationEssentials: this file needs String.replacingOccurrences.
public import Foundation

extension Photo {
    /// A complete, valid photo whose fields are derived from `id`, for tests that need realistic values.
    public static func fixture(
        id: String = "photo-1",
        width: Int = 6000,
        height: Int = 4000,
        likes: Int? = 1234,
        authorName: String = "Ansel Adams",
        description: String? = "A quiet lake at dawn",
        createdAt: Date? = Date(timeIntervalSince1970: 1_700_000_000),
        altDescription: String? = nil,
        sponsor: String? = nil,
        isPlus: Bool = false
    ) -> Photo {
        let base = URL(string: "https://images.example.test/\(id)")!
        return Photo(
            id: PhotoID(stringLiteral: id),
            width: width,
            height: height,
            color: RGBColor(red: 0x26, green: 0x40, blue: 0x59),
            blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
            description: description,
            author: Author(
                username: authorName.lowercased().replacingOccurrences(of: " ", with: "_"),
                name: authorName,
                profileURL: URL(string: "https://example.test/@\(id)-author")
            ),
            urls: PhotoURLs(
                full: base.appendingPathComponent("full"),
                regular: base.appendingPathComponent("regular"),
                small: base.appendingPathComponent("small"),
                thumb: base.appendingPathComponent("thumb"),
                page: URL(string: "https://example.test/photos/\(id)"),
                downloadLocation: URL(string: "https://api.example.test/photos/\(id)/download?ixid=fixture")
            ),
            likes: likes,
            createdAt: createdAt,
            altDescription: altDescription,
            sponsorship: sponsor.map { Sponsorship(sponsor: $0, tagline: "Made by \($0)") },
            isPlus: isPlus
        )
    }
}

extension PhotoPage {
    /// A page of `count` fixture photos with ids `"<page>-1"`, `"<page>-2"`, … so pages never overlap;
    /// by default fresh from the source, with no offline cache in between.
    public static func fixture(page: Int, count: Int = 3, hasNextPage: Bool = true, origin: Origin = .source) -> PhotoPage {
        PhotoPage(
            photos: (1...max(count, 1)).prefix(count).map { Photo.fixture(id: "\(page)-\($0)") },
            page: page,
            hasNextPage: hasNextPage,
            origin: origin
        )
    }
}

extension PhotoDetail {
    /// A complete detail for ``Photo/fixture(id:width:height:likes:authorName:description:createdAt:altDescription:sponsor:isPlus:)``.
    public static func fixture(id: String = "photo-1") -> PhotoDetail {
        PhotoDetail(
            photo: .fixture(id: id),
            exif: Exif(make: "Canon", model: "EOS R5", exposureTime: "1/250", aperture: "4.0", focalLength: "35.0", iso: 100),
            location: PhotoLocation(name: "Lisbon, Portugal", city: "Lisbon", country: "Portugal"),
            tags: ["city", "dawn"],
            downloads: 4_321
        )
    }
}

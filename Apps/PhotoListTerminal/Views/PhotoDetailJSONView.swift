import Domain
import Foundation
public import Presentation

/// Renders a photo's detail as photolist's documented JSON object (see README); absent values are `null`.
public enum PhotoDetailJSONView {
    private struct DetailJSON: Encodable {
        struct TopicJSON: Encodable {
            let slug, title: String
        }
        struct URLsJSON: Encodable {
            let full, regular, small, thumb: String
            let page: String?
            private enum CodingKeys: String, CodingKey { case full, regular, small, thumb, page }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                for (key, value) in [(CodingKeys.full, full), (.regular, regular), (.small, small), (.thumb, thumb)] {
                    try container.encode(value, forKey: key)
                }
                try container.encode(page, forKey: .page)  // explicit null when absent
            }
        }
        struct ExifJSON: Encodable {
            let make, model, exposureTime, aperture, focalLength: String?
            let iso: Int?
            private enum CodingKeys: String, CodingKey { case make, model, exposureTime, aperture, focalLength, iso }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                for (key, value) in [(CodingKeys.make, make), (.model, model), (.exposureTime, exposureTime), (.aperture, aperture), (.focalLength, focalLength)] {
                    try container.encode(value, forKey: key)  // explicit null when absent
                }
                try container.encode(iso, forKey: .iso)
            }
        }
        struct LocationJSON: Encodable {
            let name, city, country: String?
            private enum CodingKeys: String, CodingKey { case name, city, country }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                for (key, value) in [(CodingKeys.name, name), (.city, city), (.country, country)] {
                    try container.encode(value, forKey: key)  // explicit null when absent
                }
            }
        }

        let id: String
        let width: Int
        let height: Int
        let description: String?
        let altDescription: String?
        let sponsorship: SponsorshipJSON?
        let plus: Bool
        let likes: Int?
        let views: Int?
        let downloads: Int?
        let color: String?
        let blurHash: String?
        let createdAt: String?
        let attribution: String
        let author: PhotographerJSON
        let urls: URLsJSON
        let exif: ExifJSON?
        let location: LocationJSON?
        /// `nil` (null) when a kept copy stood in, which keeps no tags: unknown, not none.
        let tags: [String]?
        /// `nil` (null) when a kept copy stood in, which keeps no topics.
        let topics: [TopicJSON]?
        let offlineCopy: Bool
        /// Which kept copy stood in: `offline` (the offline copy) or `favorite` (the copy kept with the
        /// favourite, when the offline copy lacks the photo); `nil` (null) for the source's answer.
        let keptCopy: String?
        let outage: OutageJSON?

        private enum CodingKeys: String, CodingKey {
            case id, width, height, description, altDescription, sponsorship, plus, likes, views, downloads, color, blurHash
            case createdAt, attribution, author, urls, exif, location, tags, topics, offlineCopy, keptCopy, outage
        }

        /// Writes every key, `null` included, so the schema never depends on the data.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(description, forKey: .description)
            try container.encode(altDescription, forKey: .altDescription)
            try container.encode(sponsorship, forKey: .sponsorship)
            try container.encode(plus, forKey: .plus)
            try container.encode(likes, forKey: .likes)
            try container.encode(views, forKey: .views)
            try container.encode(downloads, forKey: .downloads)
            try container.encode(color, forKey: .color)
            try container.encode(blurHash, forKey: .blurHash)
            try container.encode(createdAt, forKey: .createdAt)
            try container.encode(attribution, forKey: .attribution)
            try container.encode(author, forKey: .author)
            try container.encode(urls, forKey: .urls)
            try container.encode(exif, forKey: .exif)
            try container.encode(location, forKey: .location)
            try container.encode(tags, forKey: .tags)
            try container.encode(topics, forKey: .topics)
            try container.encode(offlineCopy, forKey: .offlineCopy)  // true when a kept copy stood in, the offline copy's or a favourite's (no exif, place or tags)
            try container.encode(keptCopy, forKey: .keptCopy)
            try container.encode(outage, forKey: .outage)  // why, when the source could not answer; else null
        }
    }

    /// The JSON text (pretty-printed, keys sorted).
    public static func render(_ display: PhotoDetailDisplay) -> String {
        let detail = display.detail
        let photo = detail.photo
        let body = DetailJSON(
            id: photo.id.rawValue,
            width: photo.width,
            height: photo.height,
            description: photo.description,
            altDescription: photo.altDescription,
            sponsorship: SponsorshipJSON(photo.sponsorship),
            plus: photo.isPlus,
            likes: photo.likes,
            views: detail.views,
            downloads: detail.downloads,
            color: photo.color?.hex,
            blurHash: photo.blurHash,
            createdAt: photo.createdAt.map(ISO8601Timestamp.string(from:)),
            attribution: display.attribution,
            author: PhotographerJSON(photo.author, profile: detail.photographer),
            urls: .init(full: photo.urls.full.absoluteString, regular: photo.urls.regular.absoluteString,
                        small: photo.urls.small.absoluteString, thumb: photo.urls.thumb.absoluteString,
                        page: photo.urls.page?.absoluteString),
            exif: detail.exif.map { .init(make: $0.make, model: $0.model, exposureTime: $0.exposureTime, aperture: $0.aperture,
                                          focalLength: $0.focalLength, iso: $0.iso) },
            location: detail.location.map { .init(name: $0.name, city: $0.city, country: $0.country) },
            tags: detail.origin == .source ? detail.tags : nil,
            topics: detail.origin == .source ? detail.topics.map { DetailJSON.TopicJSON(slug: $0.slug, title: $0.title) } : nil,
            offlineCopy: detail.origin != .source,
            keptCopy: Self.keptCopy(detail.origin),
            outage: detail.origin.outage.map(OutageJSON.init)
        )
        return JSONOutput.encode(body)
    }

    /// The `keptCopy` value of a detail from `origin`.
    private static func keptCopy(_ origin: PhotoDetail.Origin) -> String? {
        switch origin {
        case .source: nil
        case .offlineCopy: "offline"
        case .favorite: "favorite"
        }
    }
}

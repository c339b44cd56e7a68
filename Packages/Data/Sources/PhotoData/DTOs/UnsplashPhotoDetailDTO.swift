/// The body of `GET /photos/{id}`: a photo object plus `exif`, `location`, `tags`, `downloads`, `views`,
/// `topics`, and a fuller `user` (place, portfolio, biography).
struct UnsplashPhotoDetailDTO: Decodable, Sendable {
    let photo: UnsplashPhotoDTO
    let exif: Exif?
    let location: Location?
    let tags: [Tag]?
    let downloads: Int?
    let views: Int?
    let topics: [LossyElement<Topic>]?

    /// Camera settings; Unsplash sends every field, often as null.
    struct Exif: Decodable, Sendable {
        let make: String?
        let model: String?
        let exposureTime: String?
        let aperture: String?
        let focalLength: String?
        let iso: Int?

        enum CodingKeys: String, CodingKey {
            case make, model, aperture, iso
            case exposureTime = "exposure_time"
            case focalLength = "focal_length"
        }
    }

    /// Where the photo was taken; older answers name it in `title` alone ("Montréal, Canada").
    struct Location: Decodable, Sendable {
        let name: String?
        let title: String?
        let city: String?
        let country: String?
    }

    /// A tag; only its title is used.
    struct Tag: Decodable, Sendable {
        let title: String?
    }

    /// A topic the photo is featured in.
    struct Topic: Decodable, Sendable {
        let slug: String
        let title: String?
    }

    enum CodingKeys: String, CodingKey {
        case exif, location, tags, downloads, views, topics
    }

    init(from decoder: any Decoder) throws {
        photo = try UnsplashPhotoDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // The extras are decoded leniently: a malformed one is dropped, the photo still shows.
        exif = try? container.decodeIfPresent(Exif.self, forKey: .exif)
        location = try? container.decodeIfPresent(Location.self, forKey: .location)
        tags = try? container.decodeIfPresent([Tag].self, forKey: .tags)
        downloads = try? container.decodeIfPresent(Int.self, forKey: .downloads)
        views = try? container.decodeIfPresent(Int.self, forKey: .views)
        topics = try? container.decodeIfPresent([LossyElement<Topic>].self, forKey: .topics)
    }
}

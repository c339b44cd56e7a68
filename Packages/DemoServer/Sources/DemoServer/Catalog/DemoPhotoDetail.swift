/// What Unsplash adds to a photo object on `GET /photos/{id}`: camera settings, place, tags, topics and
/// counts.
struct DemoPhotoDetail: Sendable {
    /// Camera settings in Unsplash's `exif` shape.
    struct Exif: Encodable, Sendable {
        let make: String
        let model: String
        let name: String
        let exposureTime: String
        let aperture: String
        let focalLength: String
        let iso: Int

        private enum CodingKeys: String, CodingKey {
            case make, model, name, aperture, iso
            case exposureTime = "exposure_time", focalLength = "focal_length"
        }
    }

    /// A place in Unsplash's `location` shape.
    struct Location: Encodable, Sendable {
        let name: String
        let city: String
        let country: String
        let position: Position
    }

    /// Where a place is, in degrees.
    struct Position: Encodable, Sendable {
        let latitude: Double
        let longitude: Double
    }

    let exif: Exif
    let location: Location
    let tags: [String]
    let downloads: Int
    let views: Int
    /// The topics the photo is in (see ``DemoTopic/contains(_:)``); set by the catalog, which knows the photo.
    var topics: [DemoTopic] = []

    private static let cameras = [("Canon", "EOS R5"), ("Nikon", "Z 7II"), ("Sony", "ILCE-7RM4"), ("FUJIFILM", "X-T4"), ("Leica", "Q2")]
    /// The catalog's cities' coordinates (the city centre); (0, 0) for a place not listed, as Unsplash
    /// sends for a place it cannot locate.
    private static let positions: [String: Position] = [
        "Lisbon": Position(latitude: 38.7223, longitude: -9.1393), "Kyoto": Position(latitude: 35.0116, longitude: 135.7681),
        "Reykjavík": Position(latitude: 64.1466, longitude: -21.9426), "Cape Town": Position(latitude: -33.9249, longitude: 18.4241),
        "Oaxaca": Position(latitude: 17.0732, longitude: -96.7266), "Tromsø": Position(latitude: 69.6492, longitude: 18.9553),
        "Hobart": Position(latitude: -42.8821, longitude: 147.3272), "Tbilisi": Position(latitude: 41.7151, longitude: 44.8271),
        "Quito": Position(latitude: -0.1807, longitude: -78.4678),
    ]
    private static let countries = [
        "Lisbon": "Portugal", "Kyoto": "Japan", "Reykjavík": "Iceland", "Cape Town": "South Africa", "Oaxaca": "Mexico",
        "Tromsø": "Norway", "Hobart": "Australia", "Tbilisi": "Georgia", "Quito": "Ecuador",
    ]

    /// The detail of catalog photo `index`, drawn from its own random stream so list fields stay unchanged.
    init(index: Int, city: String, subjectWords: [String], likes: Int) {
        var random = SplitMix64(seed: UInt64(index) &+ 0xDE7A11)
        let (make, model) = Self.cameras[Int(random.next() % UInt64(Self.cameras.count))]
        exif = Exif(
            make: make,
            model: model,
            name: "\(make), \(model)",
            exposureTime: ["1/60", "1/125", "1/250", "1/500", "1/1000", "2"][Int(random.next() % 6)],
            aperture: ["1.8", "2.8", "4.0", "5.6", "8.0", "11.0"][Int(random.next() % 6)],
            focalLength: ["24.0", "35.0", "50.0", "85.0", "135.0"][Int(random.next() % 5)],
            iso: [100, 200, 400, 800, 1600][Int(random.next() % 5)]
        )
        let country = Self.countries[city] ?? "Earth"
        location = Location(
            name: "\(city), \(country)", city: city, country: country, position: Self.positions[city] ?? Position(latitude: 0, longitude: 0)
        )
        tags = subjectWords + ["outdoors", "nature", "travel"].prefix(Int(random.next() % 3) + 1)
        downloads = likes * 7 + Int(random.next() % 500)
        views = downloads * 40 + Int(random.next() % 10_000)
    }
}

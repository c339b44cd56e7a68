/// An invented brand that pays to place photos in the feeds, as Unsplash's sponsors do. Like most real
/// sponsored photos (NEOM's, Hiki's, Dell XPS's in the captures), a sponsored catalog photo is posted by
/// the brand's own account, and its `sponsorship` names that account again as the sponsor.
struct DemoSponsor: Hashable, Sendable {
    /// The brand's position in ``all``.
    let number: Int
    /// The display name, e.g. "Lumen Coffee" (the account's first name; it has no last name).
    let name: String
    /// The account's username, with no digits at the end, so it never collides with a photographer's.
    let username: String
    /// The line shown under a sponsored photo.
    let tagline: String
    /// The brand's site.
    let website: String
    /// The account's biography.
    let bio: String
    /// Where the brand is based: one of the catalog's cities, so a sponsored photo's place is a known one.
    let city: String
    /// Whether its sponsorships carry impression-tracking pixels (one real sponsor's list was empty).
    let tracksImpressions: Bool

    /// The brands, in the order sponsored photos take turns between them.
    static let all: [DemoSponsor] = [
        DemoSponsor(
            number: 0, name: "Lumen Coffee", username: "lumencoffee", tagline: "Roasted for the early light",
            website: "https://www.lumencoffee.example", bio: "Small-batch coffee, roasted at dawn in Lisbon.", city: "Lisbon",
            tracksImpressions: true
        ),
        DemoSponsor(
            number: 1, name: "Surface", username: "surface", tagline: "Designed for the way you work",
            website: "https://www.surface-devices.example", bio: "Laptops and tablets for people who make things.", city: "Reykjavík",
            tracksImpressions: true
        ),
        DemoSponsor(
            number: 2, name: "Kestrel Bikes", username: "kestrelbikes", tagline: "Ride further, carry less",
            website: "https://kestrelbikes.example", bio: "Touring bicycles, built by hand in Hobart.", city: "Hobart",
            tracksImpressions: false
        ),
        DemoSponsor(
            number: 3, name: "Northwind Outfitters", username: "northwindoutfitters", tagline: "Made for the long way round",
            website: "https://www.northwind-outfitters.example", bio: "Outdoor clothing that lasts for decades.", city: "Tromsø",
            tracksImpressions: true
        ),
    ]

    /// How many photos apart sponsored photos are.
    static let interval = 17
    /// The first sponsored index: past the first rows of the first page, inside the first page of 10, and
    /// clear of the first ids that begin with `-` (5, 69 and 133), which clients' tests pick as plain photos.
    static let firstIndex = 6

    /// The sponsor of catalog photo `index`, or nil for an ordinary photo.
    static func of(index: Int) -> DemoSponsor? {
        guard index >= 0, index % interval == firstIndex else { return nil }
        return all[(index / interval) % all.count]
    }

    /// The brand whose account is `username`.
    static func named(_ username: String) -> DemoSponsor? {
        all.first { $0.username == username }
    }

    /// The indices of the photos it sponsors in a catalog of `count`, ascending (newest first).
    func indices(count: Int) -> [Int] {
        Array(stride(from: Self.firstIndex + Self.interval * number, to: max(0, count), by: Self.interval * Self.all.count))
    }

    /// The brand's account in a catalog of `count`.
    func user(count: Int) -> DemoUser {
        DemoUser(
            id: DemoCatalog.id(at: 3_000_000 + number),
            username: username,
            firstName: name,
            lastName: "",
            location: city,
            totalPhotos: indices(count: count).count,
            sponsor: self
        )
    }

    /// `tagline_url`: the site with the referral parameters sponsors add.
    var taglineURL: String {
        "\(website)/?utm_source=unsplash&utm_medium=referral"
    }

    /// The tracking pixels a client is asked to load when it shows photo `id` (none for some brands),
    /// with the `[timestamp]` placeholder the real ones carry, on an invented ad server.
    func impressionURLs(photoID id: String) -> [String] {
        guard tracksImpressions else { return [] }
        return ["https://ads.sponsor-metrics.example/impression?brand=\(username)&photo=\(id)&rnd=[timestamp]"]
    }

    /// The `sponsorship` object of photo `id` for `JSONEncoder` (the detail's encoding).
    func encodableSponsorship(photoID id: String, sponsor: DemoUser.EncodableUser) -> EncodableSponsorship {
        EncodableSponsorship(impressionURLs: impressionURLs(photoID: id), sponsor: sponsor, tagline: tagline, taglineURL: taglineURL)
    }

    /// Unsplash's `sponsorship` object.
    struct EncodableSponsorship: Encodable {
        let impressionURLs: [String]
        let sponsor: DemoUser.EncodableUser
        let tagline: String
        let taglineURL: String

        private enum CodingKeys: String, CodingKey {
            case sponsor, tagline
            case impressionURLs = "impression_urls", taglineURL = "tagline_url"
        }
    }

    /// The `sponsorship` object of photo `id`, keys in sorted order, with `sponsor` the account's user
    /// object.
    func sponsorshipJSON(photoID id: String, sponsor: DemoJSON) -> DemoJSON {
        .object([
            "impression_urls": .array(impressionURLs(photoID: id).map(DemoJSON.string)),
            "sponsor": sponsor,
            "tagline": .string(tagline),
            "tagline_url": .string(taglineURL),
        ])
    }
}

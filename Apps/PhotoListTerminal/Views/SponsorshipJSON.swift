import Domain

/// A photo's `sponsorship` in photolist's JSON: `{"sponsor": "Surface", "tagline": "…" | null}`, or `null`
/// for a photo nobody paid to place. Shared by the list and detail schemas.
struct SponsorshipJSON: Encodable {
    let sponsor: String
    let tagline: String?

    init?(_ sponsorship: Sponsorship?) {
        guard let sponsorship else { return nil }
        sponsor = sponsorship.sponsor
        tagline = sponsorship.tagline
    }

    private enum CodingKeys: String, CodingKey { case sponsor, tagline }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sponsor, forKey: .sponsor)
        try container.encode(tagline, forKey: .tagline)  // explicit null when absent
    }
}

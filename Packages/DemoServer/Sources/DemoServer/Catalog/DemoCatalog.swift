import Foundation

/// A deterministic catalog of photos. Photo `index` is computed from the index alone when asked for, so
/// the catalog costs nothing to create and every run on every machine serves the same photos. Only a
/// photographer's photo count needs the whole catalog: the first photo asked for replays the first few
/// draws of every photo once (see `DemoPhotographerIndex`).
public struct DemoCatalog: Sendable {
    /// The number of photos.
    public let count: Int
    /// Each photographer's photos, found on first use and shared by copies of this catalog.
    let photographers = DemoPhotographerIndex()

    /// The newest photo's creation time; each later index is a little older ("latest first" order).
    private static let newest = Date(timeIntervalSince1970: 1_790_000_000)

    /// Creates a catalog of `count` photos (10,000 by default).
    public init(count: Int = 10_000) {
        self.count = max(0, count)
    }

    /// Whether photo `index` is an advertisement (`sponsorship` set, posted by a brand's account): every
    /// 17th photo from index 6 (6, 23, 40, …), so the first rows of the first page are ordinary and every
    /// page of 30 holds one or two.
    public static func isSponsored(at index: Int) -> Bool {
        DemoSponsor.of(index: index) != nil
    }

    /// The brand that sponsors photo `index` ("Lumen Coffee", "Surface", "Kestrel Bikes" or "Northwind
    /// Outfitters", taking turns), or nil for an ordinary photo.
    public static func sponsorName(at index: Int) -> String? {
        DemoSponsor.of(index: index)?.name
    }

    /// Whether photo `index` is an Unsplash+ photo (`"premium": true, "plus": true`): every 13th photo from
    /// index 9 (9, 22, 35, 48, …) that is not sponsored (so 74 is not).
    public static func isPlus(at index: Int) -> Bool {
        index >= 0 && index % 13 == 9 && !isSponsored(at: index)
    }

    /// The identifier of photo `index`: 11 URL-safe characters, unique per index.
    public static func id(at index: Int) -> String {
        // Multiplying by an odd constant permutes UInt64, so distinct indices give distinct ids
        // (offset by one so index 0 does not map to all zeros).
        var value = (UInt64(index) &+ 1) &* 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var id = ""
        for _ in 0..<11 {
            id.append(alphabet[Int(value & 63)])
            value >>= 6
        }
        return id
    }

    /// The index of the photo with identifier `id`, if it is in this catalog.
    public func index(of id: String) -> Int? {
        // Ids are a permutation of indices; invert by decoding and multiplying by the constant's inverse.
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        guard id.count == 11 else { return nil }
        var value: UInt64 = 0
        for (position, character) in id.enumerated() {
            guard let digit = alphabet.firstIndex(of: character) else { return nil }
            value |= UInt64(digit) << UInt64(6 * position)
        }
        let index = (value &* 0xF1DE_83E1_9937_733D) &- 1  // inverse of 0x9E3779B97F4A7C15 modulo 2^64
        guard index < UInt64(count), Self.id(at: Int(index)) == id else { return nil }
        return Int(index)
    }

    /// Photo `index` with the fields Unsplash adds on `GET /photos/{id}` (and on `GET /photos/random`).
    func detailedPhoto(at index: Int, baseURL: String) -> DemoPhoto? {
        guard var photo = photo(at: index, baseURL: baseURL) else { return nil }
        let subjectWords = photo.altDescription.split(separator: " ").dropLast().map(String.init)
        var detail = DemoPhotoDetail(index: index, city: photo.user.location, subjectWords: subjectWords, likes: photo.likes)
        detail.topics = DemoTopic.all.filter { $0.contains(photo) }
        photo.detail = detail
        return photo
    }

    /// Photo `index` (0-based), or `nil` outside the catalog.
    func photo(at index: Int, baseURL: String) -> DemoPhoto? {
        guard (0..<count).contains(index) else { return nil }
        var random = SplitMix64(seed: UInt64(index) &+ 0x5EED)
        let opening = Self.opening(&random, index: index)
        let subject = Vocabulary.subjects.randomElement(using: &random)!
        let description = "\(Vocabulary.moods.randomElement(using: &random)!) \(subject) \(Vocabulary.places.randomElement(using: &random)!)"
        let created = Self.newest.addingTimeInterval(-Double(index) * 2_160 - Double(random.next() % 600))
        // The 34 draws of the made-up BlurHash this catalog once had (see `SplitMix64.skip(_:)`).
        random.skip(34)
        let look = DemoLook(index: index, aspectRatio: Double(opening.width) / Double(opening.height))
        let likes = Int(random.next() % 5) == 0 ? Int(random.next() % 20_000) : Int(random.next() % 900)
        return DemoPhoto(
            id: Self.id(at: index),
            index: index,
            created: created,
            width: opening.width,
            height: opening.height,
            color: look.color,
            look: look,
            likes: likes,
            description: index % 7 == 3 ? nil : description,
            altDescription: "\(subject) photo",
            user: DemoSponsor.of(index: index)?.user(count: count) ?? user(for: opening.photographer),
            baseURL: baseURL
        )
    }

    /// What every photo's stream begins with: its size and its photographer.
    struct Opening {
        /// The width the API reports, in pixels.
        let width: Int
        /// The height the API reports, in pixels.
        let height: Int
        /// Who took it (unless it is sponsored).
        let photographer: DemoPhotographer
    }

    /// Draws the opening of photo `index` from the start of its stream. ``photographer(at:)`` replays just
    /// these draws, so they must stay the first ones and in this order.
    static func opening(_ random: inout SplitMix64, index: Int) -> Opening {
        let landscape = random.next() % 3 != 0
        let long = [4000, 4500, 5000, 5472, 6000, 6720][Int(random.next() % 6)]
        let (numerator, denominator) = [(2, 3), (3, 4), (9, 16), (4, 5), (1, 1)][Int(random.next() % 5)]
        let short = long * numerator / denominator
        // The four draws of the made-up colour this catalog once had (see `SplitMix64.skip(_:)`).
        random.skip(4)
        // The same draws as `randomElement(using:)`, which picks with `Int.random(in: 0..<count)`.
        let first = Int.random(in: 0..<Vocabulary.firstNames.count, using: &random)
        let last = Int.random(in: 0..<Vocabulary.lastNames.count, using: &random)
        return Opening(
            width: landscape ? long : short,
            height: landscape ? short : long,
            photographer: DemoPhotographer(first: first, last: last, residue: index % DemoPhotographer.indexClasses)
        )
    }

    /// The photographer drawn for photo `index` (a sponsored photo is posted by its sponsor instead).
    static func photographer(at index: Int) -> DemoPhotographer {
        var random = SplitMix64(seed: UInt64(index) &+ 0x5EED)
        return opening(&random, index: index).photographer
    }
}

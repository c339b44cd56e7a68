import Foundation

/// A deterministic catalog of photos. Photo `index` is computed from the index alone when asked for, so
/// the catalog costs nothing to create, any size is free, and every run on every machine serves the same
/// photos.
public struct DemoCatalog: Sendable {
    /// The number of photos.
    public let count: Int

    /// The newest photo's creation time; each later index is a little older ("latest first" order).
    private static let newest = Date(timeIntervalSince1970: 1_790_000_000)

    /// Creates a catalog of `count` photos (10,000 by default).
    public init(count: Int = 10_000) {
        self.count = max(0, count)
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

    /// Photo `index` with the fields Unsplash adds on `GET /photos/{id}`.
    func detailedPhoto(at index: Int, baseURL: String) -> DemoPhoto? {
        guard var photo = photo(at: index, baseURL: baseURL) else { return nil }
        let subjectWords = photo.altDescription.split(separator: " ").dropLast().map(String.init)
        photo.detail = DemoPhotoDetail(index: index, city: photo.user.location, subjectWords: subjectWords, likes: photo.likes)
        return photo
    }

    /// Photo `index` (0-based), or `nil` outside the catalog.
    func photo(at index: Int, baseURL: String) -> DemoPhoto? {
        guard (0..<count).contains(index) else { return nil }
        var random = SplitMix64(seed: UInt64(index) &+ 0x5EED)
        let id = Self.id(at: index)
        let landscape = random.next() % 3 != 0
        let long = [4000, 4500, 5000, 5472, 6000, 6720][Int(random.next() % 6)]
        let (numerator, denominator) = [(2, 3), (3, 4), (9, 16), (4, 5), (1, 1)][Int(random.next() % 5)]
        let short = long * numerator / denominator
        let (width, height) = landscape ? (long, short) : (short, long)
        let color = Self.color(&random)
        let first = Vocabulary.firstNames.randomElement(using: &random)!
        let last = Vocabulary.lastNames.randomElement(using: &random)!
        let username = "\(first)\(last)".lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) } + "\(index % 97)"
        let subject = Vocabulary.subjects.randomElement(using: &random)!
        let description = "\(Vocabulary.moods.randomElement(using: &random)!) \(subject) \(Vocabulary.places.randomElement(using: &random)!)"
        let created = Self.newest.addingTimeInterval(-Double(index) * 2_160 - Double(random.next() % 600))
        return DemoPhoto(
            id: id,
            index: index,
            created: created,
            width: width,
            height: height,
            color: color,
            blurHash: Self.blurHash(dc: color, &random),
            likes: Int(random.next() % 5) == 0 ? Int(random.next() % 20_000) : Int(random.next() % 900),
            description: index % 7 == 3 ? nil : description,
            altDescription: "\(subject) photo",
            user: DemoUser(
                id: Self.id(at: index / 3 + 1_000_000),
                username: username,
                firstName: first,
                lastName: last,
                location: Vocabulary.cities.randomElement(using: &random)!,
                totalPhotos: Int(random.next() % 400) + 1
            ),
            baseURL: baseURL
        )
    }

    private static func color(_ random: inout SplitMix64) -> UInt32 {
        // Muted natural tones: each channel 30…220, nudged towards a shared base.
        let base = UInt32(random.next() % 120) + 50
        let channel = { (random: inout SplitMix64) in min(220, max(30, base + UInt32(random.next() % 90) - 45)) }
        return channel(&random) << 16 | channel(&random) << 8 | channel(&random)
    }

    private static func blurHash(dc: UInt32, _ random: inout SplitMix64) -> String {
        let componentsX = 4, componentsY = 3
        let ac = (1..<componentsX * componentsY).map { _ in
            (red: 9 + Int(random.next() % 7) - 3, green: 9 + Int(random.next() % 7) - 3, blue: 9 + Int(random.next() % 7) - 3)
        }
        return BlurHashEncoder.encode(
            componentsX: componentsX,
            componentsY: componentsY,
            quantisedMaximum: Int(random.next() % 20) + 5,
            dc: dc,
            ac: ac
        )
    }
}

import Foundation

/// One of the demo's fixed collections (`GET /collections`): a curator's set of catalog photos. Like a
/// real collection it is a hand-picked set, not a theme the photos must fit: its photos are every
/// `stride`-th catalog photo from `offset`, at most `size` of them, so membership costs no scan and the
/// same collection holds the same photos in any catalog large enough.
struct DemoCollection: Sendable {
    /// Unsplash's ids are digits ("3326482") or 11 URL-safe characters ("72aaifCJ0Sk"); one of these begins
    /// with `-` on purpose, so a client must keep it from reading as an option.
    let id: String
    /// The title; one is not ASCII (Japanese, a macron and an emoji), as real titles often are not.
    let title: String
    let description: String?
    /// The first photo's index: the cover, whose photographer curates the collection. Never a sponsored
    /// index, and below 50 so even the tests' small catalogs have every cover.
    let offset: Int
    /// How far apart its photos are in the catalog.
    let stride: Int
    /// The most photos it holds (fewer in a catalog too small for all of them).
    let size: Int
    let tags: [String]
    let publishedAt: String
    let lastCollectedAt: String
    /// Unsplash's 32 hex digits for sharing a private collection.
    let shareKey: String

    /// The catalog indices of its photos in a catalog of `count`, newest first.
    func members(count: Int) -> [Int] {
        guard offset < count else { return [] }
        return Array(Swift.stride(from: offset, to: min(count, offset + stride * size), by: stride))
    }

    /// Its curator: the photographer of its cover.
    var curator: DemoPhotographer {
        DemoCatalog.photographer(at: offset)
    }

    /// How many collections `photographer` curates (every photo's user object says, so it is a lookup).
    static func count(curatedBy photographer: DemoPhotographer) -> Int {
        curatedCounts[photographer] ?? 0
    }

    /// The collection object, keys in sorted order.
    func json(catalog: DemoCatalog, baseURL: String) -> DemoJSON {
        let members = members(count: catalog.count)
        let previews = members.prefix(4).compactMap { catalog.photo(at: $0, baseURL: baseURL) }
        let address = "\(baseURL)/collections/\(id)"
        return .object([
            "cover_photo": previews.first?.listJSON ?? .null,
            "description": description.map(DemoJSON.string) ?? .null,
            "featured": .bool(true),
            "id": .string(id),
            "last_collected_at": .string(lastCollectedAt),
            "links": .object([
                "html": .string("\(address)/\(htmlSlug)"), "photos": .string("\(address)/photos"),
                "related": .string("\(address)/related"), "self": .string(address),
            ]),
            "preview_photos": .array(previews.map(\.previewJSON)),
            "private": .bool(false),
            "published_at": .string(publishedAt),
            "share_key": .string(shareKey),
            "tags": .array(tags.map { .object(["title": .string($0), "type": .string("search")]) }),
            "title": .string(title),
            "total_photos": .int(members.count),
            "updated_at": .string(lastCollectedAt),
            "user": catalog.user(for: curator).json(baseURL: baseURL),
        ])
    }

    /// The title as the last segment of its web address, as Unsplash writes it: lower case, runs of
    /// spaces and punctuation as one `-` and none at either end, anything not ASCII percent-encoded
    /// ("skate-%F0%9F%9B%B9"). `DemoCollectionTests` checks doubled, leading and trailing spaces.
    var htmlSlug: String {
        let kept = title.lowercased().map { character -> Character in
            let keep = character.isLetter || character.isNumber || (!character.isASCII && !character.isPunctuation && !character.isWhitespace)
            return keep ? character : "-"
        }
        let slug = String(kept).split(separator: "-").joined(separator: "-")
        return slug.addingPercentEncoding(withAllowedCharacters: Self.slugCharacters) ?? slug
    }

    private static let slugCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789-")

    /// The collection whose id is `id`.
    static func find(_ id: String) -> DemoCollection? {
        all.first { $0.id == id }
    }

    /// How many collections each curator curates, drawn once.
    private static let curatedCounts: [DemoPhotographer: Int] = Dictionary(all.map { ($0.curator, 1) }, uniquingKeysWith: +)

    /// The collections, newest published first.
    static let all: [DemoCollection] = [
        collection("3326482", "Desktop wallpapers", "Wide, calm and uncluttered: room for your icons.", 1, 37, 60,
                   ["wallpaper", "landscape", "background"], "2026-05-30T09:00:06Z", "3438b0421b81c599ca66e54cd7732e8d"),
        collection("N2NbhyeEMcu", "Quiet places", nil, 4, 53, 42, ["calm", "outdoor", "nature"], "2026-05-12T16:04:40Z",
                   "b4e8475992939d7d9be221ada55dafb8"),
        collection("1N4Q0Xoo-be", "京都の朝 · Mornings in Kyōto ☀️", "朝の光と静かな通り — early light and quiet streets.", 7, 41, 24,
                   ["kyoto", "morning", "japan"], "2026-04-28T01:27:34Z", "4e5bc43ea548ee0defc542cc95ee6d9e"),
        collection("8240068", "Blue hour", "The minutes after sunset when everything turns blue.", 11, 29, 80,
                   ["blue", "dusk", "evening"], "2026-04-16T04:43:09Z", "ff97b3aa9b1a95ce1023c38d15ec3e95"),
        collection("-4GMeN7EGgt", "Moodboard", nil, 12, 97, 30, ["inspiration", "mood", "colour"], "2026-04-01T12:00:00Z",
                   "627108b7a9be59e8abe72147bbfd36f5"),
        collection("U8JBoiBXNFY", "Colour studies", "One colour at a time.", 14, 61, 36, ["colour", "palette", "minimal"],
                   "2026-03-19T10:15:00Z", "3bfe823c6352b900098816f54644c8a9"),
        collection("542632", "Someday", nil, 16, 113, 20, ["travel", "wanderlust"], "2026-03-01T16:04:31Z",
                   "f01b8c20630ded332fb702e8d5d7d647"),
        collection("HZmaJEsNzee", "Light & shadow", "Where the light falls, and where it doesn't.", 18, 23, 120,
                   ["light", "shadow", "contrast"], "2026-02-14T08:30:00Z", "3b2cadca711bdb83cfd961bb97dcbaf6"),
        collection("1118917", "Print shop", "Photos that look good on a wall.", 20, 71, 45, ["print", "poster", "art"],
                   "2026-02-01T17:33:46Z", "954c0ef8aab99c537fec8c8b525040d7"),
        collection("BjlD4i-L73f", "Travel wishlist", nil, 24, 47, 50, ["travel", "destination", "holiday"], "2026-01-20T14:26:59Z",
                   "bddd9af2cba653fa219f9ea8c5d2ae5e"),
        collection("sCkj-gLw3Sd", "Phone backgrounds", "Tall photos for small screens.", 25, 31, 64, ["phone", "wallpaper", "portrait"],
                   "2026-01-05T13:07:25Z", "d0da800ab24d76c056dc99fc29e5adb3"),
        collection("4324303", "Editorial picks", "Chosen by the editors of the PhotoList demo.", 27, 89, 33,
                   ["editorial", "featured"], "2025-12-18T08:47:08Z", "aa5f779dc0f6487c26e40f7a3592bddf"),
        collection("Mel7WeJdwpm", "Calm", nil, 29, 19, 150, ["calm", "peaceful", "soft"], "2025-12-02T11:00:00Z",
                   "0cb324e256089fa42c2eaaa352e07ff1"),
        collection("1599413", "Weekend", "Slow mornings and long walks.", 31, 131, 18, ["weekend", "leisure"], "2025-11-11T09:46:10Z",
                   "32acd6ae56210366946dca314b2c32ce"),
        collection("KxjO-6pFe-L", "Covers & headers", "Wide images with space for a title.", 33, 43, 70,
                   ["header", "banner", "website"], "2025-10-24T15:43:38Z", "c82318b1bff6c9d57a533c55d19f9864"),
        collection("266O01dRVCX", "Road trip", nil, 36, 59, 40, ["road", "journey", "car"], "2025-10-03T07:12:00Z",
                   "701427b4ae57496950b7c38ff029659d"),
        collection("c64eGiEaoyP", "Minimal", "Less, but better.", 38, 101, 26, ["minimal", "simple", "clean"], "2025-09-15T19:20:00Z",
                   "c2bd568da9263ab812b37b35e213fd13"),
        collection("43763462", "Portfolio inspiration", nil, 41, 67, 48, ["portfolio", "inspiration"], "2025-08-30T14:21:21Z",
                   "76c0885e7030b6b34584879f48193000"),
        collection("u0jkAudkpfp", "Cafés & corners", "Places to sit with a cup of coffee.", 43, 83, 28, ["cafe", "city", "coffee"],
                   "2025-08-02T12:01:48Z", "74e85de6d7a5b28cdabec2ab5fbd805b"),
        collection("unyxyzpFQTf", "Textures", "Sand, frost, stone and water up close.", 46, 27, 90, ["texture", "pattern", "background"],
                   "2025-07-10T06:58:59Z", "15fcda29bac60b3267f515a43b8b4917"),
    ]

    private static func collection(
        _ id: String, _ title: String, _ description: String?, _ offset: Int, _ stride: Int, _ size: Int, _ tags: [String],
        _ published: String, _ shareKey: String
    ) -> DemoCollection {
        // The last photo was added 30 days after publication.
        let publication = DemoTimestamp.date(from: published) ?? Date(timeIntervalSince1970: 0)
        let lastCollected = DemoTimestamp.string(from: publication.addingTimeInterval(30 * 86_400))
        return DemoCollection(
            id: id, title: title, description: description, offset: offset, stride: stride, size: size, tags: tags,
            publishedAt: published, lastCollectedAt: lastCollected, shareKey: shareKey
        )
    }
}

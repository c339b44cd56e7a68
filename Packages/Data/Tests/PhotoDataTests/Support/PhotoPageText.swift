import Foundation

/// JSON text of Unsplash-shaped photo pages, varied the ways real answers vary: optional fields missing,
/// null or set; keys in any order; unknown fields holding nested values, floats and exponents; strings with
/// escapes and non-ASCII text; any whitespace between tokens. Every page is RFC 8259 JSON of the shape the
/// DTOs expect, so a strict reader should read each one.
enum PhotoPageText {
    static func page(photos: Int, using generator: inout some RandomNumberGenerator) -> String {
        let items = (0..<photos).map { photo(index: $0, using: &generator) }
        return space(&generator) + "[" + items.joined(separator: "," + space(&generator)) + "]" + space(&generator)
    }

    private static func photo(index: Int, using generator: inout some RandomNumberGenerator) -> String {
        var members = [
            ("id", string(&generator, base: "photo-\(index)")),
            ("width", String(Int.random(in: 1...9_000, using: &generator))),
            ("height", String(Int.random(in: 1...9_000, using: &generator))),
            ("urls", object([
                ("full", string(&generator, base: "https://images.example/full")), ("regular", string(&generator, base: "https://r")),
                ("small", string(&generator, base: "https://s")), ("thumb", string(&generator, base: "https://t")),
            ] + maybe(&generator, ("raw", string(&generator, base: "https://raw"))), &generator)),
            ("user", user(&generator)),
        ]
        members += maybe(&generator, ("created_at", string(&generator, base: "2024-01-02T03:04:05Z")))
        members += maybe(&generator, ("color", string(&generator, base: "#a0b0c0")))
        members += maybe(&generator, ("blur_hash", string(&generator, base: "LEHV6nWB2yk8pyo0adR*.7kCMdnj")))
        members += maybe(&generator, ("likes", String(Int.random(in: -5...1_000_000, using: &generator))))
        members += maybe(&generator, ("description", string(&generator, base: "A description")))
        members += maybe(&generator, ("alt_description", string(&generator, base: "alt text")))
        members += maybe(&generator, ("links", object([("html", string(&generator, base: "https://unsplash.com/photos/x"))]
            + maybe(&generator, ("download_location", string(&generator, base: "https://api/download"))), &generator)))
        members += maybe(&generator, ("sponsorship", object(maybe(&generator, ("tagline", string(&generator, base: "Made to change")))
            + maybe(&generator, ("sponsor", user(&generator))) + [("impression_urls", "[" + string(&generator, base: "https://i") + "]")], &generator)))
        members += maybe(&generator, ("sponsored", Bool.random(using: &generator) ? "true" : "false"))
        members += maybe(&generator, ("sponsored_by", user(&generator)))
        members += maybe(&generator, ("premium", Bool.random(using: &generator) ? "true" : "false"))
        members += maybe(&generator, ("plus", Bool.random(using: &generator) ? "true" : "false"))
        members += (0..<Int.random(in: 0...3, using: &generator)).map { ("extra_\($0)", unknownValue(&generator, depth: 0)) }
        return object(members.shuffled(using: &generator), &generator)
    }

    private static func user(_ generator: inout some RandomNumberGenerator) -> String {
        var members = [("username", string(&generator, base: "user_\(Int.random(in: 0...99, using: &generator))"))]
        members += maybe(&generator, ("id", string(&generator, base: "u-id")))
        members += maybe(&generator, ("name", string(&generator, base: "Ansel Adams")))
        members += maybe(&generator, ("links", object(maybe(&generator, ("html", string(&generator, base: "https://unsplash.com/@u"))), &generator)))
        members += maybe(&generator, ("location", string(&generator, base: "Zürich")))
        members += maybe(&generator, ("bio", string(&generator, base: "Photographer")))
        members += maybe(&generator, ("portfolio_url", string(&generator, base: "https://example.com")))
        members += maybe(&generator, ("total_photos", String(Int.random(in: 0...100_000, using: &generator))))
        return object(members.shuffled(using: &generator), &generator)
    }

    /// The member as it is, as null, or absent (optional fields).
    private static func maybe(_ generator: inout some RandomNumberGenerator, _ member: (String, String)) -> [(String, String)] {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: [member]
        case 1: [(member.0, "null")]
        default: []
        }
    }

    private static func object(_ members: [(String, String)], _ generator: inout some RandomNumberGenerator) -> String {
        let body = members.map { "\"\($0.0)\"" + space(&generator) + ":" + space(&generator) + $0.1 }
        return "{" + space(&generator) + body.joined(separator: space(&generator) + "," + space(&generator)) + space(&generator) + "}"
    }

    /// `base` with, sometimes, escapes and non-ASCII text around it.
    private static func string(_ generator: inout some RandomNumberGenerator, base: String) -> String {
        let pieces = [#"\""#, #"\\"#, #"\/"#, #"\n"#, #"\t"#, #"\u00e9"#, #"\ud83d\ude00"#, "é", "日本", "🙂", " "]
        var text = base.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            text += pieces.randomElement(using: &generator)!
        }
        return "\"" + text + "\""
    }

    private static func unknownValue(_ generator: inout some RandomNumberGenerator, depth: Int) -> String {
        switch Int.random(in: 0..<(depth < 3 ? 8 : 6), using: &generator) {
        case 0: return "null"
        case 1: return Bool.random(using: &generator) ? "true" : "false"
        case 2: return ["0", "-1", "3.25", "-0.5e-3", "1E+9", "12345678901234567890"].randomElement(using: &generator)!
        case 3, 4: return string(&generator, base: "x")
        case 5: return "[]"
        case 6: return "[" + (0..<Int.random(in: 1...3, using: &generator)).map { _ in unknownValue(&generator, depth: depth + 1) }.joined(separator: ",") + "]"
        default: return object((0..<Int.random(in: 0...3, using: &generator)).map { ("k\($0)", unknownValue(&generator, depth: depth + 1)) }, &generator)
        }
    }

    private static func space(_ generator: inout some RandomNumberGenerator) -> String {
        ["", "", "", " ", "\n  ", "\t", "\r\n"].randomElement(using: &generator)!
    }
}

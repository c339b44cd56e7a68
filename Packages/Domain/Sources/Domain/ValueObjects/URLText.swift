#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rule for keeping a URL as text: which texts need no parse to be trusted, and how a kept text
/// becomes a `URL` again.
enum URLText {
    /// `text` in the form to keep: itself when it is a plain web address (``isPlainWebAddress(_:)``),
    /// otherwise what `URL(string:)` prints for it; `nil` when `URL(string:)` rejects it.
    static func checked(_ text: String) -> String? {
        if isPlainWebAddress(text) { return text }
        return URL(string: text)?.absoluteString
    }

    /// ``checked(_:)`` for a web page's address (a photo's page, a photographer's profile): `nil` unless
    /// it is `http` or `https`. A source could send `javascript:` or `file:`; no view prints, copies or
    /// opens such a link as the photo's page, because none is kept.
    static func checkedWebPage(_ text: String) -> String? {
        if isPlainWebAddress(text) { return text }
        return URL(string: text).flatMap(webPage)
    }

    /// The text to keep for a web page already parsed: its address when it is `http` or `https`, else `nil`
    /// (the rule of ``checkedWebPage(_:)``, without parsing what is already a `URL` again).
    static func webPage(_ url: URL) -> String? {
        ["http", "https"].contains(url.scheme?.lowercased() ?? "") ? url.absoluteString : nil
    }

    /// The URL of a kept text.
    static func url(_ text: String) -> URL {
        // Every kept text passed `checked`: `URL(string:)` takes a plain web address as it is (the Domain
        // tests check this on generated addresses) and re-reads what it printed itself. The fallback only
        // keeps a broken promise from trapping.
        URL(string: text) ?? URL(string: "about:blank")!
    }

    /// Whether `text` is an `http` or `https` address made only of characters `URL(string:)` keeps as they
    /// are: a host of letters, digits, dots and hyphens, an optional port of up to five digits, then a path,
    /// query and fragment of unreserved and reserved characters and well-formed percent escapes, with at
    /// most one `#`. It is a fast, conservative test: a text it refuses may still be a URL.
    static func isPlainWebAddress(_ text: String) -> Bool {
        // A native string's bytes are contiguous; a bridged one is copied once.
        text.utf8.withContiguousStorageIfAvailable(isPlainWebAddress) ?? Array(text.utf8).withUnsafeBufferPointer(isPlainWebAddress)
    }

    private static func isPlainWebAddress(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index: Int
        func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        // Scheme.
        guard bytes.count > 7, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "t"), bytes[2] == UInt8(ascii: "t"),
              bytes[3] == UInt8(ascii: "p")
        else { return false }
        index = bytes[4] == UInt8(ascii: "s") ? 5 : 4
        guard byte(at: index) == UInt8(ascii: ":"), byte(at: index + 1) == UInt8(ascii: "/"), byte(at: index + 2) == UInt8(ascii: "/") else { return false }
        index += 3
        // Host, then an optional port.
        let hostStart = index
        while index < bytes.count, isHostByte(bytes[index]) { index += 1 }
        guard index > hostStart else { return false }
        if byte(at: index) == UInt8(ascii: ":") {
            index += 1
            let portStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard (1...5).contains(index - portStart) else { return false }
        }
        // The authority ends at the path, the query, the fragment or the end.
        if let next = byte(at: index), next != UInt8(ascii: "/"), next != UInt8(ascii: "?"), next != UInt8(ascii: "#") { return false }
        // Path, query and fragment.
        var inFragment = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "%"):
                guard let high = byte(at: index + 1), isHexDigit(high), let low = byte(at: index + 2), isHexDigit(low) else { return false }
                index += 2
            case UInt8(ascii: "#"):
                guard !inFragment else { return false }
                inFragment = true
            case let other:
                guard isPathByte(other) else { return false }
            }
            index += 1
        }
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// Unreserved and reserved characters of RFC 3986 that may stand after the authority, but for `#`,
    /// `%`, `[` and `]`.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
             UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"),
             UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}

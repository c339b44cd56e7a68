import Domain
import Foundation

extension Optional where Wrapped == String {
    /// The string without surrounding spaces (the API's camera models often begin with one, descriptions
    /// sometimes end in a newline); `nil` for a missing or blank string, or one of which no view would show
    /// anything (only controls, bidirectional controls and zero-width characters): a name or a caption that
    /// shows as nothing reads as missing ("Photo by  on Unsplash"), so it is treated as missing.
    var trimmedText: String? {
        flatMap { text in
            // Most texts begin and end with visible ASCII: nothing to trim, and the first scalar shows.
            guard let firstByte = text.utf8.first, let lastByte = text.utf8.last else { return nil }
            if UnprintableScalars.isVisibleASCII(firstByte), UnprintableScalars.isVisibleASCII(lastByte) { return text }
            // Of the rest, most have nothing to trim either: checking their two ends is far cheaper than
            // Foundation's trimming, which builds a new string every time.
            let spaces = CharacterSet.whitespacesAndNewlines
            guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return nil }
            let trimmed = !spaces.contains(first) && !spaces.contains(last) ? text : text.trimmingCharacters(in: spaces)
            return trimmed.unicodeScalars.contains(where: Self.shows) ? trimmed : nil
        }
    }

    /// Whether a view shows `scalar` as something: not white space, not a control or bidirectional control
    /// (``UnprintableScalars``, which views drop), not an invisible one (`UnprintableScalars.isInvisible`:
    /// a zero-width space or joiner). The first scalar of almost any text is one, so the search for one
    /// stops at once.
    private static func shows(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isWhitespace && !UnprintableScalars.includes(scalar) && !UnprintableScalars.isInvisible(scalar)
    }
}

import Foundation

extension Optional where Wrapped == String {
    /// The string without surrounding spaces (the API's camera models often begin with one, descriptions
    /// sometimes end in a newline); `nil` for a missing or blank string, which no view should show.
    var trimmedText: String? {
        flatMap { text in
            // Most texts have nothing to trim: checking their two ends is far cheaper than Foundation's
            // trimming, which builds a new string every time.
            let spaces = CharacterSet.whitespacesAndNewlines
            guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return nil }
            if !spaces.contains(first), !spaces.contains(last) { return text }
            let trimmed = text.trimmingCharacters(in: spaces)
            return trimmed.isEmpty ? nil : trimmed
        }
    }
}

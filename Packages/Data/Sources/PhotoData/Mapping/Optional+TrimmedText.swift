import Foundation

extension Optional where Wrapped == String {
    /// The string without surrounding spaces (the API's camera models often begin with one, descriptions
    /// sometimes end in a newline); `nil` for a missing or blank string, which no view should show.
    var trimmedText: String? {
        flatMap { text in
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
    }
}

extension UnsplashErrorsDTO {
    /// At most this many Unicode scalars of the service's words are kept: more than any message Unsplash
    /// sends, and few enough that a hostile body cannot fill a screen with one error (counted in scalars,
    /// not characters, so a character carrying thousands of combining marks counts as what it is).
    static let reasonLimit = 200

    /// The service's first five messages as one line ("per_page must be at most 30; page must be
    /// positive"): each with its runs of white space made one space and its control and format characters
    /// (escape sequences' introducers, bidirectional overrides) dropped, cut to ``reasonLimit`` scalars
    /// with "…"; `nil` when it sent none that is not blank.
    var reason: String? {
        let messages = errors.prefix(5).map(Self.oneLine).filter { !$0.isEmpty }
        guard !messages.isEmpty else { return nil }
        let joined = messages.joined(separator: "; ")
        guard joined.unicodeScalars.count > Self.reasonLimit else { return joined }
        return String(String.UnicodeScalarView(joined.unicodeScalars.prefix(Self.reasonLimit - 1))) + "…"
    }

    /// `text` on one line: white space runs as one space, none at either end, no control or format
    /// character.
    private static func oneLine(_ text: String) -> String {
        var line = String.UnicodeScalarView()
        var spaceDue = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                spaceDue = !line.isEmpty
                continue
            }
            switch scalar.properties.generalCategory {
            case .control, .format: continue
            default: break
            }
            if spaceDue { line.append(" ") }
            spaceDue = false
            line.append(scalar)
        }
        return String(line)
    }
}

extension UnsplashErrorsDTO {
    /// At most this many characters of the service's words are kept: more than any message Unsplash
    /// sends, and few enough that a hostile body cannot fill a screen with one error.
    static let reasonLimit = 200

    /// The service's messages as one text ("per_page must be at most 30; page must be positive"), cut to
    /// ``reasonLimit`` characters with "…"; `nil` when it sent none that is not blank.
    var reason: String? {
        let messages = errors.lazy.compactMap { Optional($0).trimmedText }.prefix(5)
        guard !messages.isEmpty else { return nil }
        let joined = messages.joined(separator: "; ")
        return joined.count <= Self.reasonLimit ? joined : String(joined.prefix(Self.reasonLimit - 1)) + "…"
    }
}

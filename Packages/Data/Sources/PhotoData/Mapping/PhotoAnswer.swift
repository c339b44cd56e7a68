import Domain

/// The rule every source's photo lookup keeps: the answer for id A is photo A, so nothing is saved,
/// favourited or shown under an id that names another photo.
enum PhotoAnswer {
    /// The most characters of an id a message quotes: a source's id can be any length.
    static let quotedLength = 64

    /// Throws `DomainError/invalidResponse(_:)` unless `answered` is `asked`, or, with `slugs`, `asked` is a
    /// slug that ends in `-` and `answered` (Unsplash's addresses name a photo `a-foggy-harbour-VwnS_lbe34J`).
    static func check(_ answered: PhotoID, asked: PhotoID, slugs: Bool = false) throws(DomainError) {
        guard answered != asked, !(slugs && asked.rawValue.hasSuffix("-" + answered.rawValue)) else { return }
        throw .invalidResponse("the answer for photo \(quoted(asked)) is about another photo (\(quoted(answered)))")
    }

    private static func quoted(_ id: PhotoID) -> String {
        id.rawValue.count > quotedLength ? id.rawValue.prefix(quotedLength) + "…" : id.rawValue
    }
}

/// A saved memo: what the composer hands to whoever stores it.
public struct Memo: Equatable, Sendable {
    /// The title, without the blanks that surrounded it in the field.
    public let title: String
    /// The text of the memo, without the blanks and blank lines that surrounded it; lines inside are kept.
    public let content: String

    /// Creates a memo from texts already cleaned by ``MemoDraft``.
    public init(title: String, content: String) {
        self.title = title
        self.content = content
    }
}

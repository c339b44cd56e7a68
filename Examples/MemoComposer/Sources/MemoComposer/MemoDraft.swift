import Foundation

/// What the two fields hold while the user writes, and the rules that decide when it can be saved.
///
/// The rules, one place: a memo needs a title and a content that each contain something other than
/// white space (spaces, tabs, line breaks, no-break spaces). Blanks around either are dropped when the memo
/// is made; line breaks inside the content are kept. There is no length limit.
public struct MemoDraft: Equatable, Sendable {
    /// The title field as typed.
    public var title: String
    /// The content field as typed.
    public var content: String

    /// Creates a draft holding what the fields show.
    public init(title: String = "", content: String = "") {
        self.title = title
        self.content = content
    }

    /// The memo this draft saves as, or `nil` while the title or the content is blank.
    public var memo: Memo? {
        let (title, content) = (Self.trimmed(title), Self.trimmed(content))
        guard !title.isEmpty, !content.isEmpty else { return nil }
        return Memo(title: title, content: content)
    }

    /// Whether Save should be enabled.
    public var isValid: Bool {
        memo != nil
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

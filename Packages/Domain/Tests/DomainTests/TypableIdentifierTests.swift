import Domain
import Testing

@Suite("The identifiers a user can type back")
struct TypableIdentifierTests {
    @Test("given ids, slugs and usernames sources give, including one that begins with - and one of 256 characters, then each is allowed", arguments: [
        "LBI7cgq3pbM", "-2eXOjLSrME", "nature-and-travel", "1538150", "poor_kane", "é한字", String(repeating: "x", count: 256),
    ])
    func sourcesIdentifiersAreAllowed(identifier: String) {
        #expect(TypableIdentifier.allows(identifier))
    }

    @Test("given an empty one, one of 257 characters, or one with a space, a no-break or ideographic space, a line break, a tab, ESC, a bidirectional override or a zero-width space, then it is refused", arguments: [
        "", String(repeating: "x", count: 257), "a b", "a\u{00A0}b", "a\u{3000}b", "ab\n", "a\tb", "a\u{1B}b", "\u{202E}ab", "a\u{200B}b",
    ])
    func othersAreRefused(identifier: String) {
        #expect(!TypableIdentifier.allows(identifier))
    }

    @Test("given a long id of combining marks, when measured, then the length counted is characters, as a user sees them")
    func lengthIsCountedInCharacters() {
        let marked = String(repeating: "e\u{301}", count: 256)

        #expect(marked.unicodeScalars.count == 512)
        #expect(TypableIdentifier.allows(marked))
    }
}

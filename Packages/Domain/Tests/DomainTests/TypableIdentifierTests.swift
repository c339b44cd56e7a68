import Domain
import DomainTesting
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

    @Test("given 3,000 identifiers of visible ASCII, spaces, controls, invisible and other Unicode, up to 260 characters, then each is allowed exactly when it has 1 to 256 characters and no scalar is refused")
    func agreesWithTheRuleScalarByScalar() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SplitMix64(seed: seed)
        let pieces = ["a", "Z", "0", "-", "_", "!", "~", " ", "\u{7F}", "\u{1B}", "\t", "é", "e\u{301}", "한", "🙂", "\u{200B}", "\u{202E}", "\u{A0}"]
        for round in 0..<3_000 {
            // Mostly plain ASCII, as sources send, often at the length limit, so both paths are taken.
            let plain = round % 2 == 0
            let length = Int.random(in: 0...260, using: &generator)
            let text = (0..<length).map { _ in plain ? pieces[Int.random(in: 0...6, using: &generator)] : pieces.randomElement(using: &generator)! }.joined()
            let expected = (1...TypableIdentifier.maximumLength).contains(text.count) && !text.unicodeScalars.contains(where: TypableIdentifier.refuses)
            #expect(TypableIdentifier.allows(text) == expected, "seed \(seed): \(text.debugDescription)")
        }
    }

    @Test("given a long id of combining marks, when measured, then the length counted is characters, as a user sees them")
    func lengthIsCountedInCharacters() {
        let marked = String(repeating: "e\u{301}", count: 256)

        #expect(marked.unicodeScalars.count == 512)
        #expect(TypableIdentifier.allows(marked))
    }
}

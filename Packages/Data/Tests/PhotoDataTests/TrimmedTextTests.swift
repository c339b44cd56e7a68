import Foundation
@testable import PhotoData
import Testing

/// `trimmedText` skips Foundation's trimming when neither end is a space; it must still agree with it.
@Suite("Trimmed text")
struct TrimmedTextTests {
    @Test("given 2,000 texts with spaces, line breaks and other Unicode around and inside, when trimmed, then the result is Foundation's trimming, and nil for a blank one")
    func agreesWithFoundation() {
        var generator = SeededGenerator(seed: UInt64.random(in: 0...UInt64.max))
        let pieces = [" ", "\n", "\t", "\r\n", "\u{00A0}", "\u{2028}", "\u{85}", "\u{3000}", "a", "!", "~", "é", "日", "🙂", "e\u{301}", "x y"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(Optional(text).trimmedText == (trimmed.isEmpty ? nil : trimmed), "seed \(generator.seed): \(text.debugDescription)")
        }
        #expect(String?.none.trimmedText == nil)
    }

    @Test("given a text of which no view would show anything (controls, bidirectional controls, zero-width characters, spaces between them), when trimmed, then it is missing; one visible letter among them keeps it whole", arguments: [
        ("\u{1B}\u{7}", false), ("\u{200B}", false), ("\u{200B} \u{FEFF}\u{2066}", false), ("\u{9B}\u{7F}", false),
        ("\u{2066}a", true), ("e\u{301}", true), ("\u{1B}x", true),
    ])
    func aTextThatShowsNothingIsMissing(text: String, kept: Bool) {
        #expect(Optional(text).trimmedText == (kept ? text : nil))
    }
}

@testable import PhotoListTerminal
import Testing

@Suite("LineEditor")
struct LineEditorTests {
    @Test("given a field with a limit and the cursor inside its text, when a longer paste arrives, then only what fits goes in at the cursor, line breaks and tabs as spaces and other control characters dropped")
    func pasteIsCutToTheRoomLeft() {
        var field = LineEditor("ab", maximumLength: 8)
        _ = field.handle(.left)

        let outcome = field.handle(.paste("x\r\ny\tz\u{1B}\u{7}\u{9B}1234"))

        #expect(outcome == .edited)
        #expect(field.text == "ax y z1b")
        #expect(field.cursor == 7)
    }

    @Test("given a full field, when a character is typed or text pasted, then nothing changes; after Backspace there is room for one again")
    func fullFieldTakesNothing() {
        var field = LineEditor(String(repeating: "q", count: 12), maximumLength: 10)

        #expect(field.text.count == 10)
        #expect(field.handle(.character("x")) == .moved)
        #expect(field.handle(.paste("xyz")) == .moved)
        #expect(field.text == String(repeating: "q", count: 10))
        _ = field.handle(.backspace)
        #expect(field.handle(.paste("xyz")) == .edited)
        #expect(field.text == String(repeating: "q", count: 9) + "x")
    }

    @Test("given a field with a limit, when its text is replaced with a longer one, then the limit still holds")
    func replacingKeepsTheLimit() {
        var field = LineEditor(maximumLength: 4)

        field.replace(with: "mountains")
        _ = field.handle(.character("!"))

        #expect(field.text == "moun")
    }
}

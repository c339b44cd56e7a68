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

    @Test("given pasted lines, when the line break is CRLF, CR CR (as a terminal pastes CRLF), LF or a blank line between, then it is one space", arguments: [
        "a\r\nb", "a\r\rb", "a\nb", "a\n\nb", "a\r\u{7}\rb",
    ])
    func aLineBreakIsOneSpace(pasted: String) {
        var field = LineEditor("", maximumLength: 100)

        _ = field.handle(.paste(pasted))

        #expect(field.text == "a b")
    }

    @Test("given a flag, a family emoji and an accented letter typed one scalar per key, when Backspace is pressed, then each goes whole, as when pasted", arguments: [
        "🇯🇵", "👨\u{200D}👩\u{200D}👧", "e\u{301}",
    ])
    func typedScalarsMakeOneCharacter(text: String) {
        var typed = LineEditor("ab")
        for scalar in text.unicodeScalars { _ = typed.handle(.character(Character(scalar))) }

        #expect(typed.text == "ab" + text)
        #expect(typed.cursor == 3)
        _ = typed.handle(.backspace)
        #expect(typed.text == "ab")
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

    @Test("given words in a field, when Alt-B, Alt-F, Alt-D and Alt-Backspace are pressed, then they move and delete by word, as readline does")
    func wordKeys() {
        var field = LineEditor("misty  harbour at dawn")
        #expect(field.handle(.alt("\u{7F}")) == .edited)
        #expect(field.text == "misty  harbour at ")
        #expect(field.handle(.alt("b")) == .moved)
        #expect(field.handle(.alt("b")) == .moved)
        #expect(field.cursor == 7)
        #expect(field.handle(.alt("d")) == .edited)
        #expect(field.text == "misty   at ")
        #expect(field.handle(.alt("f")) == .moved)
        #expect(field.cursor == 10)
        #expect(field.handle(.alt("x")) == nil, "Alt with another key is not the field's")
    }
}

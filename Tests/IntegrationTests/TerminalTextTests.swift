@testable import PhotoListTerminal
import Testing

@Suite("TerminalText")
struct TerminalTextTests {
    @Test("given text with ESC, CSI, OSC and C1 sequences, when sanitised, then no control character survives", arguments: [
        "\u{1B}[2J\u{1B}[31mred",            // ESC-introduced CSI: clear screen, colour
        "\u{1B}]0;pwned\u{07}title",          // OSC: set window title, BEL-terminated
        "\u{1B}]8;;http://evil\u{1B}\\link",  // OSC 8 hyperlink, ST-terminated
        "\u{9B}31mone-byte CSI",              // C1 CSI
        "\u{9D}0;x\u{9C}C1 OSC",              // C1 OSC and ST
        "\u{90}DCS\u{7F}DEL\u{00}NUL",
    ])
    func removesControls(text: String) {
        let clean = TerminalText.sanitizedLine(text)
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("given a multi-line description, when sanitised, then it stays on one line and printable text is kept")
    func keepsTextOnOneLine() {
        #expect(TerminalText.sanitizedLine("Lake\nat\tdawn\r\u{1B}[1m!") == "Lake at dawn [1m!")
        #expect(TerminalText.sanitizedLine("Zürich 東京 🌲") == "Zürich 東京 🌲")
    }

    @Test("given wide and combining characters, when measured, then wide count two columns and combining marks none")
    func widths() {
        #expect(TerminalText.width("abc") == 3)
        #expect(TerminalText.width("東京") == 4)
        #expect(TerminalText.width("e\u{301}") == 1)
        #expect(TerminalText.width("🌲") == 2)
    }

    @Test("given text wider than the space, when truncated or padded, then the result fills exactly that many columns")
    func truncationAndPadding() {
        #expect(TerminalText.truncated("Golden forest", to: 8) == "Golden …")
        #expect(TerminalText.width(TerminalText.padded("東京タワー夜景", to: 7)) == 7)
        #expect(TerminalText.padded("ab", to: 4) == "ab  ")
        #expect(TerminalText.truncated("short", to: 10) == "short")
        #expect(TerminalText.truncated("anything", to: 0) == "")
    }

    @Test("given the Unicode line and paragraph separators, when sanitised, then they become spaces like other line breaks")
    func unicodeLineBreaksBecomeSpaces() {
        #expect(TerminalText.sanitizedLine("one\u{2028}two\u{2029}three") == "one two three")
    }

    @Test("given a field of 15 million characters, when sanitised, cut, padded and wrapped, then every result is bounded by the screen, not the field")
    func longFieldsAreBounded() {
        let huge = String(repeating: "mountain lake ", count: 1_100_000)

        let clean = TerminalText.sanitizedLine(huge)
        #expect(clean.unicodeScalars.count == TerminalText.fieldLimit + 1)
        #expect(clean.hasSuffix("…"))
        #expect(TerminalText.truncated(huge, to: 20) == "mountain lake mount…")
        #expect(TerminalText.padded(huge, to: 12) == "mountain la…")
        #expect(!TerminalText.fits(huge, in: 80))
        #expect(TerminalText.wrapped(huge, to: 20, limit: 2) == ["mountain lake", "mountain lake …"])
    }

    @Test("given a word longer than a line, when wrapped keeping long words, then it has a line of its own, whole; otherwise it is cut")
    func longWordsKeptWhole() {
        let address = "https://example.test/a/very/long/address"
        #expect(TerminalText.wrapped("see \(address) now", to: 10, keepingLongWords: true) == ["see", address, "now"])
        #expect(TerminalText.wrapped("see \(address) now", to: 10) == ["see", "https://e…", "now"])
    }

    @Test("given a number before a word, when wrapped where the line would end between them, then the number goes on with its word, unless the two are wider than a line")
    func numbersKeepTheirWords() {
        #expect(TerminalText.wrapped("Tbilisi · lensfolio · 1 photo", to: 23) == ["Tbilisi · lensfolio ·", "1 photo"])
        #expect(TerminalText.wrapped("f/4.0 · 35.0 mm · ISO 400", to: 12) == ["f/4.0 ·", "35.0 mm ·", "ISO 400"])
        #expect(TerminalText.wrapped("2026-09-21 (2 months ago)", to: 14) == ["2026-09-21", "(2 months ago)"])
        #expect(TerminalText.wrapped("a 1234567 abcdefgh", to: 10) == ["a 1234567", "abcdefgh"])
        #expect(TerminalText.wrapped("x · 35.0 mm · ISO", to: 8, limit: 2) == ["x ·", "35.0 mm…"])
        #expect(TerminalText.wrapped("abc 12 mm", to: 6, limit: 1) == ["abc 1…"])
    }

    @Test("given text that fits, when cut or wrapped, then it is unchanged")
    func fittingTextIsUnchanged() {
        #expect(TerminalText.truncated("abc", to: 3) == "abc")
        #expect(TerminalText.truncated("abcd", to: 3) == "ab…")
        #expect(TerminalText.wrapped("a bb ccc", to: 4) == ["a bb", "ccc"])
        #expect(TerminalText.wrapped("a bb ccc dddd", to: 4, limit: 2) == ["a bb", "ccc…"])
    }

    @Test("given a download error too long for the status bar, when fitted, then the path is shortened and the reason stays whole")
    func longMessagesKeepTheirReason() {
        let message = "Storage error: the disk holding /home/ana/Pictures/PhotoList/.photolist-partial-8f3a2c/BE5vUNTA4ML.jpg is full; free some space and try again."

        let fitted = TerminalText.shortenedKeepingReason(message, to: 97)

        #expect(TerminalText.width(fitted) <= 97)
        #expect(fitted.hasSuffix("is full; free some space and try again."))
        #expect(fitted.contains("…/BE5vUNTA4ML.jpg"))
        #expect(TerminalText.shortenedKeepingReason("Saved a.jpg to /tmp/x", to: 80) == "Saved a.jpg to /tmp/x")
    }

    @Test("given a message still too long once its paths are short, when fitted, then its middle goes: how it begins and its reason and advice stay; a web address stays whole, or is cut only at its end")
    func longMessagesLoseTheirMiddle() {
        let storage = "Storage error: cannot use the library file …/library.sqlite: cannot write the file: No space left on device; free some space and try again."
        let opened = "Opened https://example.test/photos/a/b/c in the web browser, which took a while"

        let fitted = TerminalText.shortenedKeepingReason(storage, to: 90)
        let address = TerminalText.shortenedKeepingReason(opened, to: 30)
        let page = "Photo page (xdg-open could not open it, and no browser was found): http://127.0.0.1:46725/p/VwnS_lbe34J?utm_source=photolist"
        let pageFitted = TerminalText.shortenedKeepingReason(page, to: 90)

        #expect(TerminalText.width(fitted) <= 90)
        #expect(fitted.hasPrefix("Storage error: "), "\(fitted)")
        #expect(fitted.hasSuffix("No space left on device; free some space and try again."), "\(fitted)")
        #expect(TerminalText.width(address) <= 30)
        #expect(address == TerminalText.truncated(opened, to: 30), "the address is cut at its end, never in its middle: \(address)")
        #expect(TerminalText.width(pageFitted) <= 90)
        #expect(pageFitted.hasPrefix("Photo page (xdg-open") && pageFitted.hasSuffix("…: http://127.0.0.1:46725/p/VwnS_lbe34J?utm_source=photolist"), "the address whole: \(pageFitted)")
    }

    @Test("given messages of every length in every width from 12 to 60 columns, when fitted, then each fits, keeps its last word, and is unchanged when it fitted already", arguments: 12...60)
    func fittedMessagesFit(columns: Int) {
        let words = "Saved 写真 VwnS_lbe34J.jpg to …/Downloads; the reader said: not a JPEG, try again".split(separator: " ")
        for count in 1...words.count {
            let message = words.prefix(count).joined(separator: " ")
            let fitted = TerminalText.shortenedKeepingReason(message, to: columns)
            #expect(TerminalText.width(fitted) <= columns, "\(fitted)")
            if TerminalText.width(message) <= columns { #expect(fitted == message) }
            else if columns >= 30 { #expect(fitted.hasSuffix(String(words[count - 1])), "\(fitted)") }
        }
    }
}

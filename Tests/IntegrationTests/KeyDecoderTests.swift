@testable import PhotoListTerminal
import Testing

@Suite("KeyDecoder")
struct KeyDecoderTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test("given the sequences xterm sends, when decoded, then each becomes its key, a function key, Insert or Shift-Tab by its name", arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home),
        ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
        ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace), ("\u{08}", .backspace), ("\t", .tab),
        ("\u{03}", .control("c")), ("q", .character("q")), ("/", .character("/")), ("é", .character("é")),
        ("東", .character("東")), ("\u{1B}", .escape),
        // Keys no command takes come by name, so the browser can say they do nothing.
        ("\u{1B}OP", .unbound("F1")), ("\u{1B}[1;2S", .unbound("F4")), ("\u{1B}[15~", .unbound("F5")),
        ("\u{1B}[24~", .unbound("F12")), ("\u{1B}[2~", .unbound("Insert")), ("\u{1B}[Z", .unbound("Shift-Tab")),
    ])
    func decodes(bytes: String, expected: Key) {
        #expect(keys(bytes) == [expected])
    }

    @Test("given several keys in one read, when decoded, then they come out in order")
    func severalKeysInOneRead() {
        #expect(keys("jj\u{1B}[Bk\u{1B}[6~q") == [.character("j"), .character("j"), .down, .character("k"), .pageDown, .character("q")])
    }

    @Test("given a sequence split across reads, when fed in parts, then it is decoded once complete and nothing leaks as text")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.feed(Array("[".utf8)).isEmpty)
        #expect(decoder.feed(Array("5~x".utf8)) == [.pageUp, .character("x")])
        #expect(!decoder.hasPending)
    }

    @Test("given a multi-byte character split across reads, when fed in parts, then it is one character, and the reader is not asked to give up on its first bytes", arguments: ["東", "é", "€", "😀"])
    func splitCharacter(character: String) {
        let bytes = Array(character.utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            #expect(decoder.feed(bytes.prefix(split)).isEmpty)
            #expect(!decoder.hasPending, "an ESC's short wait would drop the character's first bytes")
            #expect(decoder.feed(bytes.dropFirst(split) + Array("z".utf8)) == [.character(Character(character)), .character("z")])
        }
    }

    @Test("given unknown sequences, C1 controls and invalid UTF-8, when decoded, then they are dropped whole")
    func dropsUnknown() {
        #expect(keys("\u{1B}[99;5yq\u{1B}[16~") == [.character("q")])
        #expect(keys("\u{1B}[200~") == [])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xC2, 0x9B, 0xFF, 0x80, UInt8(ascii: "a")]) == [.character("a")])
    }

    @Test("given a kitty graphics reply arriving among keys, whole or split, when decoded, then it is skipped and the keys around it stay")
    func skipsKittyReplies() {
        #expect(keys("j\u{1B}_Gi=31;OK\u{1B}\\k") == [.character("j"), .character("k")])
        #expect(keys("\u{1B}_Gi=1000;ENOENT:no such image\u{07}q") == [.character("q")])
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}_Gi=31;O".utf8)).isEmpty)
        #expect(decoder.feed(Array("K\u{1B}\\G".utf8)) == [.character("G")])
    }

    @Test("given ESC followed by a key in the same read (Alt+key), when decoded, then it is that Alt key, which read without Alt is Escape and the key")
    func altKeys() {
        #expect(keys("\u{1B}x") == [.alt("x")])
        #expect(keys("\u{1B}\u{7F}") == [.alt("\u{7F}")])
        #expect(Key.alt("x").escapeThenKey == [.escape, .character("x")])
        #expect(Key.alt("\u{7F}").escapeThenKey == [.escape, .backspace])
        #expect(Key.character("x").escapeThenKey == nil)
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape], "ESC ESC is Escape twice")
    }

    @Test("given a terminal's OSC, DCS, SOS or PM answer arriving among keys, whole or split, when decoded, then it is skipped and the keys around it stay", arguments: [
        "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", "\u{1B}]52;c;aGVsbG8=\u{07}", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}Xsos\u{07}", "\u{1B}^pm\u{07}",
    ])
    func skipsTerminalStrings(answer: String) {
        #expect(keys("j" + answer + "k") == [.character("j"), .character("k")])
        var decoder = KeyDecoder()
        let bytes = Array(answer.utf8)
        #expect(decoder.feed(bytes.prefix(4)).isEmpty)
        #expect(decoder.feed(bytes.dropFirst(4) + Array("q".utf8)) == [.character("q")])
    }

    @Test("given an answer cut off before its end, when the reader stops waiting, then it is dropped and the next keys are keys")
    func unfinishedAnswerIsDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}]11;rgb:00".utf8)).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array("j".utf8)) == [.character("j")])
    }

    @Test("given a bracketed paste among keys, when decoded, then its text, escapes and line breaks included, is one paste and the keys around it stay keys")
    func pasteIsOneEvent() {
        #expect(keys("j\u{1B}[200~dq\r\u{1B}[A\u{03}\u{1B}[201~k") == [.character("j"), .paste("dq\r\u{1B}[A\u{03}"), .character("k")])
        #expect(keys("\u{1B}[200~\u{1B}[201~q") == [.paste(""), .character("q")])
    }

    @Test("given a paste whose text and end marker arrive a byte at a time, the reader giving up its wait after each, when decoded, then it is still one paste and nothing leaks as keys")
    func pasteSplitAtEveryByte() {
        var decoder = KeyDecoder()
        var decoded = decoder.feed(Array("x\u{1B}[200~".utf8))
        for byte in Array("東 q\u{1B}\u{1B}[201~y".utf8) {
            // As if the reader's wait ran out after every byte: a paste under way waits for its end.
            decoded += decoder.feed([byte]) + decoder.flush()
        }
        #expect(decoded == [.character("x"), .paste("東 q\u{1B}"), .character("y")])
    }

    @Test("given a paste whose end marker never comes, when the reader ends it after its stall, then its text so far is the paste, an ESC held back is the Escape key, and the keys after it are keys again")
    func stalledPasteEnds() {
        var decoder = KeyDecoder()
        var decoded = decoder.feed(Array("j\u{1B}[200~hello\u{1B}".utf8))
        decoded += decoder.flush()  // the ESC wait does not end a paste
        #expect(decoder.isPasting && !decoder.hasPending)

        decoded += decoder.endStalledPaste()
        #expect(decoder.hasPending, "the ESC held back waits as any ESC does")
        decoded += decoder.flush()
        decoded += decoder.feed(Array("q".utf8))

        #expect(decoded == [.character("j"), .paste("hello"), .escape, .character("q")])
        #expect(!decoder.isPasting && decoder.endStalledPaste().isEmpty)
    }

    @Test("given a lone UTF-8 lead byte (a key typed in another encoding), when a key or an ESC follows, then the lead byte is dropped at once and what follows is its own key", arguments: [
        ([UInt8](arrayLiteral: 0xE9), "q", [Key.character("q")]), ([0xF0], "\u{1B}", [.escape]), ([0xE6, 0x9D], "j", [.character("j")]),
    ])
    func strayLeadByteHoldsNothing(lead: [UInt8], next: String, expected: [Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(lead).isEmpty)

        var decoded = decoder.feed(Array(next.utf8))
        if decoder.hasPending { decoded += decoder.flush() }

        #expect(decoded == expected)
    }

    @Test("given a paste longer than the decoder keeps, when decoded, then its first maximumPasteBytes bytes are the paste and the keys after its end stay")
    func longPasteIsCut() {
        let text = String(repeating: "d", count: KeyDecoder.maximumPasteBytes) + String(repeating: "q", count: 5_000)
        var decoder = KeyDecoder()
        var decoded: [Key] = []
        let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~j".utf8)
        for start in stride(from: 0, to: bytes.count, by: 4_096) {
            decoded += decoder.feed(bytes[start..<min(start + 4_096, bytes.count)])
        }
        #expect(decoded == [.paste(String(repeating: "d", count: KeyDecoder.maximumPasteBytes)), .character("j")])
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import PhotoListTerminal
import Synchronization
import Testing

/// A terminal that answers from a script: each read hands over the scripted pieces one at a time until
/// the reader is satisfied; when the script runs out the read ends as a timeout would.
final class ScriptedTerminal: TerminalQuerying {
    private var pieces: [[UInt8]]
    /// Everything written to the terminal.
    private(set) var written: [UInt8] = []
    /// Whether a read ran out of replies before it was complete.
    private(set) var timedOut = false
    /// The timeout of the last read.
    private(set) var lastTimeout: Duration?

    init(_ pieces: [String]) {
        self.pieces = pieces.map { Array($0.utf8) }
    }

    var writtenText: String { String(decoding: written, as: UTF8.self) }

    func write(_ bytes: [UInt8]) {
        written += bytes
    }

    func read(until isComplete: ([UInt8]) -> Bool, timeout: Duration) -> [UInt8] {
        lastTimeout = timeout
        var received = [UInt8]()
        while !pieces.isEmpty {
            received += pieces.removeFirst()
            if isComplete(received) { return received }
        }
        timedOut = true
        return received
    }
}

@Suite("Choosing how photos are drawn")
struct GraphicsDetectorTests {
    private let kittyOK = "\u{1B}_Gi=31;OK\u{1B}\\"

    private func detect(
        _ choice: ImagesChoice = .auto,
        environment: [String: String] = ["TERM": "xterm-256color"],
        colorMode: ColorMode = .trueColor,
        terminal: ScriptedTerminal
    ) -> GraphicsProtocol {
        GraphicsDetector.detect(choice, environment: environment, colorMode: colorMode, terminal: terminal)
    }

    @Test("given an unknown terminal that answers the kitty query before DA1, when detecting, then it is kitty, asked with the query followed by DA1")
    func kittyReply() {
        let terminal = ScriptedTerminal([kittyOK + "\u{1B}[?62;c"])

        #expect(detect(terminal: terminal) == .kitty(placeholders: false))
        #expect(terminal.writtenText == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c")
        #expect(!terminal.timedOut)
    }

    @Test("given a DA1 reply listing 4, when detecting, then it is sixel; without 4, half blocks")
    func deviceAttributes() {
        #expect(detect(terminal: ScriptedTerminal(["\u{1B}[?63;1;2;4;6;9;15;22c"])) == .sixel)
        #expect(detect(terminal: ScriptedTerminal(["\u{1B}[?62;22c"])) == .halfBlocks)
        // 4 as the class (a VT132), not as a feature.
        #expect(detect(terminal: ScriptedTerminal(["\u{1B}[?4;6c"])) == .halfBlocks)
    }

    @Test("given replies split across reads with keys, a DA2 reply and a stray escape mixed in, when detecting, then they are still found")
    func splitReplies() {
        let kitty = ScriptedTerminal(["j", "\u{1B}_Gi=3", "1;OK\u{1B}", "\\k\u{1B}[A", "\u{1B}[>1;10;0c\u{1B}[?6", "2;c"])
        #expect(detect(terminal: kitty) == .kitty(placeholders: false))
        #expect(!kitty.timedOut)

        let sixel = ScriptedTerminal(["\u{1B}_unfinished", "\u{1B}x\u{1B}[?64;", "4;", "6c"])
        #expect(detect(terminal: sixel) == .sixel)
        #expect(!sixel.timedOut)
    }

    @Test("given keys typed while the terminal answers, when its replies are picked out, then what is no reply is kept in order for the key reader: letters, Esc, an arrow, a click and a cut-off sequence whole, and no reply among them")
    func keysAmongRepliesAreKept() {
        let bytes = "j\u{1B}_Gi=31;OK\u{1B}\\k\u{1B}[A\u{1B}[>1;10;0c\u{1B}[?62;4c\u{1B}x\u{1B}[<0;3;4M\u{1B}[6;20;10t\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[1"
        let replies = TerminalReplies(parsing: Array(bytes.utf8))

        #expect(String(decoding: replies.typed, as: UTF8.self) == "jk\u{1B}[A\u{1B}x\u{1B}[<0;3;4M\u{1B}[1")
        #expect(replies.deviceAttributes == [62, 4] && replies.kitty.map(\.message) == ["OK"] && replies.windowReports == [[6, 20, 10]])
        // A reply the wait cut off: a DA1's start is no key; a string's start is kept, so the key reader
        // skips the rest of it when that comes.
        #expect(TerminalReplies(parsing: Array("a\u{1B}[?62;".utf8)).typed == Array("a".utf8))
        #expect(TerminalReplies(parsing: Array("b\u{1B}_Gi=31;O".utf8)).typed == Array("b\u{1B}_Gi=31;O".utf8))
    }

    @Test("given a terminal that never answers, when detecting, then the wait ends at the 150 ms timeout with half blocks")
    func silentTerminal() {
        let terminal = ScriptedTerminal(["q"])

        #expect(detect(terminal: terminal) == .halfBlocks)
        #expect(terminal.timedOut)
        #expect(terminal.lastTimeout == .milliseconds(150))
    }

    @Test("given tmux, when detecting, then the kitty query goes through passthrough and its reply means placeholders; tmux's own DA1 means half blocks")
    func insideTmux() {
        let environment = ["TMUX": "/tmp/tmux-1000/default,1,0", "TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"]
        let kitty = ScriptedTerminal(["\u{1B}[?1;2c", kittyOK])

        #expect(detect(environment: environment, terminal: kitty) == .kitty(placeholders: true))
        #expect(kitty.writtenText == TmuxPassthrough.wrap(GraphicsDetector.kittyQuery))
        #expect(kitty.writtenText.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_G"))

        let plain = ScriptedTerminal(["\u{1B}[?1;2c"])
        #expect(detect(environment: environment, terminal: plain) == .halfBlocks)
        #expect(plain.timedOut)
    }

    @Test(
        "given an environment that names the terminal, when detecting automatically, then it decides without asking",
        arguments: [
            (["KITTY_WINDOW_ID": "3", "TERM": "xterm-256color"], GraphicsProtocol.kitty(placeholders: false)),
            (["TERM": "xterm-kitty"], .kitty(placeholders: false)),
            (["TERM_PROGRAM": "ghostty", "TERM": "xterm-ghostty"], .kitty(placeholders: false)),
            (["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"], .iterm),
            (["LC_TERMINAL": "iTerm2", "TERM": "xterm-256color"], .iterm),
            (["TERM_PROGRAM": "WezTerm", "TERM": "xterm-256color"], .iterm),
            (["TERM": "foot"], .sixel),
            (["TERM": "foot-extra"], .sixel),
            (["TERM": "mlterm"], .sixel),
        ]
    )
    func environmentRules(environment: [String: String], expected: GraphicsProtocol) {
        let terminal = ScriptedTerminal([kittyOK])

        #expect(detect(environment: environment, terminal: terminal) == expected)
        #expect(terminal.written.isEmpty)
    }

    @Test(
        "given an explicit choice, when detecting, then it wins without asking, kitty turning to placeholders inside tmux",
        arguments: [
            (ImagesChoice.kitty, false, GraphicsProtocol.kitty(placeholders: false)),
            (.kitty, true, .kitty(placeholders: true)),
            (.iterm, false, .iterm),
            (.sixel, true, .sixel),
            (.blocks, false, .halfBlocks),
            (.quarters, false, .quarterBlocks),
            (.none, false, .none),
        ]
    )
    func explicitChoices(choice: ImagesChoice, insideTmux: Bool, expected: GraphicsProtocol) {
        let terminal = ScriptedTerminal([kittyOK])
        let environment = insideTmux ? ["TMUX": "/tmp/tmux-1000/default,1,0", "TERM": "tmux-256color"] : ["TERM": "xterm-kitty"]

        #expect(detect(choice, environment: environment, terminal: terminal) == expected)
        #expect(terminal.written.isEmpty)
    }

    @Test("given no colour (NO_COLOR and the like), when detecting any choice, then there are no pictures and nothing is asked")
    func noColour() {
        let environment = ["NO_COLOR": "1", "TERM": "xterm-kitty"]
        for choice in ImagesChoice.allCases {
            let terminal = ScriptedTerminal([kittyOK])
            let colorMode = ColorMode.detect(environment: environment, allowsColor: false, isTerminal: true)

            #expect(detect(choice, environment: environment, colorMode: colorMode, terminal: terminal) == .none)
            #expect(terminal.written.isEmpty)
        }
    }

    @Test("given an unknown terminal and no way to ask it, when detecting automatically, then half blocks")
    func nothingToAsk() {
        #expect(GraphicsDetector.detect(.auto, environment: ["TERM": "xterm"], colorMode: .ansi256, terminal: nil) == .halfBlocks)
    }

    @Test("given the --images values, when listed, then the help names every one")
    func help() {
        #expect(ImagesChoice.allCases.map(\.rawValue) == ["auto", "kitty", "iterm", "sixel", "blocks", "quarters", "none"])
        #expect(ImagesChoice.allCases.allSatisfy { ImagesChoice.help.contains($0.rawValue) })
    }

    @Test("given a pipe standing for the terminal, when queried through file descriptors, then the query is written, the reply read until complete, and an empty pipe ends at the timeout")
    func descriptorQuerying() throws {
        var replies: [Int32] = [0, 0]
        var queries: [Int32] = [0, 0]
        try #require(pipe(&replies) == 0 && pipe(&queries) == 0)
        defer { [replies[0], replies[1], queries[0], queries[1]].forEach { _ = close($0) } }
        let kept = KeptBytes()
        let terminal = DescriptorQuerying(input: replies[0], output: queries[1]) { bytes in kept.bytes.withLock { $0 += bytes } }
        let reply = Array("k\u{1B}[?62;4c".utf8)
        _ = reply.withUnsafeBytes { write(replies[1], $0.baseAddress, $0.count) }

        terminal.write(Array(GraphicsDetector.deviceAttributesQuery.utf8))
        let read = terminal.read(until: { TerminalReplies(parsing: $0).deviceAttributes != nil }, timeout: .seconds(5))

        #expect(read == reply)
        #expect(kept.bytes.withLock { $0 } == reply, "every read is kept, for the keys typed meanwhile")
        var query = [UInt8](repeating: 0, count: 16)
        #expect(Glibc.read(queries[0], &query, query.count) == 3 && query.prefix(3) == [0x1B, 0x5B, 0x63])
        let clock = ContinuousClock()
        let start = clock.now
        #expect(terminal.read(until: { _ in true }, timeout: .milliseconds(20)).isEmpty)
        #expect(clock.now - start >= .milliseconds(20))
    }
}

/// The bytes a ``DescriptorQuerying`` kept, as the raw terminal keeps them.
private final class KeptBytes: Sendable {
    let bytes = Mutex<[UInt8]>([])
}

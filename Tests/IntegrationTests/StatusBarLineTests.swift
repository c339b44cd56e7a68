@testable import PhotoListTerminal
import Testing

@Suite("The browser's status bar line")
struct StatusBarLineTests {
    private let bar = StatusBarLine(lasting: ["demo"], items: ["12/60+", "page 2", "4,990 of 5,000 requests left"], id: "abc", message: nil)

    /// The bar with `message`, `width` columns wide, as it shows.
    private func laidOut(_ message: String, width: Int) -> String {
        var withMessage = bar
        withMessage.message = message
        return shown(withMessage.text(width: width))
    }

    /// `line` without the cursor moves that place the message at its column (`ESC [ n G`), as it shows.
    private func shown(_ line: String) -> String {
        line.replacing(/\u{1B}\[\d+G/, with: "")
    }

    @Test("given no message, when laid out, then every fact shows in order, the id last, padded to the width")
    func factsAlone() {
        let line = bar.text(width: 80)

        #expect(line == TerminalText.padded(" demo · 12/60+ · page 2 · 4,990 of 5,000 requests left · id abc", to: 80))
        #expect(TerminalText.width(line) == 80)
    }

    @Test("given a message with room beside the facts, when laid out, then the message ends the line after a bar that parts it from the facts")
    func aBarPartsFactsFromTheMessage() {
        let line = laidOut("Copied abc", width: 100)

        #expect(line.hasPrefix(" demo · 12/60+ · page 2 · 4,990 of 5,000 requests left · id abc "))
        #expect(line.contains(" │ ") && line.hasSuffix("Copied abc "))
        #expect(TerminalText.width(line) == 100)
        #expect(line.firstRange(of: " │ ")!.lowerBound > line.firstRange(of: "id abc")!.upperBound)
    }

    @Test("given a long message, when laid out, then the pane's facts give way from the end, whole, and the source and the id stay; a longer one takes the downloads, then the id, never cutting one")
    func factsGiveWayFromTheEnd() {
        let line = laidOut("Saved abc.jpg to /home/ada/Pictures/PhotoList", width: 80)

        #expect(line.hasPrefix(" demo · 12/60+ · id abc"))
        #expect(!line.contains("page 2") && !line.contains("requests left"))
        #expect(line.contains(" │ Saved abc.jpg to /home/ada/Pictures/PhotoList "))
        #expect(TerminalText.width(line) == 80)
        var downloading = bar
        downloading.lasting.append("Downloading 1 of 2… 42% (x cancels)")
        downloading.message = String(repeating: "y", count: 50)
        let crowded = shown(downloading.text(width: 80))
        #expect(crowded.hasPrefix(" demo · id abc") && !crowded.contains("Downloading") && !crowded.contains("…"), "\(crowded)")
        downloading.message = String(repeating: "y", count: 65)
        #expect(shown(downloading.text(width: 80)).hasPrefix(" demo"), "the id went, the source stayed")
        #expect(!shown(downloading.text(width: 80)).contains("abc"))
    }

    @Test("given a message as wide as the bar, when laid out, then it stands alone from the bar's start, without facts or a bar")
    func aFullWidthMessageStandsAlone() {
        let line = laidOut(String(repeating: "word ", count: 30), width: 60)

        #expect(!line.contains("demo") && !line.contains("│"))
        #expect(line.hasPrefix(" word word"), "from the bar's start: \(line)")
        #expect(TerminalText.width(line) == 60)
    }

    @Test("given a message that leaves less room than the source's name, when laid out, then the message stands alone rather than beside a cut fact; with room for the name, the name stays", arguments: [2, 3, 4, 5])
    func noCutFactBesideAMessage(room: Int) {
        // What is left for the facts: `room` columns.
        let line = laidOut(String(repeating: "x", count: 60 - 3 - room - 1), width: 60)

        if room < TerminalText.width(" demo") {
            #expect(!line.contains("│") && !line.contains("demo"), "\(line)")
        } else {
            #expect(line.hasPrefix(" demo │ x"), "\(line)")
        }
        #expect(!line.contains("…"), "\(line)")
        #expect(TerminalText.width(line) == 60)
    }

    @Test("given facts and a message carrying escape sequences, when laid out, then none reaches the line")
    func hostileTextIsCleaned() {
        let line = shown(StatusBarLine(lasting: ["demo"], items: ["\u{1B}]52;c;AAAA\u{07}x"], id: "a\u{1B}[2Jb", message: "\u{1B}[31mred").text(width: 80))

        #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }
}

import Foundation
import Presentation
@testable import PhotoListTerminal
import Testing

@Suite("The browser's status bar")
struct StatusBarTests {
    private let bar = StatusBar(lasting: ["demo"], items: ["12/60+", "page 2", "4,990 of 5,000 requests left"], id: "abc", message: nil)

    /// The bar with `message`, `width` columns wide, as it shows, its lines joined by newlines.
    private func laidOut(_ message: String, width: Int) -> String {
        var withMessage = bar
        withMessage.message = message
        return shown(withMessage, width: width)
    }

    /// The lines of `bar`, `width` columns wide, as they show, joined by newlines.
    private func shown(_ bar: StatusBar, width: Int) -> String {
        shown(bar.lines(width: width).joined(separator: "\n"))
    }

    /// `line` without the cursor moves that place the message at its column (`ESC [ n G`), as it shows.
    private func shown(_ line: String) -> String {
        line.replacing(/\u{1B}\[\d+G/, with: "")
    }

    @Test("given no message, when laid out, then every fact shows in order, the id last, padded to the width")
    func factsAlone() {
        let line = bar.lines(width: 80).joined()

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
        let crowded = shown(downloading, width: 80)
        #expect(crowded.hasPrefix(" demo · id abc") && !crowded.contains("Downloading") && !crowded.contains("…"), "\(crowded)")
        downloading.message = String(repeating: "y", count: 65)
        #expect(shown(downloading, width: 80).hasPrefix(" demo"), "the id went, the source stayed")
        #expect(!shown(downloading, width: 80).contains("abc"))
    }

    @Test("given a message as wide as the bar, when laid out, then it stands alone on one line from the bar's start, without facts or a bar")
    func aFullWidthMessageStandsAlone() {
        let line = laidOut(String(repeating: "word ", count: 10) + "end", width: 60)

        #expect(!line.contains("demo") && !line.contains("│") && !line.contains("\n"))
        #expect(line.hasPrefix(" word word") && line.contains("end"), "from the bar's start, whole: \(line)")
        #expect(TerminalText.width(line) == 60)
        #expect(!laidOut(String(repeating: " ", count: 100), width: 60).contains("\n"), "a message of spaces leaves one line, not none")
    }

    @Test("given a message wider than the bar, when laid out, then it runs on over the lines it needs, whole, each as wide as the bar, the source and the downloads ending the last after a bar, the pane's facts and the id left out")
    func aLongMessageWrapsWhole() {
        let message = "Could not save abc.jpg to /home/ada/Pictures/PhotoList: No space left on device; free some space"
        var downloading = bar
        downloading.lasting.append("Downloading 1 of 2… 42%")
        downloading.message = message
        let lines = shown(downloading, width: 80).components(separatedBy: "\n")

        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { TerminalText.width($0) == 80 && $0.hasPrefix(" ") })
        #expect(lines.last?.hasSuffix(" │ demo · Downloading 1 of 2… 42% ") == true, "\(lines)")
        let text = lines.joined(separator: " ").replacing(" │ demo · Downloading 1 of 2… 42% ", with: "")
        #expect(text.split(separator: " ").joined(separator: " ") == message)
        #expect(!lines.joined().contains("page 2") && !lines.joined().contains("abc "))
    }

    @Test("given a message whose line would end on a number, when laid out, then the number starts the next line with its unit, unless that would take one line too many")
    func aNumberKeepsItsUnit() {
        #expect(StatusBar.wrapped("Could not save 12 photos: the disk is full", columns: 20) == ["Could not save", "12 photos: the disk", "is full"])
        let longer = "Could not save 12 photos: the disk is full, so free some"
        #expect(StatusBar.wrapped(longer, columns: 20) == ["Could not save 12", "photos: the disk is", "full, so free some"], "all its words rather than the number moved")
        #expect(TerminalText.wrapped(longer, to: 20) == ["Could not save", "12 photos: the disk", "is full, so free", "some"], "the same rule as every wrapper's, where lines are not counted")
    }

    @Test("given an address wider than a line, when laid out, then it runs on over the next line rather than being cut, and reads back whole")
    func aLongAddressRunsOn() {
        let address = "http://127.0.0.1:46725/p/" + String(repeating: "a1b2c3d4", count: 10) + "?utm_source=photolist"
        let lines = laidOut("Photo page (xdg-open could not open it): " + address, width: 60).components(separatedBy: "\n")

        #expect(lines.count == 3, "\(lines)")
        #expect(lines.allSatisfy { TerminalText.width($0) == 60 })
        #expect(!lines.joined().contains("…"))
        #expect(lines.joined().filter { !$0.isWhitespace }.hasSuffix(address))
        let folders = "http://127.0.0.1:46725/" + String(repeating: "folder-name/", count: 8) + "x.jpg"
        let broken = laidOut("Photo page (xdg-open could not open it): " + folders, width: 60).components(separatedBy: "\n")
        #expect(broken.count == 3 && broken[1].trimmingCharacters(in: .whitespaces).hasSuffix("/"), "a line ends where the address breaks naturally: \(broken)")
        #expect(broken.joined().filter { !$0.isWhitespace }.hasSuffix(folders))
        let wide = laidOut("Opening " + String(repeating: "写真", count: 40), width: 60).components(separatedBy: "\n")
        #expect(wide.allSatisfy { TerminalText.width($0) == 60 } && !wide.joined().contains("…"), "wide characters never cross the edge: \(wide)")
    }

    @Test("given a message a little longer than the lines a bar may take, when laid out, then its path loses only its middle, keeping the folder's start and the file's name, and every line is used")
    func aPathLosesOnlyItsMiddle() {
        let folder = "/tmp/downloads/an-extremely-long-folder-name-for-photos/" + String(repeating: "nested-folder/", count: 6) + "photos-2024"
        let message = "Download of VwnS_lbe34J failed: cannot save \(folder)/VwnS_lbe34J.jpg: cannot create the file: Permission denied."
        let lines = laidOut(message, width: 80).components(separatedBy: "\n")

        #expect(lines.count == StatusBar.maximumLines, "\(lines)")
        // A path runs on over lines, so the words are compared without the spaces between them.
        let shown = lines.joined().filter { !$0.isWhitespace }
        #expect(shown.contains("cannotsave/tmp/downloads/an-extremely-long-folder-name-for-photos/nested-folder/"), "\(lines)")
        #expect(shown.contains("…/VwnS_lbe34J.jpg:cannotcreatethefile:Permissiondenied."), "\(lines)")
        #expect(shown.hasPrefix("DownloadofVwnS_lbe34Jfailed:"))
    }

    @Test("given a message longer than the lines a bar may take, when laid out, then it takes only those lines, its path shortened first and its end (the reason) kept")
    func aVeryLongMessageIsShortenedToTheMostLines() {
        let folder = "/home/ada/" + Array(repeating: "nested folder name", count: 12).joined(separator: "/").replacing(" ", with: "-")
        let message = "Could not save abc.jpg to \(folder)/abc.jpg: Permission denied; choose another folder with --download-dir"
        let lines = laidOut(message, width: 60).components(separatedBy: "\n")

        #expect(lines.count <= StatusBar.maximumLines, "\(lines)")
        #expect(lines.joined().contains("…/abc.jpg:"), "the path gave way: \(lines)")
        #expect(lines.last?.contains("--download-dir") == true)
        let endless = laidOut(String(repeating: "many words here ", count: 200) + "the reason", width: 60).components(separatedBy: "\n")
        #expect(endless.count == StatusBar.maximumLines && endless.last?.contains("the reason") == true, "\(endless)")
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

    @Test("given a body of 20 rows under the title bar, when the mouse acts, then only a click below the body is on the status bar, which a message outlives")
    func aClickBelowTheBodyIsOnTheStatusBar() {
        #expect(Browser.isClickOnStatusBar(MouseEvent(kind: .press, row: 21, column: 5), bodyRows: 20))
        #expect(Browser.isClickOnStatusBar(MouseEvent(kind: .press, row: 23, column: 5), bodyRows: 20))
        #expect(!Browser.isClickOnStatusBar(MouseEvent(kind: .press, row: 20, column: 5), bodyRows: 20), "the body's last row")
        #expect(!Browser.isClickOnStatusBar(MouseEvent(kind: .wheelDown, row: 22, column: 5), bodyRows: 20), "the wheel moves the selection wherever it turns")
    }

    @Test("given facts and a message carrying escape sequences, when laid out, then none reaches the line")
    func hostileTextIsCleaned() {
        let line = shown(StatusBar(lasting: ["demo"], items: ["\u{1B}]52;c;AAAA\u{07}x"], id: "a\u{1B}[2Jb", message: "\u{1B}[31mred"), width: 80)

        #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test("given a q held back, when no download is under way any more, then the question says q now quits (but that one is on its way when a d was just asked for); on a 60-column bar with a long notice after it, the question's start is kept")
    func heldQuitQuestion() {
        let question = Browser.heldQuitQuestion(.idle)
        #expect(question == "No download is under way now: q quits")
        #expect(Browser.heldQuitQuestion(.idle, oneAsked: true) == "A download is on its way: q again quits and cancels it, keeping nothing partial")

        let notice = "3 downloads failed in a row (aaaaaaaaaaa, bbbbbbbbbbb and ccccccccccc); ccccccccccc: cannot save /home/ada/Downloads/ccccccccccc.jpg: cannot create the file: Permission denied."
        let lines = StatusBar(lasting: ["demo"], items: [], id: nil, message: question + ". " + notice).lines(width: 60)
        #expect(lines.joined(separator: " ").contains("No download is under way now: q quits"), "\(lines)")
    }
}

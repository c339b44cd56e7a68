import Foundation
@testable import PhotoListTerminal
import Testing

@Suite("Key map")
@MainActor
struct KeyMapTests {
    @Test("given the key map, when every key is looked up, then no key is bound to two commands")
    func keysAreUnique() {
        let keys = KeyMap.bindings.flatMap { binding in binding.keys.map { ($0, binding.command) } }
        for (key, command) in keys {
            #expect(KeyMap.command(for: key) == command, "\(key) is bound twice")
        }
    }

    @Test("given each command, when the browser names its key, then it is the first key of its label, and the hint line reads from the table")
    func proseNamesTheBoundKey() {
        #expect(KeyMap.key(.refresh) == "r")
        #expect(KeyMap.key(.back) == "Esc")
        #expect(KeyMap.hint([.download, .openPage, .back]) == "d download · o open page · Esc back")
        #expect(KeyMap.command(for: .character("d")) == .download)
        #expect(KeyMap.command(for: .control("c")) == .quit)
        #expect(KeyMap.command(for: .character("w")) == nil)
        #expect(KeyMap.keyWhileTyping(.quit) == "Ctrl-C", "the title bar offers it while a field has the keys")
    }

    @Test("given vi's h and l, when pressed, then they step as ← and → do")
    func hAndLStepAsTheArrowsDo() {
        #expect(KeyMap.command(for: .character("l")) == KeyMap.command(for: .right))
        #expect(KeyMap.command(for: .character("h")) == KeyMap.command(for: .left))
        #expect(KeyMap.command(for: .character("l")) == .next)
    }

    @Test("given the help overlay at 80×24, when drawn, then every binding's keys and words show on one page; at the smallest window, on pages turned with space, each fitting the window")
    func helpListsEveryBinding() {
        let full = HelpOverlay.lines(size: TerminalSize(rows: 22, columns: 80))
        let smallest = TerminalSize(rows: Browser.minimumSize.rows - 2, columns: Browser.minimumSize.columns)
        let pageCount = HelpOverlay.pageCount(size: smallest)
        let small = (0..<pageCount).map { HelpOverlay.lines(size: smallest, page: $0) }
        for binding in KeyMap.bindings {
            #expect(full.contains { $0.contains(binding.label) && $0.contains(binding.help) }, "help at 80×24 lacks \(binding.label)")
            #expect(small.joined().contains { $0.contains(binding.label) && $0.contains(binding.help) }, "help at the smallest size lacks \(binding.label)")
        }
        #expect(HelpOverlay.pageCount(size: TerminalSize(rows: 22, columns: 80)) == 1)
        #expect(full.contains { $0.contains("Press any key") })
        #expect(pageCount > 1 && small.allSatisfy { $0.count == smallest.rows && $0.allSatisfy { TerminalText.width($0) <= smallest.columns } })
        #expect(small.first?.contains { $0.contains("Help 1/\(pageCount): space for more") } == true)
    }

    @Test("given a source that cannot search, when the help is drawn at 80×24 and at the smallest window, then the pages counted are the pages drawn, and together they hold every binding", arguments: [false, true])
    func helpPagesWithoutSearch(smallest: Bool) {
        let size = smallest ? TerminalSize(rows: Browser.minimumSize.rows - 2, columns: Browser.minimumSize.columns) : TerminalSize(rows: 22, columns: 80)
        let reason = "Lorem Picsum has no search"
        let count = HelpOverlay.pageCount(size: size, searchUnavailable: reason)
        let pages = (0..<count).map { HelpOverlay.lines(size: size, page: $0, searchUnavailable: reason) }
        let last = pages.last?.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""

        #expect(count == 1 ? last.contains("Press any key") : last.contains("Help \(count)/\(count): any key closes"), "\(last)")
        for binding in KeyMap.bindings where binding.command != .search {
            #expect(pages.joined().contains { $0.contains(binding.label) && $0.contains(binding.help) }, "no page has \(binding.label)")
        }
    }
}

@Suite("Clipboard")
struct ClipboardTests {
    @Test("given a text, when copied, then the sequence is OSC 52 with the text in base64 and ends in BEL; an oversized text sends nothing")
    func osc52Bytes() {
        #expect(Clipboard.sequence(copying: "abc https://x/p?a=1") == "\u{1B}]52;c;YWJjIGh0dHBzOi8veC9wP2E9MQ==\u{07}")
        #expect(Clipboard.sequence(copying: "\u{1B}]0;pwned\u{07}")?.dropFirst(7).dropLast().contains("\u{1B}") == false)
        #expect(Clipboard.sequence(copying: String(repeating: "x", count: Clipboard.maximumBytes + 1)) == nil)
    }
}

@Suite("README's key table")
struct ReadmeKeyTableTests {
    @Test("given the README's key table, when read, then it names every key the browser binds, each on its own and not as a character inside a word")
    func readmeNamesEveryKey() throws {
        let readme = try String(contentsOf: try ReadmeExamples.location(filePath: #filePath), encoding: .utf8)
        let start = try #require(readme.range(of: "| key | action |"))
        let table = String(readme[start.lowerBound...]).components(separatedBy: "\n\n").first ?? ""
        for binding in KeyMap.bindings {
            for name in binding.label.split(separator: " ") {
                // A key named on its own, not a character inside a word: "z" in "size", "s" in "photo's", "C"
                // in "Ctrl-C" and "2" in "20" name no key.
                let isInWord: (Character) -> Bool = { $0.isLetter || $0.isNumber || "'’-_".contains($0) }
                let named = table.ranges(of: String(name)).contains { range in
                    let before = range.lowerBound > table.startIndex ? table[table.index(before: range.lowerBound)] : " "
                    let after = range.upperBound < table.endIndex ? table[range.upperBound] : " "
                    return !isInWord(before) && !isInWord(after)
                }
                #expect(named, "README's key table lacks \(name) (\(binding.help))")
            }
        }
    }

    @Test("given a hint line too wide for the pane, when wrapped, then it breaks only between pairs: no line ends with a key alone", arguments: [20, 28, 36, 44, 60])
    func hintsBreakBetweenPairs(width: Int) {
        let commands: [BrowserCommand] = [.previous, .next, .download, .openPage, .openProfile, .copy, .back]
        let lines = KeyMap.hintLines(commands, width: width)
        let pairs = commands.map { "\(KeyMap.key($0)) \(KeyMap.binding($0).hint)" }

        #expect(lines.allSatisfy { TerminalText.width($0) <= width })
        #expect(lines.joined(separator: " ").replacingOccurrences(of: " · ", with: "|").replacingOccurrences(of: " ·", with: "").split(separator: "|").map(String.init) == pairs)
    }
}

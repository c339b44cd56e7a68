import Domain
import DomainTesting
import Foundation
@testable import PhotoListTerminal
import Presentation
import Testing

@MainActor
@Suite("Browser layout")
struct BrowserLayoutTests {
    private let items = PhotoListRows((1...50).map { PhotoListItem(.fixture(id: "p\($0)", description: "Photo number \($0)")) })

    @Test("given the last loaded row of a list with more, when End's notice is worded, then it names the keys that load more, or, while the next page loads already, says so, and after an End pressed on that row, that it goes on to the next page's last")
    func theEndNoticeSaysWhenMoreIsLoading() {
        let idle = PhotoListState(items: items, phase: .loaded, hasMore: true, page: 1)
        let loading = PhotoListState(items: items, phase: .loadingNextPage, hasMore: true, page: 1)

        #expect(ListText.endNotice(for: idle) == "50 loaded, more available (PgDn or ↓ loads more)")
        #expect(ListText.endNotice(for: loading) == "50 loaded, more available; the next page is loading")
        #expect(ListText.endNotice(for: idle, endWaits: true) == "50 loaded, more available; the next page's last is selected once it comes")
    }

    @Test("given a page from the offline copy because the quota ran out, when the status bar's facts are listed, then the copy's age comes first, then why, then the quota, which a narrow bar drops first")
    func theQuotaIsTheStatusBarsLastFact() {
        var state = PhotoListState(items: items, phase: .loaded, hasMore: true, page: 2)
        let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
        state.offlineCopy = .init(fetchedAt: fetchedAt, outage: .rateLimited(resetsAt: nil))
        state.rateLimit = RateLimitStatus(remaining: 0, limit: 50)

        let facts = ListText.statusItems(for: state, selected: 0, now: fetchedAt.addingTimeInterval(7_200))

        #expect(facts.suffix(3) == ["offline copy from 2 hours ago", "rate limited", "0 of 50 requests left"])
    }

    @Test("given a failure longer than the pane is wide, when laid out as a pane's failure, then every word is on screen, each line within the width, the later ones indented under the first")
    func aLongFailureIsWrappedWhole() {
        let path = "/home/someone/.local/share/photolist/library.sqlite"
        let message = "Storage error: the library file \(path) is damaged; photolist left it untouched. Move it aside to start a new one."
        let error = ErrorDisplay(.invalidRequest(message))

        let lines = ListText.failure(error, columns: 60)

        #expect(lines.allSatisfy { TerminalText.width($0) <= 60 }, "\(lines)")
        #expect(lines.first?.hasPrefix("  ! ") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") }, "\(lines)")
        let words = lines.flatMap { $0.split(separator: " ") }.filter { $0 != "!" }.map(String.init)
        #expect(error.message.contains(words.joined(separator: " ")), "\(words)")
        #expect(words.last.map { error.message.hasSuffix($0) } == true, "the advice at the end is shown whole: \(lines)")
        #expect(words.contains(path), "a path is kept whole, to be copied: \(lines)")
    }

    @Test("given advice for one kind of failure, when failures are laid out in a pane, then the advice follows the message it is for, and no other")
    func adviceFollowsItsFailure() {
        let advice: (DomainError) -> String? = { $0 == .notCached ? "Run `photolist sync`." : nil }

        let advised = ListText.failure(ErrorDisplay(.notCached), columns: 100, advice: advice)
        let other = ListText.failure(ErrorDisplay(.notFound), columns: 100, advice: advice)

        #expect(advised.first == "  ! " + ErrorDisplay(.notCached).message + " Run `photolist sync`.", "\(advised)")
        #expect(other.first == "  ! " + ErrorDisplay(.notFound).message, "\(other)")
    }

    @Test("given a terminal too narrow to wrap into, when a failure is laid out, then it is one line; an empty message still shows its mark")
    func aFailureInANarrowPaneIsOneLine() {
        let error = ErrorDisplay(.invalidRequest("the library file is damaged; move it aside"))

        #expect(ListText.failureMessage(error.message, columns: 20) == ["  ! " + error.message])
        #expect(ListText.failureMessage("", columns: 80) == ["  ! "])
        #expect(ListText.failureMessage(error.message, columns: 24).count > 1)
    }

    @Test("given a failure after the loaded rows, when the last row is selected, then the failure shows whole under it, wrapped, and the row stays on screen")
    func aFailureUnderTheRowsIsWrappedWhole() {
        let message = "Storage error: the cache file /home/someone/.cache/photolist/cache.sqlite is damaged; clearing the cache starts a new one."
        let state = PhotoListState(items: items, phase: .failed(ErrorDisplay(.invalidRequest(message))), hasMore: true, page: 2)
        var rows = PhotoRows()
        _ = rows.move(.last, count: items.count, pageSize: 10)

        let footer = ListText.footer(for: state, noun: "the catalog", columns: 60)
        let lines = rows.render(items, footer: footer, height: 10, width: 60, pictures: .swatchesOnly(.none))

        #expect(footer.count > 1 && footer.first?.hasPrefix("  ! ") == true, "\(footer)")
        #expect(Array(lines.suffix(footer.count)) == footer.map { TerminalText.padded($0, to: 60) })
        #expect(lines.contains { $0.hasPrefix("› ") && $0.contains("Photo number 50") }, "\(lines)")
        #expect(lines.joined().contains("starts a new one."), "the advice at the end is on screen: \(lines)")

        let short = rows.render(items, footer: footer, height: 2, width: 60, pictures: .swatchesOnly(.none))
        #expect(short.first?.hasPrefix("› ") == true, "a body shorter than the failure still shows the selection: \(short)")
    }

    /// The cells a terminal shows for `line`: its text written from each cursor move (`ESC [ n G`) on, as
    /// a terminal draws it, one cell per character (the rows here hold no wide character).
    private static func painted(_ line: String, width: Int) -> String {
        var cells = [Character](repeating: " ", count: width)
        var cursor = 0
        var rest = Substring(line)
        while let character = rest.first {
            if character == "\u{1B}", let move = rest.prefixMatch(of: /\x1B\[(\d+)G/) {
                cursor = (Int(move.output.1) ?? 1) - 1
                rest = rest[move.range.upperBound...]
                continue
            }
            if cursor < width { cells[cursor] = character }
            cursor += 1
            rest = rest.dropFirst()
        }
        return String(cells)
    }

    @Test("given photos of the widest sizes and a six-figure like count, when their rows are laid out, then the size and the likes never touch and neither is cut", arguments: [80, 100, 140])
    func wideSizesKeepTheirColumnsApart(width: Int) {
        let photos = [(100_000, 100_000), (12_000, 10_000), (60_000, 60_000), (640, 480)].enumerated().map { index, size in
            Photo.fixture(id: "p\(index)", width: size.0, height: size.1, likes: 123_456)
        }
        let items = PhotoListRows(photos.map { PhotoListItem($0) })
        var rows = PhotoRows()

        let lines = rows.render(items, footer: [], height: 10, width: width, pictures: .swatchesOnly(.none))

        for (line, item) in zip(lines, items) {
            let shown = Self.painted(line, width: width)
            #expect(shown.contains(item.dimensionsText + " ") && shown.contains(" " + item.likesText), "\(shown)")
        }
    }

    @Test("given a list whose source repeated a page while saying more follow, when its footer is laid out, then it says the page added nothing rather than that the catalog ended")
    func aListCutShortSaysWhyInItsFooter() {
        var state = PagedListState(firstPage: .first, hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        let photos = [Photo.fixture(id: "a"), .fixture(id: "b")]
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: photos, page: 1, hasNextPage: true))))
        let ended = ListText.footer(for: state.list, noun: "the catalog", columns: 80)
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: photos, page: 2, hasNextPage: true))))

        #expect(ended.isEmpty, "more may load: \(ended)")
        #expect(ListText.footer(for: state.list, noun: "the catalog", columns: 80) == ["  — page 2 added no new photos, so the list stops here: 2 photos —"])

        var empty = PagedListState(firstPage: .first, hasFavorites: false)
        PagedList.reduce(&empty, .appeared)
        PagedList.reduce(&empty, .pageLoaded(empty.load!, .success(PhotoPage(photos: [], page: 1, hasNextPage: true))))
        #expect(ListText.empty(for: empty.list, emptyText: "No photos.", columns: 80) == ["", "  Page 1 held no photos although the source said more follow."])
        #expect(ListText.empty(for: empty.list, emptyText: "No photos.", columns: 40) == ["", "  Page 1 held no photos although the", "  source said more follow."], "wrapped, so its end is read")
    }

    @Test("given a failure under loaded rows, when laid out, then the key that retries is named only when trying again can help")
    func aFailureFooterNamesTheRetryKeyOnlyWhenItHelps() {
        let retryable = ListText.failureFooter(ErrorDisplay(.connectivity(.timedOut)), columns: 80)
        let final = ListText.failureFooter(ErrorDisplay(.notFound), columns: 80)

        #expect(retryable.joined(separator: " ").contains("(\(KeyMap.key(.refresh)) retries)"), "\(retryable)")
        #expect(!final.joined(separator: " ").contains("retries"), "\(final)")
        #expect((retryable + final).allSatisfy { TerminalText.width($0) <= 80 })
    }

    @Test("given a step whose photo's row has not arrived when its route does, when the rows arrive, then that row is selected; a move of the user's own in between wins")
    func aStepAheadOfItsRowIsSelectedWhenItComes() {
        let firstPage = PhotoListRows(Array(items.prefix(30)))
        var rows = PhotoRows()
        var moved = PhotoRows()

        rows.select(PhotoID(rawValue: "p35")!, in: firstPage)
        moved.select(PhotoID(rawValue: "p35")!, in: firstPage)
        let before = rows.selected
        _ = moved.move(.moveDown, count: firstPage.count, pageSize: 10)
        rows.rowsArrived(items, isReloading: false, moreMayCome: true)
        moved.rowsArrived(items, isReloading: false, moreMayCome: true)

        #expect(before == 0)
        #expect(rows.selected == 34)
        #expect(moved.selected == 1)
    }

    @Test("given 50 rows in a 10-line body, when moving to the end and back, then the selection stays on screen and the footer shows at the end")
    func scrolling() {
        var rows = PhotoRows()
        let pictures = TerminalPictures.swatchesOnly(.none)

        _ = rows.move(.last, count: items.count, pageSize: 10)
        let bottom = rows.render(items, footer: ["  — end —"], height: 10, width: 80, pictures: pictures)
        _ = rows.move(.first, count: items.count, pageSize: 10)
        let top = rows.render(items, footer: ["  — end —"], height: 10, width: 80, pictures: pictures)
        _ = rows.move(.pageDown, count: items.count, pageSize: 10)

        #expect(bottom.count == 10 && top.count == 10)
        #expect(bottom.last?.contains("— end —") == true)
        #expect(bottom.dropLast().last?.contains("Photo number 50") == true)
        #expect(bottom.dropLast().last?.hasPrefix("› ") == true)
        #expect(top.first?.contains("Photo number 1 ") == true && top.first?.hasPrefix("› ") == true)
        #expect(rows.selected == 9)
    }

    @Test("given a description longer than its column, when rows are laid out at 60, 80 and 100 columns, then a space still separates it from the next column", arguments: [60, 80, 100])
    func fullDescriptionKeepsAGap(width: Int) {
        var rows = PhotoRows()
        let item = PhotoListItem(.fixture(id: "long", description: String(repeating: "x", count: 200)))
        let line = rows.render([item], footer: [], height: 1, width: width, pictures: .swatchesOnly(.none))[0]
        var plain = String.UnicodeScalarView()
        var inEscape = false
        for scalar in line.unicodeScalars {
            if scalar == "\u{1B}" { inEscape = true } else if !inEscape { plain.append(scalar) } else if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
        }

        #expect(String(plain).contains("x… "))
        #expect(TerminalText.width(line) == width)
    }

    @Test("given rows, when rendered at a width, then every line is exactly that wide and favourites are marked")
    func widths() {
        var rows = PhotoRows()
        var marked = items
        marked[1].isFavorite = true

        let lines = rows.render(marked, footer: [], height: 5, width: 100, pictures: .swatchesOnly(.trueColor))

        #expect(lines.allSatisfy { TerminalText.width($0) == 100 })
        #expect(lines[1].contains("♥ Ansel Adams"))
        #expect(lines[0].contains("\u{1B}[38;2;"))  // the BlurHash swatch
    }

    @Test("given a hostile description, when a row is rendered, then no control character reaches the line")
    func hostileRow() {
        let hostile = PhotoListItem(.fixture(id: "evil", authorName: "\u{1B}]0;pwned\u{07}Mallory", description: "\u{1B}[2J\u{9B}31mboom\nline"))
        var rows = PhotoRows()
        let line = rows.render([hostile], footer: [], height: 1, width: 90, pictures: .swatchesOnly(.none))[0]
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\u{1B}" || (0x7F...0x9F).contains($0.value) })
        #expect(!line.contains("\u{1B}]") && !line.contains("\u{1B}[2J"))
        #expect(line.contains("Mallory") && line.contains("boom line"))
    }

    @Test("given a window below 60×16, when laid out, then only the enlarge notice is shown, centred")
    func tooSmall() {
        let lines = Browser.tooSmall(TerminalSize(rows: 14, columns: 50))
        #expect(lines.count == 14)
        #expect(lines.joined().contains("enlarge the terminal to at least 60×16"))
        #expect(lines.joined().contains("50×14)"))
        #expect(lines.joined(separator: " ").contains("Other keys do nothing until then."), "\(lines)")
    }

    @Test("given a window 20 columns wide, when laid out, then the notice wraps to it and still names the size asked for and how to quit")
    func tooSmallWraps() {
        let lines = Browser.tooSmall(TerminalSize(rows: 6, columns: 20)).map { String($0.drop { $0 == " " }) }

        #expect(lines.allSatisfy { TerminalText.width($0) <= 20 })
        #expect(lines.contains { $0.contains("60×16") })
        #expect(lines.contains { $0.contains("q\u{00A0}quits.") }, "the key and what it does on one line: \(lines)")
    }

    @Test("given windows 20 to 80 columns wide, when the too-small notice wraps, then no line ends on the quit key alone", arguments: 20...80)
    func tooSmallKeepsTheKeyWithItsAction(columns: Int) {
        let lines = Browser.tooSmall(TerminalSize(rows: 6, columns: columns)).map { $0.trimmingCharacters(in: .whitespaces) }

        #expect(!lines.contains { $0.hasSuffix(" q") || $0 == "q" }, "\(lines)")
    }

    @Test("given a title longer than the title bar has room for, when the bar is laid out, then the title is cut two columns before the help and quit keys, and a short one keeps the keys at the line's end")
    func titleBarKeepsAGapBeforeTheKeys() {
        let hint = "? help  q quit "
        // Without the cursor move that puts the keys in their column, which a wide character's width may need.
        let plain = { (bar: String) in bar.replacingOccurrences(of: TerminalText.column(60 - TerminalText.width(hint)), with: "") }
        let long = plain(Browser.titleBar(" PhotoList — Collection: 京都の朝 · Mornings in Kyoto and beyond", hint: hint, columns: 60))
        let short = plain(Browser.titleBar(" PhotoList — Topics", hint: hint, columns: 60))

        #expect(TerminalText.width(long) == 60 && TerminalText.width(short) == 60, "\(long)|\(short)")
        #expect(long.hasSuffix("…  " + hint), "\(long)")
        #expect(short.hasPrefix(" PhotoList — Topics ") && short.hasSuffix(" " + hint), "\(short)")
    }

    @Test(
        "given a window too short for the whole too-small notice, when laid out, then a shorter wording that fits is shown, and it still says how to quit",
        arguments: [(20, 3), (40, 1), (12, 2), (7, 1)]
    )
    func tooSmallShortensButKeepsHowToQuit(columns: Int, rows: Int) {
        let lines = Browser.tooSmall(TerminalSize(rows: rows, columns: columns)).map { $0.trimmingCharacters(in: .whitespaces) }

        #expect(lines.count == rows)
        #expect(lines.allSatisfy { TerminalText.width($0) <= columns })
        #expect(lines.contains { $0.contains("q\u{00A0}quits") }, "\(lines)")
    }

    @Test("given a window narrower than the words q quits, when laid out, then the quit key alone is shown")
    func tooSmallForWordsShowsTheQuitKey() {
        #expect(Browser.tooSmall(TerminalSize(rows: 1, columns: 1)) == ["q"])
        #expect(Browser.tooSmall(TerminalSize(rows: 2, columns: 5)).map { $0.trimmingCharacters(in: .whitespaces) }.contains("q"))
    }

    @Test("given an Unsplash+ photo's detail, when its hint line is chosen, then it leaves out the download a free photo's names")
    func plusDetailHintsNoDownload() {
        func hinted(isPlus: Bool) -> [BrowserCommand] {
            DetailPane.hintedCommands(for: PhotoDetailDisplay(PhotoDetail(photo: .fixture(isPlus: isPlus), exif: nil, location: nil, tags: [], downloads: nil)))
        }
        #expect(hinted(isPlus: false).contains(.download))
        #expect(!hinted(isPlus: true).contains(.download))
        #expect(hinted(isPlus: true).contains(.openPage))
    }

    @Test("given a portrait and a landscape photo, when the detail preview is sized, then it keeps the photo's proportions within the body")
    func previewSizes() {
        let size = TerminalSize(rows: 22, columns: 80)
        let portrait = DetailPane.previewSize(photo: .fixture(width: 4000, height: 6000), size: size)
        let landscape = DetailPane.previewSize(photo: .fixture(width: 6000, height: 4000), size: size)
        #expect(portrait.rows <= 21 && portrait.columns <= 44)
        #expect(abs(Double(portrait.columns) / Double(portrait.rows * 2) - 4.0 / 6.0) < 0.1)
        #expect(landscape.columns == 44 && landscape.rows == 15)
    }

    @Test("given a large terminal, when the detail preview is sized, then it fills the body's height or the width left by the text, whichever it meets first", arguments: [
        (TerminalSize(rows: 58, columns: 200), 6000, 4000), (TerminalSize(rows: 58, columns: 200), 4000, 6000),
        (TerminalSize(rows: 38, columns: 120), 6720, 5040), (TerminalSize(rows: 22, columns: 80), 4000, 4000),
    ])
    func previewFillsTheSpace(size: TerminalSize, width: Int, height: Int) {
        let preview = DetailPane.previewSize(photo: .fixture(width: width, height: height), size: size)
        let textColumns = max(36, size.columns / 3)

        #expect(preview.columns <= size.columns - textColumns && preview.rows <= size.rows - 1)
        // One of the two limits is met, give or take the rounding of a cell.
        #expect(preview.rows >= size.rows - 2 || preview.columns >= size.columns - textColumns - 2, "\(preview) at \(size)")
    }

    @Test("given photos of absurd sizes (0, negative, 1 × 10^18, Int.max), when the detail preview is sized at any terminal size, then it fits the body",
          arguments: [(1, 1_000_000_000_000_000_000), (1_000_000_000_000_000_000, 1), (Int.max, 1), (1, Int.max), (0, 5), (-3, -4), (Int.max, Int.max)])
    func previewSizesOfAbsurdPhotos(width: Int, height: Int) {
        for size in [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 5, columns: 20), TerminalSize(rows: 300, columns: 1_000)] {
            let preview = DetailPane.previewSize(photo: .fixture(width: width, height: height), size: size)
            #expect((1...max(4, size.rows - 1)).contains(preview.rows))
            #expect((1...max(8, size.columns - max(36, size.columns / 3))).contains(preview.columns))
        }
    }

    @Test("given two frames, when the second changes one line, then only that line is rewritten")
    func frameDiff() {
        var writer = FrameWriter()
        _ = writer.update(to: ["a", "b", "c"])
        let second = writer.update(to: ["a", "B", "c"])
        #expect(second == "\u{1B}[2;1H\u{1B}[0m\u{1B}[2KB\u{1B}[0m")
        writer.invalidate()
        #expect(writer.update(to: ["a", "B", "c"]).hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }

    @Test("given styled text, when measured, padded and wrapped, then escapes take no columns")
    func styledWidths() {
        #expect(TerminalText.width(TerminalStyle.bold("abc")) == 3)
        #expect(TerminalText.width(TerminalText.padded(TerminalStyle.reverse("ab"), to: 6)) == 6)
        #expect(TerminalText.wrapped("the quick brown fox jumps", to: 10) == ["the quick", "brown fox", "jumps"])
        #expect(TerminalText.wrapped("the quick brown fox jumps", to: 10, limit: 2) == ["the quick", "brown fox…"])
    }
}

extension TerminalPictures {
    /// Pictures drawn from BlurHash swatches alone (no loading), in `mode`; none without colour.
    @MainActor
    static func swatchesOnly(_ mode: ColorMode) -> TerminalPictures {
        TerminalPictures(graphics: TerminalGraphics(colorMode: mode, protocol: mode == .none ? .none : .halfBlocks, cell: .fallback, insideTmux: false), viewModel: nil) {}
    }
}

import CTerminalGuard
import Domain
import DomainTesting
@testable import PhotoListTerminal
import Presentation
import Testing

@Suite("Cell width")
struct CellWidthTests {
    /// Blocks the browser meets in real photo texts: Latin, Greek, Cyrillic, Hebrew, Arabic, Devanagari,
    /// Thai, Hangul, kana, CJK, full-width forms, arrows, dingbats and symbols, and every emoji block.
    private static let blocks: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x5D0...0x5EA, 0x620...0x64A, 0x905...0x939,
        0xE01...0xE30, 0x1100...0x115F, 0x2190...0x21FF, 0x2300...0x23FF, 0x2600...0x27BF, 0x2B00...0x2BFF,
        0x3040...0x309F, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60, 0xFF61...0xFF9F,
        0x1F300...0x1F5FF, 0x1F600...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
        0x20000...0x2A6DF,
    ]

    @Test("given 3,000 strings drawn from many Unicode blocks, when measured, then each width equals the C library's wcswidth")
    func matchesTheCLibrary() {
        #expect(photolist_use_utf8_ctype() == 1)
        var random = SplitMix64(seed: 0x5EED)  // seeded, so a failing string can be reproduced
        var compared = 0
        for _ in 0..<3_000 {
            let count = Int(random.next() % 12) + 1
            let scalars = (0..<count).compactMap { _ -> Unicode.Scalar? in
                let block = Self.blocks[Int(random.next() % UInt64(Self.blocks.count))]
                return Unicode.Scalar(block.lowerBound + UInt32(random.next() % UInt64(block.count)))
            }
            let text = String(String.UnicodeScalarView(scalars))
            // Only strings whose every code point is its own cluster and known to the C library: clusters
            // are this measure's own rules, checked in the table below.
            guard text.count == scalars.count, scalars.allSatisfy({ photolist_wcwidth($0.value) >= 0 }) else { continue }
            let expected = scalars.map(\.value).withUnsafeBufferPointer { photolist_wcswidth($0.baseAddress, Int32($0.count)) }
            #expect(TerminalText.width(text) == Int(expected), "\(scalars.map { String($0.value, radix: 16) })")
            compared += 1
        }
        #expect(compared > 2_000)
    }

    @Test("given tricky clusters, when measured, then each takes the cells a terminal draws it in", arguments: [
        ("🚀⭐✅⚡", 8), ("☕", 2), ("👩‍👩‍👧", 2), ("🇩🇪🇯🇵", 4), ("❤️", 2), ("❤", 1), ("e\u{301}", 1), ("日本語", 6),
        ("한국어", 6), ("a\u{200B}b", 2), ("👍🏽", 2), ("🏳️‍🌈", 2), ("ｱ", 1), ("Ａ", 2), ("🫠", 2), ("\u{1100}\u{1161}\u{11A8}", 2),
        ("Zürich", 6), ("x\u{1B}[1mbold\u{1B}[0m", 5), ("\u{1B}[12Gmoved", 5),
    ])
    func trickyClusters(text: String, cells: Int) {
        #expect(TerminalText.width(text) == cells)
    }

    @Test("given emoji and CJK in a row's texts, when the row is laid out, then each column starts at its own position")
    @MainActor
    func columnsAreAnchored() {
        var rows = PhotoRows()
        let item = PhotoListItem(.fixture(id: "e", description: "🚀⭐✅⚡ 👩‍👩‍👧 ❤️ 日本語の説明"))
        let line = rows.render([item], footer: [], height: 1, width: 100, pictures: .swatchesOnly(.none))[0]

        #expect(TerminalText.width(line) == 100)
        #expect(line.contains(TerminalText.column(100 - 12)))
    }
}

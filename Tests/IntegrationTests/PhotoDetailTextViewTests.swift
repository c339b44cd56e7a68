import Domain
import DomainTesting
import Foundation
@testable import PhotoListTerminal
import Presentation
import Testing

@Suite("PhotoDetailTextView")
struct PhotoDetailTextViewTests {
    /// An Unsplash+ photo's detail, whose licence line and addresses are longer than a narrow screen.
    private let display = PhotoDetailDisplay(
        PhotoDetail(photo: .fixture(id: "a-photo-with-a-rather-long-identifier", isPlus: true), exif: nil, location: nil, tags: ["city", "dawn", "harbour", "morning", "fog", "boats"], downloads: 12),
        sourceName: "Demo", now: Date(timeIntervalSince1970: 1_800_000_000)
    )

    @Test("given widths from 20 to 120 columns, when rendered, then every word of the detail is printed whole, in order, and a line longer than the width is a single word", arguments: [20, 33, 40, 64, 80, 120])
    func nothingIsCut(width: Int) {
        let text = PhotoDetailTextView.render(display, width: width)
        let unlimited = PhotoDetailTextView.render(display, width: 10_000)

        #expect(text.split(whereSeparator: \.isWhitespace) == unlimited.split(whereSeparator: \.isWhitespace))
        #expect(!text.contains("…"))
        // Only an address may run past the width: alone on its line, or after its row's label.
        for line in text.split(separator: "\n") where TerminalText.width(String(line)) > width {
            let words = line.split(separator: " ")
            #expect(words.count == 1 || words.count == 2 && words[0].count < 9, "\(width): \(line)")
        }
    }

    @Test("given a value longer than its row, when rendered, then its further lines start under its first, after the label's nine columns")
    func continuationLinesAreIndented() throws {
        let text = PhotoDetailTextView.render(display, width: 30)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let page = try #require(lines.firstIndex { $0.hasPrefix("Page") })

        let tags = try #require(lines.firstIndex { $0.hasPrefix("Tags") })
        #expect(Array(lines[tags...].prefix(2)) == ["Tags     city, dawn, harbour,", "         morning, fog, boats"])
        #expect(lines[page] == "Page     https://example.test/photos/a-photo-with-a-rather-long-identifier")
    }
}

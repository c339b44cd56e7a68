import Foundation
@testable import PhotoListTerminal
import Testing

@Suite("iTerm2 inline images")
struct ITermInlineImageTests {
    @Test("given JPEG bytes, when wrapped for a 40×20 cell box, then the OSC 1337 file sequence states their size and cells and decodes back to them")
    func sequence() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + (0..<995).map { UInt8($0 * 7 % 256) } + [0xD9]

        let sequence = ITermInlineImage.sequence(jpeg: jpeg, columns: 40, rows: 20)

        #expect(sequence.hasPrefix("\u{1B}]1337;File="))
        #expect(sequence.hasSuffix("\u{07}"))
        let body = sequence.dropFirst(12).dropLast()
        let colon = try #require(body.firstIndex(of: ":"))
        let arguments = body[..<colon].split(separator: ";").map(String.init)
        #expect(arguments == ["inline=1", "size=1000", "width=40", "height=20", "preserveAspectRatio=0", "doNotMoveCursor=1"])
        let payload = try #require(Data(base64Encoded: String(body[body.index(after: colon)...])))
        #expect(Array(payload) == jpeg)
    }
}

import Domain
import Foundation
@testable import PhotoListTerminal
import Presentation
import Testing

/// The number of sixel colour registers: asked of the terminal, used by every sixel picture.
@Suite("Sixel colour registers")
struct SixelRegistersTests {
    @Test("given a terminal that reports 1024 registers, when asked, then 256 are used (a palette index is a byte); 64 reported, 64 used; no answer before DA1, 256")
    func registersFollowTheTerminal() {
        let many = ScriptedTerminal(["\u{1B}[?1;0;1024S", "\u{1B}[?64;4c"])
        let few = ScriptedTerminal(["\u{1B}[?1;0;64S\u{1B}[?62;4c"])
        let silent = ScriptedTerminal(["\u{1B}[?62;4c"])

        #expect(SixelRegisters.query(many) == 256)
        #expect(SixelRegisters.query(few) == 64)
        #expect(SixelRegisters.query(silent) == SixelRegisters.fallback)
        #expect(many.writtenText.hasPrefix("\u{1B}[?1;1;0S"))
    }

    @Test("given a failed XTSMGRAPHICS reply (status 3), when read, then it counts as no answer")
    func aFailedReplyIsNoAnswer() {
        #expect(TerminalReplies(parsing: Array("\u{1B}[?1;3;0S".utf8)).colorRegisters == nil)
        #expect(TerminalReplies(parsing: Array("\u{1B}[?1;0;16S".utf8)).colorRegisters == 16)
    }

    @Test("given a terminal with 16 registers, when a photograph is drawn in sixel, then its palette defines at most 16 colours")
    func picturesUseTheRegistersThereAre() throws {
        let graphics = TerminalGraphics(colorMode: .trueColor, protocol: .sixel, cell: .fallback, insideTmux: false, sixelRegisters: 16)
        let image = PhotoImage(size: try #require(PixelSize(width: 96, height: 64)), rgb: PictureSamples.sky.pixels.flatMap { [$0.red, $0.green, $0.blue] }, encoded: Data())

        let sixel = PictureEncoder(graphics: graphics).sixel(image, columns: 9, rows: 3)

        #expect(sixel.matches(of: /#[0-9]+;2;/).count <= 16)
        #expect(sixel.matches(of: /#[0-9]+;2;/).count >= 8)
    }
}

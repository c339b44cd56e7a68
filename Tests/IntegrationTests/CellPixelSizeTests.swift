@testable import PhotoListTerminal
import Testing

@Suite("Cell size in pixels")
struct CellPixelSizeTests {
    @Test("given a window size with pixels, when measured, then the cell is the pixels divided by the cells and nothing is asked")
    func fromWindow() {
        let terminal = ScriptedTerminal(["\u{1B}[6;30;15t"])

        let size = CellPixelSize.detect(window: (columns: 80, rows: 24, width: 800, height: 480), terminal: terminal)

        #expect(size == CellPixelSize(width: 10, height: 20))
        #expect(terminal.written.isEmpty)
        #expect(CellPixelSize.fromWindow(columns: 80, rows: 24, width: 0, height: 0) == nil)
    }

    @Test("given a window size without pixels, when measured, then CSI 16 t is asked and its reply, split and among keys, gives the cell")
    func fromQuery() {
        let terminal = ScriptedTerminal(["x\u{1B}[6;1", "8;9", "t"])

        let size = CellPixelSize.detect(window: (columns: 80, rows: 24, width: 0, height: 0), terminal: terminal)

        #expect(size == CellPixelSize(width: 9, height: 18))
        #expect(terminal.written == Array("\u{1B}[16t".utf8))
    }

    @Test("given no reply or no terminal, when measured, then the cell is 10×20")
    func fallback() {
        let silent = ScriptedTerminal([])

        #expect(CellPixelSize.detect(window: nil, terminal: silent) == CellPixelSize(width: 10, height: 20))
        #expect(silent.timedOut)
        #expect(CellPixelSize.detect(window: nil, terminal: nil) == .fallback)
    }

    @Test("given other replies, when parsed, then only a 6;height;width report with non-zero sizes counts")
    func parse() {
        #expect(CellPixelSize.parse(Array("\u{1B}[6;20;10t".utf8)) == CellPixelSize(width: 10, height: 20))
        #expect(CellPixelSize.parse(Array("\u{1B}[4;480;800t".utf8)) == nil)
        #expect(CellPixelSize.parse(Array("\u{1B}[6;0;0t".utf8)) == nil)
        #expect(CellPixelSize.parse(Array("\u{1B}[6;20;1".utf8)) == nil)
    }
}

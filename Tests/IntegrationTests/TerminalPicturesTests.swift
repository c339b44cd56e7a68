import Domain
import DomainTesting
import Foundation
@testable import PhotoListTerminal
import Presentation
import Testing

@MainActor
@Suite("Pictures in the browser's frames", .serialized, .timeLimit(.minutes(1)))
struct TerminalPicturesTests {
    /// Pictures drawn with `graphics` over a fake loader, and a stream that yields each time the set of
    /// pictures changes (the first time at once: the empty set).
    private func harness(_ graphics: GraphicsProtocol, insideTmux: Bool = false) -> (TerminalPictures, AsyncStream<Void>) {
        let (arrivals, continuation) = AsyncStream.makeStream(of: Void.self)
        let terminal = TerminalGraphics(colorMode: .trueColor, protocol: graphics, cell: CellPixelSize(width: 8, height: 16), insideTmux: insideTmux)
        let viewModel = PhotoPicturesViewModel(load: FakeLoadPhotoImageUseCase())
        let pictures = TerminalPictures(graphics: terminal, viewModel: viewModel) { continuation.yield() }
        return (pictures, arrivals)
    }

    /// One frame showing the detail preview of `photo` (10 × 5 cells at screen row 1, column 1), or nothing.
    private func frame(_ pictures: TerminalPictures, showing photo: Photo?, repainted: Set<Int> = []) -> (lines: [String], prelude: String, cleared: Set<Int>, overlays: String) {
        pictures.beginFrame()
        let lines = photo.map { pictures.preview($0, columns: 10, rows: 5, row: 1, column: 1) } ?? []
        let (prelude, cleared) = pictures.endFrame()
        return (lines, prelude, cleared, pictures.overlayBytes(repainted: repainted))
    }

    /// Shows `photo` until its picture has loaded and, drawn over the text, its bytes are made (off the
    /// main actor; the swatch shows meanwhile).
    private func load(_ pictures: TerminalPictures, _ arrivals: AsyncStream<Void>, _ photo: Photo) async {
        _ = frame(pictures, showing: photo)
        var iterator = arrivals.makeAsyncIterator()
        _ = await iterator.next()  // the empty set
        _ = await iterator.next()  // the picture
        let waiting = frame(pictures, showing: photo)
        #expect(waiting.overlays.isEmpty && waiting.lines.first?.contains("▀") == true)  // still the swatch
        _ = await iterator.next()  // its bytes
    }

    @Test("given kitty outside tmux, when a loaded preview shows, stays, leaves and returns, then it is uploaded once, placed by id at its cells, its placement deleted when it leaves, and placed again without a second upload")
    func kittyPlacesByID() async {
        let (pictures, arrivals) = harness(.kitty(placeholders: false))
        let photo = Photo.fixture(id: "k")
        await load(pictures, arrivals, photo)

        let shown = frame(pictures, showing: photo)
        let kept = frame(pictures, showing: photo, repainted: [2, 3])
        let left = frame(pictures, showing: nil)
        let back = frame(pictures, showing: photo)

        #expect(shown.lines == Array(repeating: String(repeating: " ", count: 10), count: 5))
        #expect(shown.overlays.hasPrefix("\u{1B}[2;2H\u{1B}_Ga=t,f=24,s=80,v=80,i=1000,q=2"))
        #expect(shown.overlays.hasSuffix("\u{1B}_Ga=p,i=1000,p=1,c=10,r=5,C=1,q=2\u{1B}\\"))
        #expect(kept.overlays.isEmpty)  // text rewritten under a kitty picture does not erase it
        #expect(left.overlays == "\u{1B}_Ga=d,d=i,i=1000,q=2\u{1B}\\")
        #expect(back.overlays == "\u{1B}[2;2H\u{1B}_Ga=p,i=1000,p=1,c=10,r=5,C=1,q=2\u{1B}\\")
        #expect(pictures.teardown() == "\u{1B}_Ga=d,d=I,i=1000,q=2\u{1B}\\")
    }

    @Test("given sixel, when the text under a preview is rewritten, then the picture is drawn again; when it leaves, its lines are rewritten")
    func sixelRedrawsAfterRepaint() async {
        let (pictures, arrivals) = harness(.sixel)
        let photo = Photo.fixture(id: "s")
        await load(pictures, arrivals, photo)

        let shown = frame(pictures, showing: photo)
        let untouched = frame(pictures, showing: photo)
        let rewritten = frame(pictures, showing: photo, repainted: [4])
        let left = frame(pictures, showing: nil)

        #expect(shown.overlays.hasPrefix("\u{1B}[2;2H\u{1B}P0;1;0q\"1;1;80;78"))
        #expect(untouched.overlays.isEmpty)
        #expect(rewritten.overlays == shown.overlays)
        #expect(left.cleared == Set(1..<6))
    }

    @Test("given kitty inside tmux, when a thumbnail has loaded, then the row carries Unicode placeholders and the upload goes first, wrapped for tmux")
    func kittyPlaceholdersInsideTmux() async {
        let (pictures, arrivals) = harness(.kitty(placeholders: true), insideTmux: true)
        let photo = Photo.fixture(id: "t")
        pictures.beginFrame()
        _ = pictures.thumbnail(photo, columns: 4, row: 3, column: 2)
        _ = pictures.endFrame()
        var iterator = arrivals.makeAsyncIterator()
        _ = await iterator.next()  // the empty set
        _ = await iterator.next()  // the picture

        pictures.beginFrame()
        let row = pictures.thumbnail(photo, columns: 4, row: 3, column: 2) ?? ""
        let (prelude, _) = pictures.endFrame()

        #expect(row.unicodeScalars.filter { $0 == KittyGraphics.placeholder }.count == 4)
        #expect(prelude.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,U=1,f=24,s=32,v=16,i=1000,c=4,r=1,q=2"))
    }

    @Test("given half blocks, when a picture has not loaded yet, then the BlurHash swatch stands in; once loaded, the real pixels replace it")
    func swatchUntilLoaded() async {
        let (pictures, arrivals) = harness(.halfBlocks)
        let photo = Photo.fixture(id: "h")

        let before = frame(pictures, showing: photo).lines
        var iterator = arrivals.makeAsyncIterator()
        _ = await iterator.next()  // the empty set
        _ = await iterator.next()  // the picture
        let after = frame(pictures, showing: photo).lines

        #expect(before.count == 5 && after.count == 5)
        #expect(before != after)
        // The fake loader's picture is flat grey 128.
        #expect(after[0].contains("\u{1B}[38;2;128;128;128m"))
    }

    @Test("given kitty outside tmux, when a row's loaded thumbnail scrolls from line 3 to line 4, then the same placement moves there (placement id 1) and nothing is deleted")
    func kittyThumbnailMovesWithItsRow() async {
        let (pictures, arrivals) = harness(.kitty(placeholders: false))
        let photo = Photo.fixture(id: "m")
        func frame(row: Int) -> (text: String?, overlays: String) {
            pictures.beginFrame()
            let text = pictures.thumbnail(photo, columns: 4, row: row, column: 2)
            _ = pictures.endFrame()
            return (text, pictures.overlayBytes(repainted: []))
        }
        _ = frame(row: 3)
        var iterator = arrivals.makeAsyncIterator()
        _ = await iterator.next()  // the empty set
        _ = await iterator.next()  // the picture
        _ = frame(row: 3)  // the swatch, while the upload is made
        _ = await iterator.next()  // the upload

        let first = frame(row: 3)
        let moved = frame(row: 4)

        #expect(first.text == "    ")
        #expect(first.overlays.contains("\u{1B}[4;3H\u{1B}_Ga=t,f=24,s=32,v=16,i=1000"))
        #expect(moved.overlays == "\u{1B}[5;3H\u{1B}_Ga=p,i=1000,p=1,c=4,r=1,C=1,q=2\u{1B}\\")
    }
}

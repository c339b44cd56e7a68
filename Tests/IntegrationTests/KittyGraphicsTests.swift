import Domain
import Foundation
@testable import PhotoListTerminal
import Presentation
import Testing

@Suite("Kitty graphics sequences and tmux passthrough")
struct KittyGraphicsTests {
    private let escape = "\u{1B}"

    /// A picture whose every pixel differs from its neighbours, so a misplaced byte shows.
    private func picture(width: Int, height: Int) -> PixelGrid {
        var pixels = [RGBColor]()
        for y in 0..<height {
            for x in 0..<width {
                pixels.append(RGBColor(red: UInt8(x * 5 % 256), green: UInt8(y * 3 % 256), blue: UInt8((x ^ y) % 256)))
            }
        }
        return PixelGrid(width: width, height: height, pixels: pixels)
    }

    /// The control keys and payload of one `ESC _ G … ESC \` chunk.
    private func parts(_ chunk: String) throws -> (control: String, payload: String) {
        #expect(chunk.hasPrefix("\(escape)_G") && chunk.hasSuffix("\(escape)\\"))
        let body = chunk.dropFirst(3).dropLast(2)
        let separator = try #require(body.firstIndex(of: ";"))
        return (String(body[..<separator]), String(body[body.index(after: separator)...]))
    }

    @Test("given a picture needing three chunks, when transmitted, then chunks are at most 4096 bytes of base64, only the last says m=0, only the first carries the keys (the rest only stay quiet), and the payload decodes to the exact RGB bytes")
    func transmitChunks() throws {
        let grid = picture(width: 50, height: 45)

        let chunks = KittyGraphics.transmit(grid, id: 7)

        #expect(chunks.count == 3)
        let parsed = try chunks.map(parts)
        #expect(parsed.allSatisfy { $0.payload.utf8.count <= 4_096 })
        #expect(parsed.dropLast().allSatisfy { $0.payload.utf8.count % 4 == 0 })
        #expect(parsed.map(\.control) == ["a=t,f=24,s=50,v=45,i=7,q=2,m=1", "m=1,q=2", "m=0,q=2"])
        let decoded = try #require(Data(base64Encoded: parsed.map(\.payload).joined()))
        let expected = grid.pixels.flatMap { [$0.red, $0.green, $0.blue] }
        #expect(Array(decoded) == expected)
    }

    @Test("given a small picture, when transmitted for placeholders, then one chunk creates a virtual placement of the given cells")
    func transmitForPlaceholders() throws {
        let chunks = KittyGraphics.transmitForPlaceholders(picture(width: 4, height: 2), id: 513, columns: 12, rows: 5)

        #expect(chunks.count == 1)
        let control = try parts(try #require(chunks.first)).control
        #expect(control == "a=T,U=1,f=24,s=4,v=2,i=513,c=12,r=5,q=2,m=0")
    }

    @Test("given an image id, when placing and deleting, then the commands carry the spec's keys")
    func placeAndDelete() {
        #expect(KittyGraphics.place(id: 9, columns: 40, rows: 20) == "\(escape)_Ga=p,i=9,p=1,c=40,r=20,C=1,q=2\(escape)\\")
        #expect(KittyGraphics.deletePlacements(id: 9) == "\(escape)_Ga=d,d=i,i=9,q=2\(escape)\\")
        #expect(KittyGraphics.deleteImage(id: 9) == "\(escape)_Ga=d,d=I,i=9,q=2\(escape)\\")
        #expect(KittyGraphics.deleteAllPlacements() == "\(escape)_Ga=d,d=a,q=2\(escape)\\")
    }

    /// The cells of a placeholder line as (row mark, column mark, extra marks), after checking its colour.
    private func cells(_ line: String, colour: String) throws -> [[UInt32]] {
        #expect(line.hasPrefix(colour) && line.hasSuffix("\(escape)[39m"))
        let scalars = Array(line.dropFirst(colour.count).dropLast(5).unicodeScalars)
        var cells = [[UInt32]]()
        for scalar in scalars {
            if scalar == "\u{10EEEE}" {
                cells.append([])
            } else {
                let last = try #require(cells.indices.last)
                cells[last].append(scalar.value)
            }
        }
        return cells
    }

    @Test("given image 0x123456 in a 297×297 box, when placeholder lines are made, then cells (0,0), (1,2) and the last carry their row and column diacritics and the id colour")
    func placeholderLines() throws {
        let lines = KittyGraphics.placeholderLines(id: 0x12_3456, columns: 297, rows: 297)

        #expect(lines.count == 297)
        let colour = "\(escape)[38;2;18;52;86m"
        let first = try cells(lines[0], colour: colour)
        #expect(first.count == 297)
        #expect(first[0] == [0x0305, 0x0305])
        #expect(try cells(lines[1], colour: colour)[2] == [0x030D, 0x030E])
        #expect(try cells(lines[296], colour: colour)[296] == [0x1D244, 0x1D244])
    }

    @Test("given a box larger than the diacritic table, when placeholder lines are made, then they stop at 297 rows and columns")
    func placeholderLimit() throws {
        let lines = KittyGraphics.placeholderLines(id: 1, columns: 400, rows: 300)

        #expect(lines.count == 297)
        #expect(try cells(lines[0], colour: "\(escape)[38;2;0;0;1m").count == 297)
    }

    @Test("given an id above 24 bits, when placeholder lines are made, then a third diacritic carries its high byte")
    func placeholderHighByte() throws {
        let lines = KittyGraphics.placeholderLines(id: 42 + (2 << 24), columns: 2, rows: 1)

        #expect(try cells(lines[0], colour: "\(escape)[38;2;0;0;42m") == [[0x0305, 0x0305, 0x030E], [0x0305, 0x030D, 0x030E]])
    }

    @Test("given a sequence with several ESCs, when wrapped for tmux, then it is one passthrough DCS with every ESC doubled")
    func tmuxPassthrough() {
        let sequence = KittyGraphics.place(id: 3, columns: 2, rows: 1) + "\(escape)[c"

        let wrapped = TmuxPassthrough.wrap(sequence)

        #expect(wrapped.hasPrefix("\(escape)Ptmux;\(escape)\(escape)_G"))
        #expect(wrapped.hasSuffix("\(escape)\(escape)[c\(escape)\\"))
        let inner = String(wrapped.dropFirst(7).dropLast(2))
        #expect(inner.filter { $0 == "\u{1B}" }.count == 2 * sequence.filter { $0 == "\u{1B}" }.count)
        #expect(inner.replacingOccurrences(of: "\(escape)\(escape)", with: escape) == sequence)
    }
}

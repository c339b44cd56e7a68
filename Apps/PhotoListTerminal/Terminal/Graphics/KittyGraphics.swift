import Domain
import Foundation
import Presentation

/// Escape sequences of kitty's graphics protocol (sw.kovidgoyal.net/kitty/graphics-protocol): send a
/// picture's pixels once under an id, then place, replace or delete it by that id. Every command is quiet
/// (`q=2`) so the terminal's replies never land among the keys the browser reads.
enum KittyGraphics {
    /// The protocol's limit on one chunk of base64 payload.
    static let maximumChunk = 4_096

    /// Stores `grid` as 24-bit RGB under `id` without showing it (`a=t`): one escape sequence per chunk,
    /// so that inside tmux each can be wrapped on its own.
    static func transmit(_ grid: PixelGrid, id: UInt32) -> [String] {
        chunks(keys: "a=t,f=24,s=\(grid.width),v=\(grid.height),i=\(id),q=2", payload: rgbBytes(grid))
    }

    /// Stores `grid` under `id` and creates its virtual placement of `columns` × `rows` cells (`a=T,U=1`),
    /// which ``placeholderLines(id:columns:rows:)`` then shows: the path that works inside tmux.
    static func transmitForPlaceholders(_ grid: PixelGrid, id: UInt32, columns: Int, rows: Int) -> [String] {
        let keys = "a=T,U=1,f=24,s=\(grid.width),v=\(grid.height),i=\(id),c=\(columns),r=\(rows),q=2"
        return chunks(keys: keys, payload: rgbBytes(grid))
    }

    /// Shows the stored image `id` at the cursor, scaled into `columns` × `rows` cells; `C=1` keeps the
    /// cursor where it is, so the frame drawn around the picture is not shifted.
    /// One placement id (`p=1`) for every image: placing an image again moves its one placement instead of
    /// adding another (without a placement id, each `a=p` adds one).
    static func place(id: UInt32, columns: Int, rows: Int) -> String {
        command("a=p,i=\(id),p=1,c=\(columns),r=\(rows),C=1,q=2")
    }

    /// Removes every placement of image `id` but keeps its pixels, so it can be placed again cheaply.
    static func deletePlacements(id: UInt32) -> String {
        command("a=d,d=i,i=\(id),q=2")
    }

    /// Removes image `id`'s placements and frees its pixels in the terminal.
    static func deleteImage(id: UInt32) -> String {
        command("a=d,d=I,i=\(id),q=2")
    }

    /// Removes every placement visible on screen (kept pixels stay stored).
    static func deleteAllPlacements() -> String {
        command("a=d,d=a,q=2")
    }

    /// The text that shows image `id`'s virtual placement: `rows` lines of `columns` placeholder cells.
    /// Each cell is U+10EEEE with its row and column diacritics; the foreground colour carries the id's low
    /// 24 bits and a third diacritic its high byte when there is one. Rows and columns stop at the
    /// diacritic table's 297.
    static func placeholderLines(id: UInt32, columns: Int, rows: Int) -> [String] {
        let colour = "\u{1B}[38;2;\(id >> 16 & 0xFF);\(id >> 8 & 0xFF);\(id & 0xFF)m"
        let highByte = id >> 24 == 0 ? nil : KittyDiacritics.mark(Int(id >> 24))
        let columnMarks = (0..<max(0, columns)).compactMap(KittyDiacritics.mark)
        return (0..<max(0, rows)).compactMap(KittyDiacritics.mark).map { rowMark in
            var line = colour
            for columnMark in columnMarks {
                line.unicodeScalars.append(contentsOf: [placeholder, rowMark, columnMark])
                if let highByte { line.unicodeScalars.append(highByte) }
            }
            return line + "\u{1B}[39m"
        }
    }

    /// The placeholder character kitty replaces with image cells.
    static let placeholder: Unicode.Scalar = "\u{10EEEE}"

    /// `payload` in base64 as chunks of at most ``maximumChunk`` bytes: the first chunk carries `keys`,
    /// every chunk `m=1` but the last, which says `m=0` (the spec allows only `m` and `q` on later chunks).
    /// Later chunks repeat `q=2`: some terminals (older kitty, Ghostty before 2024) answer a chunk without it.
    static func chunks(keys: String, payload: [UInt8]) -> [String] {
        let encoded = Array(Data(payload).base64EncodedData())
        let starts = Array(stride(from: 0, to: max(encoded.count, 1), by: maximumChunk))
        return starts.enumerated().map { index, start in
            let chunk = encoded[start..<min(start + maximumChunk, encoded.count)]
            let more = index < starts.count - 1 ? "m=1" : "m=0"
            let control = index == 0 ? "\(keys),\(more)" : "\(more),q=2"
            return "\u{1B}_G\(control);\(String(decoding: chunk, as: UTF8.self))\u{1B}\\"
        }
    }

    /// The grid's pixels as `f=24` data: red, green, blue, row by row.
    static func rgbBytes(_ grid: PixelGrid) -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(grid.pixels.count * 3)
        for pixel in grid.pixels {
            bytes.append(pixel.red)
            bytes.append(pixel.green)
            bytes.append(pixel.blue)
        }
        return bytes
    }

    /// An APC graphics command with no payload.
    private static func command(_ control: String) -> String {
        "\u{1B}_G\(control)\u{1B}\\"
    }
}

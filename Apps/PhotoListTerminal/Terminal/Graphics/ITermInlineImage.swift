import Foundation

/// iTerm2's inline image sequence (iterm2.com/documentation-images.html), also understood by WezTerm: the
/// terminal receives an encoded image file and decodes and scales it itself.
enum ITermInlineImage {
    /// `ESC ] 1337 ; File=… : base64 BEL` showing `jpeg` in `columns` × `rows` cells at the cursor.
    /// Plain numbers mean cells; `preserveAspectRatio=0` because the picture arrives already cropped to
    /// that box; `doNotMoveCursor=1` is WezTerm's documented extension (iTerm2 ignores keys it does not
    /// know), so the frame drawn around the picture stays put. Printed output (`movesCursor`) leaves it
    /// out: there the cursor should end below the picture, as iTerm2 leaves it.
    static func sequence(jpeg: [UInt8], columns: Int, rows: Int, movesCursor: Bool = false) -> String {
        let arguments = "inline=1;size=\(jpeg.count);width=\(columns);height=\(rows);preserveAspectRatio=0" + (movesCursor ? "" : ";doNotMoveCursor=1")
        return "\u{1B}]1337;File=\(arguments):\(Data(jpeg).base64EncodedString())\u{07}"
    }
}

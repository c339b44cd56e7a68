import Foundation

/// Why a file is not JSON, in words a person can act on in an editor: "it is not JSON (line 3, column 3)",
/// "it ends before its JSON does", "it is empty", "it nests arrays and objects deeper than
/// photolist reads (line 1, column 2561)".
///
/// `JSONDecoder` on Linux says only that the data "was not valid JSON". `JSONSerialization` names the byte
/// where it stopped ("around character 23", counted after a byte-order mark), which this turns into a
/// line and a column of characters. Which text is JSON stays Foundation's rule; this only locates.
enum JSONSyntaxPlace {
    /// Why `data` is not JSON, with where it stops being JSON when Foundation names the place; `nil` when
    /// it parses.
    static func describe(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return "it is empty" }
        let message: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            return nil
        } catch {
            message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        }
        if message.hasPrefix("Unexpected end of file") { return "it ends before its JSON does" }
        guard let number = message.firstMatch(of: /around character (\d+)/).flatMap({ Int($0.1) }) else { return "it is not JSON" }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        let offset = start + number
        guard offset <= bytes.count else { return "it is not JSON" }
        let before = bytes[..<offset]
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? start
        let line = before.count(where: { $0 == 0x0A }) + 1
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        // Foundation reads at most 512 levels of arrays and objects: deeper is JSON, but not read.
        let what = message.hasPrefix("Too many nested") ? "it nests arrays and objects deeper than photolist reads" : "it is not JSON"
        return "\(what) (line \(line), column \(column))"
    }
}

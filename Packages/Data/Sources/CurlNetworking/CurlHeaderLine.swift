/// One line curl hands the header callback, read straight from its bytes.
///
/// This runs once per response header, on the transfer thread, so it works on the raw bytes: going through
/// Foundation (`trimmingCharacters`) made header parsing a fifth of the client's whole cost per request.
enum CurlHeaderLine: Equatable {
    /// `HTTP/…`: a new response begins (the first, or the next after a redirect or a 1xx).
    case statusLine
    /// `Name: value`, the value without surrounding spaces, tabs or the line's CR LF.
    case field(name: String, value: String)
    /// The blank line that ends the headers, or a line that is not a field.
    case other

    /// Reads one header line as curl delivers it (with its line ending).
    init(_ bytes: UnsafeRawBufferPointer) {
        let line = bytes.bindMemory(to: UInt8.self)
        if line.starts(with: Self.statusPrefix) {
            self = .statusLine
            return
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            self = .other
            return
        }
        let name = Self.trimmed(line[..<colon])
        guard !name.isEmpty else {
            self = .other
            return
        }
        let value = Self.trimmed(line[(colon + 1)...])
        self = .field(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    private static let statusPrefix: [UInt8] = Array("HTTP/".utf8)

    /// `slice` without leading and trailing spaces, tabs, CRs and LFs.
    private static func trimmed(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        func isBlank(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
        }
        var start = slice.startIndex
        var end = slice.endIndex
        while start < end, isBlank(slice[start]) { start += 1 }
        while end > start, isBlank(slice[end - 1]) { end -= 1 }
        return slice[start..<end]
    }
}

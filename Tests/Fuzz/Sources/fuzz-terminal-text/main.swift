import FuzzSupport

// Whatever an API sends, the sanitised line holds no control a terminal acts on, and truncation, padding
// and wrapping keep to the columns they are given.
FuzzDriver.run { bytes in
    guard let first = bytes.first else { return }
    let columns = Int(first % 64) + 1
    let line = TerminalText.sanitizedLine(String(decoding: bytes.dropFirst(), as: UTF8.self))
    fuzzCheck(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }, "a control survived sanitising")
    let truncated = TerminalText.truncated(line, to: columns)
    fuzzCheck(TerminalText.width(truncated) <= columns, "truncated to \(columns) but \(TerminalText.width(truncated)) wide")
    let padded = TerminalText.padded(line, to: columns)
    fuzzCheck(TerminalText.width(padded) >= min(columns, TerminalText.width(line)), "padding shrank the text")
    for wrappedLine in TerminalText.wrapped(line, to: columns, limit: 50) {
        fuzzCheck(TerminalText.width(wrappedLine) <= columns, "a wrapped line is \(TerminalText.width(wrappedLine)) wide at \(columns)")
    }
}

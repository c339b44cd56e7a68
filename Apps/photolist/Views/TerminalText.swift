/// Makes text from an API safe and measurable for a terminal.
enum TerminalText {
    /// Removes every control character a terminal could interpret: C0 (U+0000–001F), DEL (U+007F) and C1
    /// (U+0080–009F; 0x9B alone is a CSI). Line breaks and tabs become spaces, so a field stays on one line.
    /// This defeats escape injection (CWE-150): ESC, CSI and OSC sequences lose their introducer.
    static func sanitizedLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D:
                result.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The number of terminal columns `text` occupies (wide East Asian characters and emoji count two,
    /// combining marks zero).
    static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` cut to at most `columns` columns, ending in `…` when cut.
    static func truncated(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        guard width(text) > columns else { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = width(String(character))
            if used + characterWidth > columns - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    /// `text` padded with spaces to exactly `columns` columns (truncated first if longer).
    static func padded(_ text: String, to columns: Int) -> String {
        let cut = truncated(text, to: columns)
        return cut + String(repeating: " ", count: max(0, columns - width(cut)))
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
            || value == 0x200B || (0xFE00...0xFE0F).contains(value) {
            return 0
        }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }
}

import CTerminalGuard

/// How many terminal cells a character takes: the C library's Unicode tables (`wcwidth` under a UTF-8
/// locale) for single code points, and the rules terminals follow for grapheme clusters (an emoji ZWJ
/// sequence, a flag, a character with VS16 or a skin tone, a letter with combining marks is one cluster
/// drawn once). The one measure every layout uses, through ``TerminalText``.
///
/// Terminals still disagree on some clusters (tmux 3.3 draws `❤️` in one cell, kitty in two), so layouts
/// also place each column at an absolute position (``TerminalText/column(_:)``): a cluster measured
/// differently shifts no column after it.
enum CellWidth {
    /// Whether `wcwidth` answers for Unicode: the process's character type is set to a UTF-8 locale
    /// once (only `LC_CTYPE`: numbers, dates and messages keep the C locale).
    private static let usesUnicodeTables = photolist_use_utf8_ctype() == 1

    /// The cells `character` takes: 0, 1 or 2.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        guard scalars.count > 1 else { return of(first) }
        if isRegionalIndicator(first) {
            return scalars.dropFirst().first.map(isRegionalIndicator) == true ? 2 : 1
        }
        // VS16 asks for emoji presentation, which is two cells wide; a ZWJ sequence or a skin tone is drawn
        // as its first emoji; combining marks and Hangul vowels and finals take no cell of their own.
        if scalars.contains("\u{FE0F}") { return 2 }
        return of(first)
    }

    /// The cells `scalar` takes alone: `wcwidth`'s answer, with control and unassigned code points (for
    /// which it answers -1) taking none and one.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x7F { return 1 }
        guard usesUnicodeTables else { return 1 }
        let width = photolist_wcwidth(value)
        if width >= 0 { return Int(width) }
        return scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format ? 0 : 1
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}

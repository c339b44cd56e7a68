/// Wraps an escape sequence so tmux hands it to the outer terminal unchanged (it needs
/// `set -g allow-passthrough on`): `ESC P tmux;`, the sequence with every ESC doubled, then `ESC \`.
enum TmuxPassthrough {
    /// `sequence` as one tmux passthrough DCS.
    static func wrap(_ sequence: String) -> String {
        var wrapped = "\u{1B}Ptmux;"
        wrapped.unicodeScalars.reserveCapacity(sequence.unicodeScalars.count + 16)
        for scalar in sequence.unicodeScalars {
            if scalar == "\u{1B}" { wrapped.unicodeScalars.append(scalar) }
            wrapped.unicodeScalars.append(scalar)
        }
        return wrapped + "\u{1B}\\"
    }
}

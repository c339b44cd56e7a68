/// The cells of one line of `capture-pane -e` output: each character with the truecolor foreground and
/// background in force where it was drawn.
struct SGRCells {
    /// One drawn character and its colours (`nil`: the default colour).
    struct Cell {
        let character: Character
        let foreground: (Int, Int, Int)?
        let background: (Int, Int, Int)?
    }

    let cells: [Cell]

    /// Parses `line`, following `ESC[…m` sequences (38;2, 48;2, 39, 49, 0); other escapes are skipped.
    init(_ line: String) {
        var cells: [Cell] = []
        var (foreground, background): ((Int, Int, Int)?, (Int, Int, Int)?) = (nil, nil)
        var characters = Array(line)[...]
        while let character = characters.popFirst() {
            guard character == "\u{1B}" else {
                cells.append(Cell(character: character, foreground: foreground, background: background))
                continue
            }
            guard characters.first == "[" else { continue }
            characters.removeFirst()
            var parameters = ""
            while let next = characters.popFirst(), !next.isLetter { parameters.append(next) }
            let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            var index = 0
            while index < numbers.count {
                switch numbers[index] {
                case 0: (foreground, background) = (nil, nil)
                case 39: foreground = nil
                case 49: background = nil
                case 38 where index + 4 < numbers.count && numbers[index + 1] == 2:
                    foreground = (numbers[index + 2], numbers[index + 3], numbers[index + 4])
                    index += 4
                case 48 where index + 4 < numbers.count && numbers[index + 1] == 2:
                    background = (numbers[index + 2], numbers[index + 3], numbers[index + 4])
                    index += 4
                default: break
                }
                index += 1
            }
        }
        self.cells = cells
    }

    /// The cells drawing the upper half block `▀` (a picture's cells).
    var halfBlocks: [Cell] { cells.filter { $0.character == "▀" } }
}

/// Whether `colour` is within `tolerance` of `expected` on every channel.
func isNear(_ colour: (Int, Int, Int)?, _ expected: (Int, Int, Int), tolerance: Int = 24) -> Bool {
    guard let colour else { return false }
    return abs(colour.0 - expected.0) <= tolerance && abs(colour.1 - expected.1) <= tolerance && abs(colour.2 - expected.2) <= tolerance
}

import Foundation

/// The command lines of README.md's "Using photolist" block, as a reader would copy them.
///
/// The tests run as an ordinary user from a staged folder that may not be able to read the repository, so
/// `Scripts/test` copies README.md next to the test bundle; run directly (`swift test`), the bundle is in
/// the build folder and the README is found in the repository, from this file's path.
struct ReadmeExamples {
    /// One example: the arguments after `swift run photolist`, and the environment assignments before it.
    struct Example: CustomStringConvertible {
        /// The line as written, its comment removed.
        let line: String
        /// `NAME=value` assignments that precede `swift run`.
        let assignments: [String]
        /// The arguments after `swift run photolist`.
        let arguments: [String]

        var description: String { line }
    }

    /// Every example, in the README's order.
    let examples: [Example]

    /// Reads the README.
    /// - Throws: when no README can be found or it has no "Using photolist" block.
    init(filePath: String = #filePath) throws {
        let text = try String(contentsOf: try Self.location(filePath: filePath), encoding: .utf8)
        guard let section = text.range(of: "## Using photolist"),
              let start = text.range(of: "```sh\n", range: section.upperBound..<text.endIndex),
              let end = text.range(of: "```", range: start.upperBound..<text.endIndex)
        else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "README.md has no 'Using photolist' sh block"]) }
        examples = text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { Self.example(String($0)) }
    }

    /// README.md beside the test bundle (staged by Scripts/test), else in the repository.
    static func location(filePath: String) throws -> URL {
        let bundleFolders = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        let repository = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = (bundleFolders + [repository]).map { $0.appendingPathComponent("README.md") }
        guard let readable = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "README.md is in none of \(candidates.map(\.path))"])
        }
        return readable
    }

    /// The example on `line`, or `nil` for a line that runs no `swift run photolist`.
    private static func example(_ line: String) -> Example? {
        let words = shellWords(line)
        guard let run = words.indices.first(where: { Array(words[$0...].prefix(3)) == ["swift", "run", "photolist"] }) else { return nil }
        let code = line.range(of: " # ").map { String(line[..<$0.lowerBound]) } ?? line
        return Example(
            line: code.trimmingCharacters(in: .whitespaces),
            assignments: Array(words[..<run]),
            arguments: Array(words[(run + 3)...])
        )
    }

    /// `line` split as a shell splits words: white space separates, quotes group, and a `#` that starts a
    /// word starts a comment.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word = (word ?? "") + String(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                word = word ?? ""
            } else if character.isWhitespace {
                if let finished = word { words.append(finished) }
                word = nil
            } else if character == "#", word == nil {
                break
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let finished = word { words.append(finished) }
        return words
    }
}

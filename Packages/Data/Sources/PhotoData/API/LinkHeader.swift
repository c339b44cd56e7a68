/// The `Link` response header (RFC 8288): target URIs keyed by relation type, e.g. `next` and `last`.
public struct LinkHeader: Sendable, Hashable {
    /// Target URI by relation type, lower-cased in ASCII. When a relation repeats, the first link wins.
    public let targets: [String: String]

    /// Parses every `Link` field value; malformed links are skipped, never fatal.
    public init(_ fieldValues: [String]) {
        var targets: [String: String] = [:]
        for value in fieldValues {
            for link in Self.links(in: value) {
                for relation in link.relations where targets[relation] == nil {
                    targets[relation] = link.target
                }
            }
        }
        self.targets = targets
    }

    /// The target of relation `relation` (compared ASCII case-insensitively), if present.
    public subscript(relation: String) -> String? {
        targets[Self.asciiLowercased(relation)]
    }

    /// RFC 8288 compares relation types and parameter names case-insensitively in ASCII only; Unicode case
    /// mapping would change lengths and merge distinct names (`ß` upper-cases to `SS`).
    static func asciiLowercased(_ text: some StringProtocol) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    private static func links(in value: String) -> [(target: String, relations: [String])] {
        var links: [(String, [String])] = []
        var scanner = Substring(value)
        while let open = scanner.firstIndex(of: "<") {
            scanner = scanner[scanner.index(after: open)...]
            guard let close = scanner.firstIndex(of: ">") else { break }
            let target = String(scanner[..<close])
            scanner = scanner[scanner.index(after: close)...]
            let (parameters, rest) = parameterList(scanner)
            scanner = rest
            let relations = parameters
                .filter { $0.name == "rel" }
                .prefix(1)  // RFC 8288 §3.3: occurrences after the first are ignored
                .flatMap { $0.value.split(whereSeparator: \.isWhitespace).map { Self.asciiLowercased($0) } }
            links.append((target, relations))
        }
        return links
    }

    /// Reads `; name=value; name="quoted, value"` up to the comma that ends the link.
    private static func parameterList(_ text: Substring) -> ([(name: String, value: String)], Substring) {
        var parameters: [(String, String)] = []
        var rest = text
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard rest.first == ";" else { break }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            let name = rest.prefix { $0 != "=" && $0 != ";" && $0 != "," && !$0.isWhitespace }
            rest = rest[name.endIndex...].drop { $0 == " " || $0 == "\t" }
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
                if rest.first == "\"" {
                    (value, rest) = quotedString(rest.dropFirst())
                } else {
                    let token = rest.prefix { $0 != ";" && $0 != "," }
                    value = token.trimmingSpaces()
                    rest = rest[token.endIndex...]
                }
            }
            parameters.append((asciiLowercased(name), value))
        }
        if rest.first == "," { rest = rest.dropFirst() }
        return (parameters, rest)
    }

    private static func quotedString(_ text: Substring) -> (String, Substring) {
        var value = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\\", text.index(after: index) < text.endIndex {
                index = text.index(after: index)
                value.append(text[index])
            } else if character == "\"" {
                return (value, text[text.index(after: index)...])
            } else {
                value.append(character)
            }
            index = text.index(after: index)
        }
        return (value, text[text.endIndex...])
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

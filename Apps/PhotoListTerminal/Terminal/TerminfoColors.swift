import Foundation

/// How many colours a terminal type shows, read from its compiled terminfo entry: the `colors` number
/// that `tput colors` prints. The entry is found where ncurses looks (`$TERMINFO`, `~/.terminfo`,
/// `$TERMINFO_DIRS`, then the system's folders), and read in both of ncurses' formats (16-bit numbers,
/// and the extended one with 32-bit numbers). It is untrusted input: every size is checked before use.
enum TerminfoColors {
    /// The largest entry read; real ones are a few kilobytes.
    static let maximumEntryBytes = 65_536
    /// `colors`' place among terminfo's numeric capabilities (`cols`, `it`, `lines`, … `wnum`, `colors`).
    private static let colorsIndex = 13

    /// The number of colours the entry for `term` gives (0 when it names none, as `vt100`'s), or `nil`
    /// when no readable entry is found.
    static func colors(term: String, environment: [String: String]) -> Int? {
        // A terminal's name, never a path.
        guard let first = term.utf8.first, !term.contains("/"), term != ".", term != ".." else { return nil }
        let subfolders = [String(UnicodeScalar(first)), String(format: "%02x", first)]
        for folder in searchFolders(environment) {
            for subfolder in subfolders {
                let path = "\(folder)/\(subfolder)/\(term)"
                guard let handle = FileHandle(forReadingAtPath: path) else { continue }
                defer { try? handle.close() }
                guard let data = try? handle.read(upToCount: maximumEntryBytes) else { continue }
                return colors(inEntry: Array(data))
            }
        }
        return nil
    }

    /// The folders searched, in ncurses' order.
    static func searchFolders(_ environment: [String: String]) -> [String] {
        var folders: [String] = []
        if let own = environment["TERMINFO"], !own.isEmpty { folders.append(own) }
        if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/.terminfo") }
        if let list = environment["TERMINFO_DIRS"] {
            // An empty element stands for the system's folder.
            folders += list.split(separator: ":", omittingEmptySubsequences: false).map { $0.isEmpty ? "/usr/share/terminfo" : String($0) }
        }
        return folders + ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
    }

    /// The `colors` number of a compiled entry: 0 when the entry has none, `nil` when it is not one.
    static func colors(inEntry bytes: [UInt8]) -> Int? {
        func integer(at offset: Int, size: Int) -> Int? {
            guard offset >= 0, size <= 4, offset + size <= bytes.count else { return nil }
            var value: UInt32 = 0
            for index in 0..<size { value |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
            return size == 2 ? Int(Int16(truncatingIfNeeded: value)) : Int(Int32(bitPattern: value))
        }
        let numberSize: Int
        switch integer(at: 0, size: 2) {
        case 0o432: numberSize = 2
        case 0o1036: numberSize = 4
        default: return nil
        }
        guard let namesBytes = integer(at: 2, size: 2), let booleans = integer(at: 4, size: 2), let numbers = integer(at: 6, size: 2),
              namesBytes >= 0, booleans >= 0, numbers >= 0 else { return nil }
        var offset = 12 + namesBytes + booleans
        offset += offset % 2  // the numbers start on an even byte
        guard offset + numbers * numberSize <= bytes.count else { return nil }
        guard numbers > colorsIndex, let colors = integer(at: offset + colorsIndex * numberSize, size: numberSize) else { return 0 }
        return max(0, colors)  // -1 absent, -2 cancelled
    }
}

import DomainTesting
import Foundation
@testable import PhotoListTerminal
import Testing

/// The terminfo reader against ncurses' own: `tput colors` over every entry the system has, entries
/// compiled by `tic` in both of its formats, and damaged entries.
@Suite("Colours from terminfo", .serialized)
struct TerminfoColorsTests {
    /// Runs `program` with `arguments`; its standard output, trimmed.
    private func output(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("given every terminal type in the system's terminfo folders, when its colours are read, then they are what tput colors says (its -1 read as none)")
    func everySystemEntryAgreesWithTput() throws {
        let names = Set(["/lib/terminfo", "/usr/share/terminfo", "/etc/terminfo"].flatMap { folder in
            ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).compactMap { path in
                let parts = path.split(separator: "/")
                return parts.count == 2 ? String(parts[1]) : nil
            }
        })
        try #require(names.contains("xterm-256color") && names.contains("vt100"), "the system's terminfo entries (ncurses-base)")

        for name in names.sorted() {
            let expected = Int(try output("tput", ["-T", name, "colors"]))
            #expect(TerminfoColors.colors(term: name, environment: [:]) == expected.map { max(0, $0) }, "\(name)")
        }
    }

    @Test("given entries compiled by tic with 88 colours and with 2^24 (which needs its 32-bit format), when the mode is detected, then 88 is 16 colours and 2^24 is 256; vt100 is none, plain xterm 256, ansi 16, an unknown type 256")
    func compiledEntriesChooseTheMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-terminfo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("entries.src")
        try Data("""
        photolist-88|eighty-eight colours,
        \tcolors#88, pairs#7744, use=xterm,
        photolist-direct|direct colour,
        \tcolors#0x1000000, pairs#0x10000, use=xterm,

        """.utf8).write(to: source)
        _ = try output("tic", ["-x", "-o", folder.path, source.path])
        let environment = ["TERMINFO": folder.path]
        func mode(_ term: String) -> ColorMode {
            ColorMode.detect(environment: environment.merging(["TERM": term]) { $1 }, allowsColor: true, isTerminal: true)
        }
        let direct = try Data(contentsOf: folder.appendingPathComponent("p/photolist-direct"))

        #expect(TerminfoColors.colors(term: "photolist-88", environment: environment) == 88)
        #expect(TerminfoColors.colors(term: "photolist-direct", environment: environment) == 16_777_216)
        #expect(direct.prefix(2) == Data([0x1E, 0x02]), "tic wrote the 32-bit format")
        #expect(mode("photolist-88") == .ansi16)
        #expect(mode("photolist-direct") == .ansi256)
        #expect(mode("vt100") == .none)
        #expect(mode("xterm") == .ansi256)
        #expect(mode("ansi") == .ansi16)
        #expect(mode("no-such-terminal") == .ansi256)
        #expect(TerminfoColors.colors(term: "../x/xterm", environment: environment) == nil, "a name, never a path")
    }

    @Test("given a real entry cut at every length, and bytes that are no entry, when read, then the reader never reads past them: a whole entry's number, or nil")
    func damagedEntries() throws {
        let path = try #require(TerminfoColors.searchFolders([:]).map { "\($0)/x/xterm-256color" }.first { FileManager.default.fileExists(atPath: $0) })
        let entry = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(TerminfoColors.colors(inEntry: entry) == 256)

        for length in 0..<entry.count {
            let value = TerminfoColors.colors(inEntry: Array(entry.prefix(length)))
            #expect(value == nil || value == 256, "cut at \(length): \(String(describing: value))")
        }
        var generator = SplitMix64(seed: 0x7E4F)
        for _ in 0..<2_000 {
            var bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if bytes.count >= 2, Bool.random(using: &generator) { (bytes[0], bytes[1]) = (0x1A, 0x01) }  // the 16-bit magic
            _ = TerminfoColors.colors(inEntry: bytes)
        }
    }
}

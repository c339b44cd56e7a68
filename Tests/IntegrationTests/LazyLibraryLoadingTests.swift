import Foundation
import Testing

/// libcurl (and the thirty libraries it brings) is opened on the first request, not at start-up. The
/// dynamic loader itself says which libraries a run opened (`LD_DEBUG=files`), so nothing here trusts the
/// app's own account of it.
@Suite("Libraries loaded on first use", .timeLimit(.minutes(2 * TestTime.scale)))
struct LazyLibraryLoadingTests {
    /// The shared objects the dynamic loader opened during `photolist arguments…`.
    private static func librariesOpened(by arguments: [String]) throws -> (run: PhotoListBinary.Run, libraries: Set<String>) {
        let run = try PhotoListBinary.run(arguments, environment: ["LD_DEBUG": "files"])
        // Lines like "  12345:	file=libcurl.so.4 [0];  needed by ./photolist [0]" or "…dynamically loaded by …".
        let libraries = run.standardError.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "file=") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != " " && $0 != "[" })
        }
        return (run, Set(libraries))
    }

    @Test("given --version, when run, then libcurl is never opened")
    func versionOpensNoCurl() throws {
        let (run, libraries) = try Self.librariesOpened(by: ["--version"])
        #expect(run.status == 0)
        #expect(!libraries.isEmpty, "LD_DEBUG=files listed no library at all: \(run.standardError.prefix(300))")
        #expect(!libraries.contains { $0.hasPrefix("libcurl") }, "opened: \(libraries.sorted())")
    }

    @Test("given a listing from the demo, when run, then libcurl is opened, for its first request")
    func listingOpensCurl() throws {
        let (run, libraries) = try Self.librariesOpened(by: ["list", "--json"])
        #expect(run.status == 0, "\(run.standardError.suffix(300))")
        #expect(libraries.contains { $0.hasPrefix("libcurl") }, "opened: \(libraries.sorted())")
    }

    @Test("given a libcurl that cannot be loaded, when --version runs, then it works; when a listing needs the network, then one line says what to install and it exits 3")
    func missingCurlIsOneLine() throws {
        // Files named like libcurl that are not libraries, found first through LD_LIBRARY_PATH.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-no-curl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"] {
            try Data("not a library".utf8).write(to: folder.appendingPathComponent(name))
        }
        let environment = ["LD_LIBRARY_PATH": folder.path]

        let version = try PhotoListBinary.run(["--version"], environment: environment)
        #expect(version.status == 0 && !version.standardOutput.isEmpty)

        let list = try PhotoListBinary.run(["list"], environment: environment)
        #expect(list.status == 3)
        let lines = list.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(list.standardError)")
        #expect(list.standardError.contains("libcurl") && list.standardError.contains("install libcurl4"), "\(list.standardError)")
    }
}

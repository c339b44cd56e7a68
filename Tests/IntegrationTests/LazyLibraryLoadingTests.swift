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
}

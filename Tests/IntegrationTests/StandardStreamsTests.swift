import Foundation
import Testing

/// End to end: what photolist does when its standard output or error cannot take what it writes. Output
/// that was lost is never a success; a reader that went away ends the process quietly, as it ends any
/// Unix tool; no failure to write an error line crashes the process.
@Suite("photolist with unusual standard streams", .timeLimit(.minutes(2 * TestTime.scale)))
struct StandardStreamsTests {
    @Test("given standard output on a full device, when list runs, then it exits 1 and one line says the output was not written")
    func fullStandardOutput() throws {
        let run = try StreamedRun.run(["list", "--json"], output: .path("/dev/full"))

        #expect(run.status == 1)
        #expect(run.standardError == "photolist: cannot write to standard output: No space left on device\n")
    }

    @Test("given standard output on a full device, when help, the version or a completion script is printed, then it exits 1",
          arguments: [["--help"], ["--version"], ["list", "--help"], ["--generate-completion-script", "bash"]])
    func helpThatCannotBeWrittenIsNotASuccess(arguments: [String]) throws {
        let run = try StreamedRun.run(arguments, output: .path("/dev/full"))

        #expect(run.status == 1)
        #expect(run.standardError == "photolist: cannot write to standard output: No space left on device\n")
    }

    @Test("given standard output to a file under a file-size limit smaller than the help (ulimit -f), when the help is printed, then it exits 1 and one line says the output was not written, not the kernel's SIGXFSZ",
          arguments: [["--help"], ["list", "--help"]])
    func outputPastTheFileSizeLimit(arguments: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-fsize-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let run = try PhotoListBinary.run(
            ["-c", "ulimit -f 1; exec \"$0\" \"$@\" > \"$OUT\"", PhotoListBinary.url.path] + arguments,
            environment: ["OUT": folder.appendingPathComponent("out").path], executable: "/bin/sh"
        )

        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError == "photolist: cannot write to standard output: File too large\n")
    }

    @Test("given standard output closed, when list runs, then it exits 1 and one line says standard output is closed")
    func closedStandardOutput() throws {
        let run = try StreamedRun.run(["list", "--json"], output: .closed)

        #expect(run.status == 1)
        #expect(run.standardError == "photolist: cannot write to standard output: it is closed\n")
    }

    @Test("given standard output closed or full, when a favourite is added, then it exits 1 and its one line says the favourite was added all the same: it is in the library",
          arguments: [StreamedRun.Target.closed, .path("/dev/full")])
    func aChangeMadeIsToldWhenItsOutputIsLost(_ target: StreamedRun.Target) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-streams-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let id = try #require(try PhotoListBinary.run(["list", "--json", "--per-page", "1"]).photoIDs.first)

        let run = try StreamedRun.run(["favorites", "add", id], output: target, home: home)
        let favourites = try PhotoListBinary.run(["favorites", "list", "--json"], environment: ["HOME": home.path])

        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("photolist: cannot write to standard output: "), "\(run.standardError)")
        #expect(run.standardError.hasSuffix(" (\(id) was added to the favourites all the same)\n"), "\(run.standardError)")
        #expect(favourites.standardOutput.contains("\"\(id)\""), "\(favourites.standardOutput)")
    }

    @Test("given a reader that has already gone, when list writes, then the process ends by SIGPIPE and says nothing")
    func brokenPipeEndsQuietly() throws {
        let run = try StreamedRun.run(["list", "--json"], output: .pipeWithoutReader)

        #expect(run.signal == SIGPIPE)
        #expect(run.standardError.isEmpty)
    }

    @Test("given a reader that has already gone, when download -o - writes the photo, then the process ends by SIGPIPE and leaves nothing in its temporary folder")
    func brokenPipeLeavesNoStagedDownload() throws {
        let listed = try PhotoListBinary.run(["list", "--json", "--per-page", "1"])
        let page = try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [String: Any]
        let id = try #require((page?["photos"] as? [[String: Any]])?.first?["id"] as? String)
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }

        let run = try StreamedRun.run(["download", id, "--size", "small", "-o", "-"], output: .pipeWithoutReader, environment: ["TMPDIR=\(temporary.path)"])

        #expect(run.signal == SIGPIPE, "status \(run.status), stderr: \(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test("given standard error closed or full, when a command fails, then it exits with its documented status and does not crash",
          arguments: [StreamedRun.Target.closed, .path("/dev/full")])
    func unusableStandardError(_ target: StreamedRun.Target) throws {
        let run = try StreamedRun.run(["show", "no-such-photo"], error: target)

        #expect(run.signal == nil)
        #expect(run.status == 5)
    }
}

/// One run of the binary with chosen standard output and error, through `posix_spawn`, which can leave a
/// descriptor closed or point it anywhere (Foundation's `Process` cannot).
struct StreamedRun {
    /// Where a standard descriptor goes.
    enum Target: Sendable, CustomTestStringConvertible {
        /// Opened for writing.
        case path(String)
        /// Not open at all.
        case closed
        /// The write end of a pipe whose read end is closed before the process starts.
        case pipeWithoutReader
        /// A file the run reads back.
        case captured

        var testDescription: String {
            switch self {
            case .path(let path): path
            case .closed: "closed"
            case .pipeWithoutReader: "a pipe without a reader"
            case .captured: "a file"
            }
        }
    }

    /// The exit status, when the process exited.
    let status: Int32?
    /// The signal that ended the process, when one did.
    let signal: Int32?
    /// What it wrote to standard error, when that was captured.
    let standardError: String

    /// `environment` adds `NAME=value` entries to the run's few (HOME, PATH, LANG); HOME is `home`, kept
    /// after the run, else a folder of the run's own, removed after it.
    static func run(
        _ arguments: [String], output: Target = .captured, error: Target = .captured, environment extra: [String] = [], home given: URL? = nil
    ) throws -> StreamedRun {
        let home = given ?? FileManager.default.temporaryDirectory.appendingPathComponent("photolist-streams-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { if given == nil { try? FileManager.default.removeItem(at: home) } }
        let captured = home.appendingPathComponent("captured")

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var pipeEnds: [Int32] = [-1, -1]
        for (descriptor, target) in [(Int32(1), output), (Int32(2), error)] {
            switch target {
            case .path(let path):
                posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY, 0)
            case .closed:
                posix_spawn_file_actions_addclose(&actions, descriptor)
            case .captured:
                posix_spawn_file_actions_addopen(&actions, descriptor, captured.path + "\(descriptor)", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .pipeWithoutReader:
                guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) }
                close(pipeEnds[0])
                posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], descriptor)
            }
        }
        let attributes = SpawnAttributes()

        let argv = ([PhotoListBinary.url.path] + arguments).map { strdup($0) } + [nil]
        let variables: [String] = ["HOME=\(home.path)", "PATH=/usr/bin:/bin", "LANG=C.UTF-8"] + extra
        let environment = variables.map { strdup($0) } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, PhotoListBinary.url.path, &actions, &attributes.raw, argv, environment)
        if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}

        let signalled = status & 0x7f
        return StreamedRun(
            status: signalled == 0 ? (status >> 8) & 0xff : nil,
            signal: signalled == 0 ? nil : signalled,
            standardError: (try? String(contentsOf: URL(fileURLWithPath: captured.path + "2"), encoding: .utf8)) ?? ""
        )
    }
}

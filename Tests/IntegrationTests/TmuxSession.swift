import Foundation

/// The built `photolist` running in a real terminal: a private tmux server (its own socket) with one
/// window of a chosen size. Tests type with ``send(_:)``, read the screen with ``screen()``, and learn how
/// the run ended from files the wrapping shell writes: the exit status, and `stty -g` before and after.
final class TmuxSession {
    /// Why a wait ended without its condition.
    struct Timeout: Error, CustomStringConvertible {
        let waitingFor: String
        let screen: String
        /// What else shows why: the threads of a photolist that did not exit (``ProcessThreads``).
        var evidence = ""
        var description: String {
            "timed out waiting for \(waitingFor); the screen was:\n\(screen)" + (evidence.isEmpty ? "" : "\n\(evidence)")
        }
    }

    let directory: URL
    private let socket = "photolist-e2e-\(UUID().uuidString.prefix(8))"
    /// Writes in `directory`: the pane's output (copied to `pane-output`) and the shell's exit files.
    private let activity: FolderActivity

    /// Starts `photolist arguments…` in a `columns` × `rows` window with a private HOME and XDG folders;
    /// `prepareHome` may put files in that HOME first. With `jobControl`, photolist runs from an
    /// interactive shell, `jobShell` (bash unless named: Ctrl-Z stops it and `fg` resumes it), instead of a
    /// plain `sh -c`. `launcher` is a command photolist runs under (`["timeout", "30"]`).
    init(
        _ arguments: [String] = [],
        launcher: [String] = [],
        columns: Int = 100,
        rows: Int = 30,
        jobControl: Bool = false,
        jobShell: String = "bash --norc --noprofile -i",
        environment extra: [String: String] = [:],
        prepareHome: (URL) throws -> Void = { _ in }
    ) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try prepareHome(directory)
        activity = try FolderActivity(watching: directory)
        var environment = [
            "HOME": directory.path, "TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8",
            "PATH": "/usr/bin:/bin", "XDG_DOWNLOAD_DIR": directory.path,
        ]
        // Sanitizer settings (Scripts/test --sanitize) must reach the binary through `env -i` too.
        for name in ["ASAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        environment.merge(extra) { $1 }
        let command = (launcher + [PhotoListBinary.url.path] + arguments).map(Self.quoted).joined(separator: " ")
        // `exec cat` keeps the window (and its last screen) after photolist ends; `exec env` makes the
        // script's shell the pane's process, so photolist is its child whichever shell tmux started.
        let run = "cd \(Self.quoted(directory.path)); stty -g > before; \(command); echo $? > status; stty -g > after"
        let script = jobControl ? "cd \(Self.quoted(directory.path)); exec \(jobShell)" : run + "; exec cat"
        if jobControl {
            try run.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            environment["PS1"] = "shell$ "
        }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        // tmux runs the window's command with the user's login shell, which for service accounts such as
        // `nobody` (Scripts/run-unprivileged) is nologin: name a real one.
        let configuration = directory.appendingPathComponent("tmux.conf")
        // set-clipboard on: an OSC 52 copy lands in a tmux buffer a test can read (``buffer()``).
        try "set-option -g default-shell /bin/sh\nset-option -g set-clipboard on\n".write(to: configuration, atomically: true, encoding: .utf8)
        try tmux(["-f", configuration.path, "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "exec env -i \(assignments) sh -c \(Self.quoted(script))"])
        // Every byte the pane is sent is copied to a file here, so a wait learns the screen may have changed.
        try tmux(["pipe-pane", "-o", "cat >> \(Self.quoted(directory.appendingPathComponent("pane-output").path))"])
        if jobControl {
            // The script runs as one job (sh and photolist share its process group), so `fg` resumes both.
            try waitFor("shell$")
            try type("sh run.sh")
            try send("Enter")
        }
    }

    deinit {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Sends tmux key names (`j`, `Enter`, `Escape`, `PageDown`, `C-c`, …).
    func send(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// Sends tmux key names given as a list, in one command: they arrive together, as a burst.
    func send(_ keys: [String]) throws {
        try tmux(["send-keys"] + keys)
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-l", text])
    }

    /// Sends raw bytes to the program, as a terminal would (a mouse report, say).
    func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Pastes `text` as a terminal does (`paste-buffer -p`): between bracketed-paste markers when the
    /// program asked for them (mode 2004), bare otherwise; line feeds arrive as carriage returns.
    func paste(_ text: String) throws {
        let file = directory.appendingPathComponent("paste-\(UUID().uuidString)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try tmux(["load-buffer", "-b", "test-paste", file.path])
        try tmux(["paste-buffer", "-p", "-d", "-b", "test-paste"])
    }

    /// Writes `text` straight to the pane's terminal, as another program sharing it would.
    func writeToTerminal(_ text: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: try paneTTY()))
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(text.utf8))
    }

    /// The newest tmux paste buffer (where an OSC 52 copy lands).
    func buffer() throws -> String {
        try tmux(["show-buffer"])
    }

    /// The visible screen as plain text.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p"])
    }

    /// The pane's scrollback and visible screen, as plain text: what a user scrolling back would see.
    func screenAndScrollback() throws -> String {
        try tmux(["capture-pane", "-p", "-S", "-"])
    }

    /// The visible screen with its colours and attributes as SGR escape sequences (`capture-pane -e`).
    func screenWithColours() throws -> String {
        try tmux(["capture-pane", "-p", "-e"])
    }

    /// The window title the program set (an OSC title escape would change it).
    func title() throws -> String {
        try tmux(["display-message", "-p", "#{pane_title}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the window.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The pid of the running photolist: the one in the pane's session (its shell leads it), however deep
    /// (under `sh run.sh` with job control).
    func photolistPID() throws -> Int32 {
        let shell = try tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try Self.run("/usr/bin/pgrep", ["-s", shell, "-x", "photolist"])
        guard let pid = children.split(separator: "\n").first.flatMap({ Int32($0) }) else {
            throw Timeout(waitingFor: "a photolist process under the pane's shell", screen: try screen())
        }
        return pid
    }

    /// Polls the screen until `condition` holds on two captures in a row that show the same screen, up to
    /// `seconds`, capturing it again each time the pane draws; no fixed delay is involved. A frame tmux is
    /// still drawing (the new title over the old rows) changes by the next capture, so it does not pass.
    @discardableResult
    func waitForScreen(_ what: String, seconds: Double = 20 * Double(TestTime.scale), _ condition: (String) -> Bool) throws -> String {
        try pollSettled(what, seconds: seconds, condition)
    }

    /// The screen's last non-empty line: the browser's status bar, or the last line of a message that runs
    /// over more than one (``waitForStatus(_:seconds:_:)`` reads those whole).
    static func statusBar(of screen: String) -> String {
        screen.components(separatedBy: "\n").last { !$0.isEmpty } ?? ""
    }

    /// The selection's position in the status bar of `screen` as a whole word ("3/3", "1/30+"), so that a
    /// wait for "1/3" is not met by another list's "1/30+" still on screen. Read from the screen's last
    /// line: `nil` while a message wraps over the bar (it leaves the position out).
    static func position(of screen: String) -> String? {
        statusBar(of: screen).split(separator: " ").first { $0.wholeMatch(of: /\d+\/\d+\+?/) != nil }.map(String.init)
    }

    /// The status bar on `screen` captured with its attributes (``screenWithColours()``): the lines at the
    /// bottom that start in reverse video, trimmed and joined by spaces. A message wider than the window
    /// runs over several such lines. (A selected row is not one: its "›" is drawn before the reverse.)
    static func statusBar(ofColoured screen: String) -> String {
        var reverse = false
        let lines = screen.components(separatedBy: "\n").map { line -> (text: String, startsReversed: Bool) in
            var startsReversed: Bool?
            var text = ""
            var rest = Substring(line)
            while !rest.isEmpty {
                if rest.first != "\u{1B}" {
                    let plain = rest.prefix { $0 != "\u{1B}" }
                    if startsReversed == nil { startsReversed = reverse }
                    text += plain
                    rest = rest[plain.endIndex...]
                    continue
                }
                if let match = rest.prefixMatch(of: /\x1B\[([0-9;:]*)m/) {
                    var parameters = match.1.split(separator: ";", omittingEmptySubsequences: false)[...]
                    while let parameter = parameters.popFirst() {
                        switch parameter {
                        case "7": reverse = true
                        case "", "0", "27": reverse = false
                        // A colour's own numbers (`38;5;n`, `38;2;r;g;b`) are not attributes.
                        case "38", "48", "58": parameters = parameters.dropFirst(parameters.first == "5" ? 2 : 4)
                        default: break
                        }
                    }
                    rest = rest[match.range.upperBound...]
                    continue
                }
                if startsReversed == nil { startsReversed = reverse }
                text.append(rest.removeFirst())
            }
            return (text, startsReversed ?? reverse)
        }
        let bar = lines.reversed().drop { $0.text.isEmpty }.prefix(while: \.startsReversed)
        return bar.reversed().map { $0.text.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// `screen` captured with its attributes, as plain text.
    static func plain(_ screen: String) -> String {
        screen.replacing(/\x1B\[[0-9;:]*m/, with: "")
    }

    /// Polls until the status bar (all its lines, ``statusBar(ofColoured:)``) satisfies `condition` in two
    /// captures in a row that show the same bar, so a bar tmux is still drawing (cut after its first items)
    /// is never read as the whole; returns the second capture, as plain text.
    @discardableResult
    func waitForStatus(_ what: String, seconds: Double = 20 * Double(TestTime.scale), _ condition: (String) -> Bool) throws -> String {
        Self.plain(try pollSettled(what, seconds: seconds, capture: screenWithColours, part: Self.statusBar(ofColoured:), condition))
    }

    /// Waits for `text` to appear on screen.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 20 * Double(TestTime.scale)) throws -> String {
        try waitForScreen("“\(text)”", seconds: seconds) { $0.contains(text) }
    }

    /// Waits until `condition` holds: something outside the screen, such as a file photolist writes. It
    /// is checked again whenever the pane is sent output, or after a second at the most.
    func waitUntil(_ what: String, seconds: Double = 20 * Double(TestTime.scale), _ condition: () throws -> Bool) throws {
        do {
            try withoutActuallyEscaping(condition) { condition in
                _ = try poll(what, seconds: seconds, capture: { String(try condition()) }) { $0 == "true" ? () : nil }
            }
        } catch is Timeout {
            throw Timeout(waitingFor: what, screen: Self.plain((try? screen()) ?? ""))
        }
    }

    /// Waits for photolist to end (the wrapping shell has written `after`) and returns its exit status. One
    /// that does not end leaves its threads, and their stacks where gdb can attach, in the timeout.
    func waitForExit(seconds: Double = 20 * Double(TestTime.scale)) throws -> Int32 {
        do {
            return try poll("photolist to exit", seconds: seconds) { _ in
                guard let after = try? String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8), !after.isEmpty,
                      let status = try? String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8)
                else { return nil }
                return Int32(status.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            }
        } catch var timeout as Timeout {
            timeout.evidence = (try? photolistPID()).map(ProcessThreads.report(of:)) ?? "no photolist process was left under the pane's shell"
            throw timeout
        }
    }

    /// Captures the screen until the `part` of it a wait reads shows the same in two captures in a row and
    /// `accepts` it; returns the second capture. A part tmux is still drawing changes by the next capture,
    /// so it does not pass: the one place waits settle.
    private func pollSettled(
        _ what: String, seconds: Double, capture: (() throws -> String)? = nil, part: (String) -> String = { $0 }, _ accepts: (String) -> Bool
    ) throws -> String {
        var previous: String?
        return try poll(what, seconds: seconds, capture: capture) { screen in
            let shown = part(screen)
            defer { previous = shown }
            return shown == previous && accepts(shown) ? screen : nil
        }
    }

    /// Captures the screen until `result` returns a value, up to `seconds`. A screen that changed since the
    /// last capture is captured again at once (it may still be drawing); an unchanged one only after the
    /// pane is sent output or the shell writes its exit files, or after a second at the most, in case a
    /// change came some other way.
    private func poll<Value>(_ what: String, seconds: Double, capture: (() throws -> String)? = nil, _ result: (String) -> Value?) throws -> Value {
        let deadline = ContinuousClock.now + .seconds(seconds)
        var last: String?
        while ContinuousClock.now < deadline {
            activity.reset()
            let current = try (capture ?? screen)()
            if let value = result(current) { return value }
            if current == last { activity.wait(until: min(deadline, ContinuousClock.now + .seconds(1))) }
            last = current
        }
        throw Timeout(waitingFor: what, screen: Self.plain(last ?? ""))
    }

    /// The pane's terminal settings now (`stty -a`), whichever program has its foreground.
    func paneSettings() throws -> String {
        try Self.run("/usr/bin/stty", ["-F", try paneTTY(), "-a"])
    }

    /// The path of the pane's terminal device.
    private func paneTTY() throws -> String {
        try tmux(["display-message", "-p", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `stty -g` before photolist started and after it ended.
    func terminalSettings() throws -> (before: String, after: String) {
        (try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8),
         try String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8))
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run("/usr/bin/tmux", ["-L", socket] + arguments)
    }

    /// Runs a command to completion with `posix_spawn` and `waitpid`, its output going to a file; returns that output.
    /// Foundation's `Process` cannot run `tmux new-session`: it learns of the child's exit through a socket
    /// the child inherits, and the tmux server that new-session starts keeps that socket open for good.
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let attributes = SpawnAttributes()
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes.raw, argv, environ)
        guard spawned == 0 else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "cannot run \(executable): error \(spawned)"])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

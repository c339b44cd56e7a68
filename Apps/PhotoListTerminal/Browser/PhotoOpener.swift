import Domain
public import Foundation

/// Opens a web page (a photo's, a photographer's, the web view's) with `xdg-open` when the machine has it;
/// otherwise says where the page is. "Opened" is said only once xdg-open has answered that it did: without a
/// desktop it exits non-zero (3: no browser found), and the address is shown instead.
public enum PhotoOpener {
    /// Opens the page of `photo`. Only http(s) pages are opened, so a hostile source cannot make the desktop
    /// open a local file. (The source's own link rules, such as Unsplash's referral parameters, are already in
    /// the address: PhotoData puts them there.)
    static func open(_ photo: Photo, environment: [String: String] = ProcessInfo.processInfo.environment) -> PageOpening {
        open(photo.urls.page, what: "Photo page", missing: "This photo has no web page.", environment: environment)
    }

    /// Opens the profile page of the photo's author, as ``open(_:environment:)`` does its page.
    static func openProfile(of photo: Photo, environment: [String: String] = ProcessInfo.processInfo.environment) -> PageOpening {
        open(photo.author.profileURL, what: "Profile", missing: "This photographer has no profile page.", environment: environment)
    }

    private static func open(_ address: URL?, what: String, missing: String, environment: [String: String]) -> PageOpening {
        guard let page = address, ["http", "https"].contains(page.scheme?.lowercased() ?? "") else {
            return PageOpening(now: missing, outcome: nil)
        }
        let shown = TerminalText.sanitizedLine(page.absoluteString)
        let fallback = "\(what): \(shown)"
        guard let opener = executable(named: "xdg-open", environment: environment) else {
            return PageOpening(now: fallback, outcome: nil)
        }
        let outcome = Task {
            switch await run(opener, on: page.absoluteString) {
            case .opened: "Opened \(shown)"
            case .unavailable: fallback
            // The reason first: a long address is what a narrow status bar cuts.
            case .failed: "\(what) (xdg-open could not open it): \(shown)"
            }
        }
        return PageOpening(now: "Opening \(shown)…", outcome: outcome)
    }

    /// Hands a page photolist wrote itself (`web --open`'s launch page), the one file it ever opens, to the
    /// desktop and returns what came of it.
    public static func openOwnPage(_ file: URL, environment: [String: String] = ProcessInfo.processInfo.environment) async -> OpenOutcome {
        guard let opener = executable(named: "xdg-open", environment: environment) else { return .unavailable }
        return await run(opener, on: file.path)
    }

    /// Runs `opener` on `argument` and waits for its answer. xdg-open may wait for the browser it started
    /// (with no desktop running, it runs `$BROWSER` in the foreground): the answer then comes when that
    /// browser closes, and until then the caller's "Opening …" stands.
    private static func run(_ opener: URL, on argument: String) async -> OpenOutcome {
        let process = Process()
        process.executableURL = opener
        process.arguments = [argument]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return await withCheckedContinuation { continuation in
            process.terminationHandler = { process in
                let status = process.terminationStatus
                continuation.resume(returning: process.terminationReason == .exit && status == 0 ? .opened : .failed(status: status))
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: .unavailable)
            }
        }
    }

    private static func executable(named name: String, environment: [String: String]) -> URL? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// What came of handing a page to the desktop's opener.
public enum OpenOutcome: Sendable, Equatable {
    /// xdg-open answered that the page is open.
    case opened
    /// There is no xdg-open on the `PATH`, or it could not be started.
    case unavailable
    /// xdg-open ran and failed, with this exit status (or signal number); 3 means it found no browser.
    case failed(status: Int32)
}

/// A page being handed to the desktop: the status line to show now and, when the opener has yet to answer,
/// the line to show once it has.
struct PageOpening: Sendable {
    /// Shown at once: "Opening <address>…", or the final line when there is nothing to wait for.
    let now: String
    /// The line once xdg-open has answered; `nil` when ``now`` is final.
    let outcome: Task<String, Never>?
}

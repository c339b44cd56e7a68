import Foundation

/// `photolist serve --port 0 [--fault RULE …]` running in the background for one test.
struct ServedDemo {
    /// `http://127.0.0.1:PORT`, as the server printed it.
    let baseURL: String
    private let launched: PhotoListBinary.Launched

    /// Starts the server and waits for the first line it prints (its address).
    init(faults: [String] = []) throws {
        let launched = try PhotoListBinary.launch(["serve", "--port", "0"] + faults.flatMap { ["--fault", $0] }, environment: [:])
        launched.waitForOutputFile { launched.standardOutput.hasSuffix("\n") }
        self.launched = launched
        baseURL = launched.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        guard baseURL.hasPrefix("http://") else {
            stop()
            throw ServeFailed(standardError: launched.standardError)
        }
    }

    /// Stops the server (SIGTERM) and waits for it.
    func stop() {
        if launched.process.isRunning {
            kill(launched.process.processIdentifier, SIGTERM)
        }
        launched.process.waitUntilExit()
    }

    private struct ServeFailed: Error {
        let standardError: String
    }
}

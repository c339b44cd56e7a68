import Foundation
import Networking
import Synchronization
import Testing

@Suite("RetryingHTTPDownloadClient", .timeLimit(.minutes(1)))
struct RetryingHTTPDownloadClientTests {
    private let file = FileManager.default.temporaryDirectory.appendingPathComponent("retrying-download-\(UUID().uuidString).part")
    private let url = URL(string: "http://127.0.0.1:1/images/a")!

    private func download(
        _ script: ScriptedDownloadClient,
        clock: RecordingClock,
        progress: @escaping @Sendable (TransferProgress) -> Void = { _ in }
    ) async throws(HTTPClientError) -> HTTPResponse {
        try await RetryingHTTPDownloadClient(wrapping: script, clock: clock, random: { 0.5 }).download(HTTPRequest(url: url), to: file, progress: progress)
    }

    @Test("given a download that breaks off partway, then comes whole, when downloaded, then the part is removed before the retry, the file holds only the whole body, and progress starts again naming the second attempt")
    func aBrokenDownloadStartsAgain() async throws {
        defer { unlink(file.path) }
        let script = ScriptedDownloadClient([.failure("part of ", .connectionLost("the connection was reset")), .success("the whole body", HTTPResponse(status: 200))])
        let clock = RecordingClock()
        let reports = Mutex<[TransferProgress]>([])

        let response = try await download(script, clock: clock) { report in reports.withLock { $0.append(report) } }

        #expect(response.status == 200)
        #expect(script.attempts == 2)
        #expect(clock.sleeps == [.milliseconds(125)])
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "the whole body")
        #expect(reports.withLock { $0 } == [
            TransferProgress(receivedBytes: 8, expectedBytes: nil, attempt: 1),
            TransferProgress(receivedBytes: 0, expectedBytes: nil, attempt: 2),
            TransferProgress(receivedBytes: 14, expectedBytes: nil, attempt: 2),
        ])
    }

    @Test("given a 503 with Retry-After, then the file, when downloaded, then it waits as asked and saves the file")
    func aBusyHostIsAskedAgain() async throws {
        defer { unlink(file.path) }
        let script = ScriptedDownloadClient([
            .answer(HTTPResponse(status: 503, headers: ["Retry-After": "2"])), .success("jpeg", HTTPResponse(status: 200)),
        ])
        let clock = RecordingClock()

        let response = try await download(script, clock: clock)

        #expect(response.status == 200 && script.attempts == 2)
        #expect(clock.sleeps == [.seconds(2)])
    }

    @Test("given an answer that another attempt cannot change (404, 403, a full disk) or a host that never answered in time, when downloaded, then it is made once", arguments: [
        ScriptedDownloadClient.Step.answer(HTTPResponse(status: 404)), .answer(HTTPResponse(status: 403)),
        .failure("part", .fileWriteFailed("No space left on device", outOfRoom: true)), .failure("", .timedOut),
    ])
    func aFinalAnswerIsNotRetried(step: ScriptedDownloadClient.Step) async throws {
        defer { unlink(file.path) }
        let script = ScriptedDownloadClient([step, .success("jpeg", HTTPResponse(status: 200))])
        let clock = RecordingClock()

        _ = try? await download(script, clock: clock)

        #expect(script.attempts == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("given a host that keeps breaking off, when downloaded, then it stops after the policy's attempts with the last failure")
    func boundedAttempts() async throws {
        defer { unlink(file.path) }
        let script = ScriptedDownloadClient(Array(repeating: .failure("part", .stalled), count: 5))

        await #expect(throws: HTTPClientError.stalled) {
            try await download(script, clock: RecordingClock())
        }
        #expect(script.attempts == RetryPolicy().maximumAttempts)
    }
}

/// Answers each download with the next scripted step, creating the file the way the real client does
/// (a new file: one that exists already is refused), so a retry that left the last part behind fails.
final class ScriptedDownloadClient: HTTPDownloadClient {
    /// One attempt: write `bytes` and answer, answer with an error status (nothing written), or write
    /// `bytes` and fail.
    enum Step: Sendable {
        case success(String, HTTPResponse)
        case answer(HTTPResponse)
        case failure(String, HTTPClientError)
    }

    private let steps: Mutex<[Step]>
    private let count = Mutex(0)

    init(_ steps: [Step]) {
        self.steps = Mutex(steps)
    }

    var attempts: Int { count.withLock { $0 } }

    func download(
        _ request: HTTPRequest,
        to file: URL,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(HTTPClientError) -> HTTPResponse {
        count.withLock { $0 += 1 }
        let step = steps.withLock { $0.isEmpty ? .failure("", .transport(code: 0, message: "script exhausted")) : $0.removeFirst() }
        switch step {
        case .answer(let response):
            return response
        case .success(let bytes, let response):
            try write(bytes, to: file, progress: progress)
            return response
        case .failure(let bytes, let error):
            try write(bytes, to: file, progress: progress)
            throw error
        }
    }

    /// Creates `file` with `text` in it, and reports the bytes written, as the real client does.
    private func write(_ text: String, to file: URL, progress: @Sendable (TransferProgress) -> Void) throws(HTTPClientError) {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw .fileWriteFailed("the file exists already", outOfRoom: false) }
        defer { close(descriptor) }
        _ = Array(text.utf8).withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        if !text.isEmpty { progress(TransferProgress(receivedBytes: Int64(text.utf8.count), expectedBytes: nil)) }
    }
}

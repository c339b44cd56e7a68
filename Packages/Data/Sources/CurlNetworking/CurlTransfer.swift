internal import CCurl
import Foundation
import Networking
import Synchronization

/// One request's curl easy handle, its response buffers and its completion.
///
/// `@unchecked Sendable` is safe here because, once ``CurlMultiDriver/start(_:)`` has been called, every
/// mutable field but `cancelled` is touched only on the driver's thread (curl's callbacks run there too);
/// `cancelled` is a `Mutex`, and `completion` is set before the transfer is handed to the driver.
final class CurlTransfer: @unchecked Sendable {
    typealias Completion = @Sendable (Result<HTTPResponse, HTTPClientError>) -> Void

    /// The easy handle; also the key the driver finds this transfer by.
    let handle: UnsafeMutableRawPointer

    private let handles: CurlHandlePool
    private let host: String
    private let maximumBodySize: Int
    private let totalTimeout: Duration
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
    private var requestHeaders: UnsafeMutablePointer<curl_slist>?
    private var connectTo: UnsafeMutablePointer<curl_slist>?
    private var body = Data()
    private var responseHeaders: [(String, String)] = []
    private var exceededBodySize = false
    /// Whether the body of the answer now arriving has begun (reset by each status line, so a redirect
    /// curl follows does not count as the final server's answer).
    private var bodyBegan = false
    /// The bytes of every header line received, redirects' included.
    private var headerBytes = 0
    /// When the last byte of an answer arrived, once one has; see ``fellSilent(at:)``.
    private var lastByte: ContinuousClock.Instant?
    /// How long an answer that has begun may send nothing (the configuration's low-speed window).
    private let silenceLimit: Duration
    private var completion: Completion?
    private let cancelled = Mutex(false)
    private let sink: CurlFileSink?

    /// Prepares an easy handle for `request` with the client's safe defaults. With a `sink`, a 2xx body
    /// is written there instead of being kept, up to the configuration's download size limit.
    init(
        request: HTTPRequest,
        configuration: CurlHTTPClient.Configuration,
        handles: CurlHandlePool,
        sink: CurlFileSink? = nil
    ) throws(HTTPClientError) {
        let url = request.url.absoluteString
        let host = try request.validatedHost()
        try request.headers.validate()
        try HTTPHeaders.validate(name: "User-Agent", value: configuration.userAgent)
        try CurlGlobal.ensureLoaded()
        guard let handle = handles.take() else {
            throw .transport(code: Int(CURLE_FAILED_INIT.rawValue), message: "curl_easy_init failed")
        }
        self.handle = handle
        self.handles = handles
        self.host = host
        self.maximumBodySize = sink == nil ? configuration.maximumBodySize : configuration.maximumDownloadSize
        self.totalTimeout = configuration.totalTimeout
        self.silenceLimit = configuration.lowSpeedWindow
        self.sink = sink
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        try configure(request: request, url: url, configuration: configuration)
    }

    deinit {
        handles.give(handle)
        photolist_curl_slist_free_all(requestHeaders)
        photolist_curl_slist_free_all(connectTo)
        errorBuffer.deallocate()
    }

    /// Whether the caller cancelled; read by the driver before it starts the transfer.
    var isCancelled: Bool {
        cancelled.withLock { $0 }
    }

    /// Marks the transfer cancelled. The driver aborts it on its next turn.
    func markCancelled() {
        cancelled.withLock { $0 = true }
    }

    /// Sets what happens when the transfer ends. Call once, before handing the transfer to the driver.
    func onCompletion(_ completion: @escaping Completion) {
        self.completion = completion
    }

    /// How many new connections this transfer opened (0 when it reused one).
    var connectionsOpened: Int {
        var count = 0
        _ = photolist_easy_getinfo_long(handle, CURLINFO_NUM_CONNECTS, &count)
        return count
    }

    /// Ends the transfer with curl's result code.
    func complete(with code: CURLcode) {
        complete(with: result(for: code))
    }

    /// Ends the transfer with `result`; later calls do nothing.
    func complete(with result: Result<HTTPResponse, HTTPClientError>) {
        let completion = self.completion
        self.completion = nil
        completion?(result)
    }

    private func result(for code: CURLcode) -> Result<HTTPResponse, HTTPClientError> {
        guard code == CURLE_OK else {
            return .failure(error(for: code))
        }
        var status = 0
        _ = photolist_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return .success(HTTPResponse(status: status, headers: HTTPHeaders(responseHeaders), body: body))
    }

    /// How many redirects curl followed for this transfer.
    private var redirectCount: Int {
        var count = 0
        _ = photolist_easy_getinfo_long(handle, CURLINFO_REDIRECT_COUNT, &count)
        return count
    }

    /// Whether curl stopped at a redirect it refused to follow: the transfer was redirected, and the URL it
    /// ended on is not http(s) (an HTTP/0.9 answer after an http redirect is not a refused redirect).
    private var refusedRedirect: Bool {
        let count = redirectCount
        var effective: UnsafeMutableRawPointer?
        _ = photolist_easy_getinfo_pointer(handle, CURLINFO_EFFECTIVE_URL, &effective)
        let url = effective.map { String(cString: $0.assumingMemoryBound(to: CChar.self)).lowercased() } ?? ""
        return count > 0 && !url.hasPrefix("http://") && !url.hasPrefix("https://")
    }

    /// Whether the low-speed limit stopped an answer whose body had begun. curl reports that and the total
    /// timeout alike; the total timeout is the one that fires at the end of the time allowed, so a timeout
    /// well before it was the low-speed limit. When the time cannot be read, it is not called a stall.
    private var stalledPartway: Bool {
        var elapsed: curl_off_t = 0
        guard bodyBegan, photolist_easy_getinfo_off(handle, CURLINFO_TOTAL_TIME_T, &elapsed) == CURLE_OK else { return false }
        return .microseconds(elapsed) + .milliseconds(100) < totalTimeout
    }

    /// Whether the transfer reached a server (so a failure came from its answer, not from the request).
    private var reachedServer: Bool {
        var address: UnsafeMutableRawPointer?
        _ = photolist_easy_getinfo_pointer(handle, CURLINFO_PRIMARY_IP, &address)
        guard let address else { return false }
        return address.assumingMemoryBound(to: CChar.self).pointee != 0
    }

    /// The most header bytes curl reads for one transfer (its `MAX_HTTP_RESP_HEADER_SIZE`).
    private static let headerBlockLimit = 300 * 1_024

    private func error(for code: CURLcode) -> HTTPClientError {
        let detail = errorBuffer.pointee == 0 ? String(cString: photolist_curl_easy_strerror(code)) : String(cString: errorBuffer)
        switch code {
        case CURLE_UNSUPPORTED_PROTOCOL where refusedRedirect:
            return .unsafeRedirect
        // The URL was checked to be http(s) before the transfer, so once a server answered, an "unsupported
        // protocol" is curl refusing the answer: no status line (HTTP/0.9) or a status code that is not one.
        case CURLE_UNSUPPORTED_PROTOCOL where reachedServer:
            return .invalidHTTP(.statusLineNotHTTP)
        // curl reports a header line longer than it reads as running out of memory.
        case CURLE_OUT_OF_MEMORY where reachedServer:
            return .invalidHTTP(.headerTooLarge(limit: Int(CURL_MAX_HTTP_HEADER)))
        // And headers longer together than it reads (300 KB) as a failed receive, after handing over all
        // but the line that went past: within one line's length of the limit, that is what happened.
        case CURLE_RECV_ERROR where headerBytes > Self.headerBlockLimit - Int(CURL_MAX_HTTP_HEADER):
            return .invalidHTTP(.headersTooLarge(limit: Self.headerBlockLimit))
        case CURLE_WEIRD_SERVER_REPLY:
            return .invalidHTTP(.malformed(detail))
        case CURLE_BAD_CONTENT_ENCODING:
            return .invalidHTTP(.undecodableBody)
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            return .invalidURL(detail)
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING:
            return .connectionLost(detail)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .dnsFailure(host: host)
        case CURLE_COULDNT_CONNECT:
            return .cannotConnect(detail)
        case CURLE_OPERATION_TIMEDOUT where stalledPartway:
            return .stalled
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE:
            return .tlsFailure(detail)
        case CURLE_FILESIZE_EXCEEDED:
            return .tooLarge(limit: maximumBodySize)
        case CURLE_WRITE_ERROR where exceededBodySize:
            return .tooLarge(limit: maximumBodySize)
        case CURLE_WRITE_ERROR where sink?.failure != nil:
            return .fileWriteFailed(sink?.failure ?? detail, outOfRoom: sink?.failedOutOfRoom ?? false)
        case CURLE_TOO_MANY_REDIRECTS:
            return .tooManyRedirects
        // A redirect's target carried a user name (the address asked carries none: `validatedHost()`; should
        // curl's parser find one Foundation's did not, the address itself is refused).
        case CURLE_LOGIN_DENIED:
            return redirectCount > 0 ? .unsafeRedirect : .invalidURL("an address with a user name or password")
        default:
            return .transport(code: Int(code.rawValue), message: detail)
        }
    }

    // MARK: - Options

    private func configure(
        request: HTTPRequest,
        url: String,
        configuration: CurlHTTPClient.Configuration
    ) throws(HTTPClientError) {
        let this = Unmanaged.passUnretained(self).toOpaque()
        try set(CURLOPT_URL, url)
        try set(CURLOPT_NOSIGNAL, 1)
        try set(CURLOPT_PROTOCOLS_STR, "http,https")
        try set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        // A same-origin request's redirects are followed by the caller, which checks each target first; a
        // request that follows none gets the redirect as its response.
        try set(CURLOPT_FOLLOWLOCATION, request.redirects == .anyHTTP ? 1 : 0)
        try set(CURLOPT_MAXREDIRS, configuration.maximumRedirects)
        // A user name or password in an address is never sent: addresses come from sources' answers (a
        // download's file, a redirect's target), and curl would send them as Basic authorization.
        try set(CURLOPT_DISALLOW_USERNAME_IN_URL, 1)
        try set(CURLOPT_SSL_VERIFYPEER, 1)
        try set(CURLOPT_SSL_VERIFYHOST, 2)
        // HTTP/2 over TLS when the server offers it (ALPN), HTTP/1.1 otherwise. Over TLS a new request waits
        // for a connection being opened to say whether it multiplexes (its handshake tells) rather than
        // opening another; plain HTTP is always HTTP/1.1 here, and libcurl would learn that only from the
        // first answer's status line, so every request to the host would wait behind a slow first answer.
        // (Decided by the request's own address: a redirect libcurl follows to the other scheme keeps it.)
        try set(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        try set(CURLOPT_PIPEWAIT, request.url.scheme?.lowercased() == "https" ? 1 : 0)
        try set(CURLOPT_ACCEPT_ENCODING, "")  // every encoding this libcurl decodes (gzip, deflate, …)
        try set(CURLOPT_USERAGENT, configuration.userAgent)
        try set(CURLOPT_CONNECTTIMEOUT_MS, configuration.connectTimeout.milliseconds)
        try set(CURLOPT_TIMEOUT_MS, configuration.totalTimeout.milliseconds)
        try set(CURLOPT_LOW_SPEED_LIMIT, configuration.lowSpeedBytesPerSecond)
        try set(CURLOPT_LOW_SPEED_TIME, max(1, configuration.lowSpeedWindow.milliseconds / 1000))
        try check(photolist_easy_setopt_off(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maximumBodySize)))
        try check(photolist_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer))
        try check(photolist_easy_setopt_write_function(handle, CURLOPT_WRITEFUNCTION, curlWriteBody))
        try check(photolist_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, this))
        try check(photolist_easy_setopt_write_function(handle, CURLOPT_HEADERFUNCTION, curlWriteHeader))
        try check(photolist_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, this))
        try configureMethod(request)
        try configurePin(request)
        // Names and values were validated in init. curl reads `Name:` as "remove this header" and sends an
        // empty value only when written `Name;`.
        for field in request.headers {
            requestHeaders = photolist_curl_slist_append(requestHeaders, field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)")
        }
        requestHeaders = photolist_curl_slist_append(requestHeaders, "Expect:")  // no 100-continue round trip
        try check(photolist_easy_setopt_slist(handle, CURLOPT_HTTPHEADER, requestHeaders))
    }

    private func configureMethod(_ request: HTTPRequest) throws(HTTPClientError) {
        switch request.method {
        case .get:
            try set(CURLOPT_HTTPGET, 1)
        case .head:
            try set(CURLOPT_NOBODY, 1)
        default:
            // Any other method sends the body (empty if none): POST as curl's own, the rest by name.
            if request.method != .post {
                try set(CURLOPT_CUSTOMREQUEST, request.method.rawValue)
            }
            let payload = request.body ?? Data()
            try check(photolist_easy_setopt_off(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(payload.count)))
            guard !payload.isEmpty else {
                try set(CURLOPT_COPYPOSTFIELDS, "")
                return
            }
            // COPYPOSTFIELDS copies, so the buffer need not outlive this call.
            let code = payload.withUnsafeBytes { bytes in
                photolist_easy_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
            }
            try check(code)
        }
    }

    /// `CURLOPT_CONNECT_TO` "host:port:address:port": the connection goes to the pinned address, and curl
    /// matches it to no connection opened without the same pin.
    private func configurePin(_ request: HTTPRequest) throws(HTTPClientError) {
        guard let address = request.pinnedAddress else { return }
        guard let literal = IPLiteral(address) else {
            throw .unsupported("connect to the pinned address \(address), which is not an IP address")
        }
        let port = request.url.port ?? (request.url.scheme?.lowercased() == "https" ? 443 : 80)
        connectTo = photolist_curl_slist_append(nil, "\(host):\(port):\(literal.bracketed):\(port)")
        try check(photolist_easy_setopt_slist(handle, CURLOPT_CONNECT_TO, connectTo))
    }

    private func set(_ option: CURLoption, _ value: Int) throws(HTTPClientError) {
        try check(photolist_easy_setopt_long(handle, option, value))
    }

    private func set(_ option: CURLoption, _ value: String) throws(HTTPClientError) {
        try check(photolist_easy_setopt_string(handle, option, value))  // curl copies strings it is given
    }

    private func check(_ code: CURLcode) throws(HTTPClientError) {
        guard code == CURLE_OK else {
            throw .transport(code: Int(code.rawValue), message: String(cString: photolist_curl_easy_strerror(code)))
        }
    }

    // MARK: - Callbacks (called by curl on the driver thread)

    /// Whether an answer that has begun has sent nothing for the low-speed window by `now`: the driver then
    /// ends it at once. curl's own low-speed check averages the speed over its last few seconds, so a body
    /// that stops dead was caught some 6 s after the window, and a download with `--timeout 1` took 7 s per
    /// attempt to give up. (Before the first byte, curl's connect and total timeouts are the bound.)
    func fellSilent(at now: ContinuousClock.Instant) -> Bool {
        silenceDeadline.map { now >= $0 } ?? false
    }

    /// When the answer will have been silent for the low-speed window, if it has begun.
    var silenceDeadline: ContinuousClock.Instant? {
        lastByte.map { $0 + silenceLimit }
    }

    /// The failure of an answer that fell silent: stalled once its body had begun, else timed out, as
    /// curl's own check reports it.
    var silenceFailure: HTTPClientError {
        bodyBegan ? .stalled : .timedOut
    }

    fileprivate func appendBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if !bytes.isEmpty { bodyBegan = true }
        lastByte = .now
        if let sink, responseIsSuccessful {
            // Counted as written, not as declared: a body without a length, or one that inflates (gzip),
            // is stopped at the cap too.
            guard sink.written + Int64(bytes.count) <= Int64(maximumBodySize) else {
                exceededBodySize = true
                return false
            }
            return sink.write(bytes, expectedBytes: expectedLength)
        }
        guard body.count + bytes.count <= maximumBodySize else {
            exceededBodySize = true
            return false
        }
        if body.isEmpty, let expectedLength, expectedLength <= maximumBodySize {
            body.reserveCapacity(Int(expectedLength))  // one allocation instead of doubling as chunks arrive
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// Whether the response whose body is arriving has a 2xx status (asked per chunk: after a redirect
    /// the status changes).
    private var responseIsSuccessful: Bool {
        var status = 0
        _ = photolist_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return (200..<300).contains(status)
    }

    /// The body's length from `Content-Length`, when the server sent one.
    private var expectedLength: Int64? {
        var length: curl_off_t = -1
        _ = photolist_easy_getinfo_off(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length)
        return length >= 0 ? Int64(length) : nil
    }

    fileprivate func appendHeaderLine(_ line: CurlHeaderLine, length: Int) {
        lastByte = .now
        headerBytes += length
        switch line {
        case .statusLine:
            responseHeaders.removeAll()  // a new response begins (after a redirect or a 1xx)
            bodyBegan = false
        case let .field(name, value):
            responseHeaders.append((name, value))
        case .other:
            break
        }
    }
}

private let curlWriteBody: curl_write_callback = { buffer, size, count, context in
    guard let buffer, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    return transfer.appendBody(UnsafeRawBufferPointer(start: buffer, count: length)) ? length : 0
}

private let curlWriteHeader: curl_write_callback = { buffer, size, count, context in
    guard let buffer, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    transfer.appendHeaderLine(CurlHeaderLine(UnsafeRawBufferPointer(start: buffer, count: length)), length: length)
    return length
}

import Foundation
import Logging

/// An ``HTTPClient`` decorator that logs each exchange at debug level through swift-log: method, URL,
/// status or error, size and duration. Credentials never reach the log: the `Authorization`,
/// `Cookie` and `Proxy-Authorization` headers are not logged at all, and the values of query parameters
/// that carry keys (`client_id`, `access_key`, `token`, …) are replaced by `[redacted]`.
public struct LoggingHTTPClient: HTTPClient {
    /// Query parameters whose values are secrets.
    static let secretParameters: Set<String> = ["client_id", "access_key", "access_token", "api_key", "apikey", "key", "token", "signature", "sig"]

    private let base: any HTTPClient
    private let logger: Logger

    /// Wraps `base`, logging under `label` to whatever backend the app bootstrapped.
    public init(wrapping base: any HTTPClient, label: String = "photolist.http") {
        self.init(wrapping: base, logger: Logger(label: label))
    }

    init(wrapping base: any HTTPClient, logger: Logger) {
        self.base = base
        self.logger = logger
    }

    /// Sends `request`, logging the exchange.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        try await Self.logging(request, to: logger, size: { $0.body.count }) { () async throws(HTTPClientError) in
            try await base.send(request)
        }
    }

    /// Runs `exchange` for `request`, logging it as every logging decorator does: `→` before, then `←` with
    /// the status, the size `size` reads off the response and the time, or `✗` with the failure.
    static func logging(
        _ request: HTTPRequest,
        to logger: Logger,
        size: (HTTPResponse) -> Int,
        _ exchange: () async throws(HTTPClientError) -> HTTPResponse
    ) async throws(HTTPClientError) -> HTTPResponse {
        let target = redacted(request.url)
        logger.debug("→ \(request.method.rawValue) \(target)")
        let started = ContinuousClock.now
        do {
            let response = try await exchange()
            let elapsed = ContinuousClock.now - started
            var line = "← \(response.status) \(request.method.rawValue) \(target) \(size(response)) bytes in \(String(format: "%.1f", elapsed.timeInterval * 1_000)) ms"
            if let remaining = response.headers["X-Ratelimit-Remaining"] {
                line += ", rate limit remaining \(remaining)"
            }
            logger.debug("\(line)")
            return response
        } catch {
            logger.debug("✗ \(request.method.rawValue) \(target): \(describe(error))")
            throw error
        }
    }

    /// `url` with the values of secret query parameters replaced.
    static func redacted(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "<unparsable URL>" }
        components.user = nil
        components.password = nil
        components.queryItems = components.queryItems?.map { item in
            secretParameters.contains(item.name.lowercased()) ? URLQueryItem(name: item.name, value: "[redacted]") : item
        }
        return components.string ?? "<unparsable URL>"
    }

    private static func describe(_ error: HTTPClientError) -> String {
        switch error {
        case .invalidURL: "invalid URL"
        case .invalidHeader(_, let problem): "refused a header: \(problem)"
        case .dnsFailure(let host): "cannot resolve \(host)"
        case .cannotConnect(let detail), .tlsFailure(let detail), .connectionLost(let detail): detail
        case .timedOut: "timed out"
        case .stalled: "stalled partway through the answer"
        case .tooLarge(let limit): "body over \(limit) bytes"
        case .tooManyRedirects: "too many redirects"
        case .unsafeRedirect: "refused a redirect (to a scheme other than http(s), to an address with a user name or password, or off the origin it must keep)"
        case .cancelled: "cancelled"
        case .invalidHTTP(let violation): "not valid HTTP: \(violation)"
        case .fileWriteFailed(let reason, _): reason
        case .unsupported(let what): "unsupported: \(what)"
        case .transport(let code, let message): "curl \(code): \(message)"
        }
    }
}

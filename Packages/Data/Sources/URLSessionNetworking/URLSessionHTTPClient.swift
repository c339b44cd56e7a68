import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
public import Networking

/// An `HTTPClient` over Foundation's `URLSession`, behind the same protocol as the libcurl client (`CurlHTTPClient` in CurlNetworking).
///
/// Kept to show the seam and for comparison in benchmarks; the app uses the libcurl client. On Linux,
/// `URLSession` is itself built on libcurl, is several times slower on loopback, and has known crashes
/// when sessions are torn down, so one session lives as long as the client. Differences from the curl
/// client: repeated response headers arrive joined with commas (Foundation merges them), the size cap is
/// checked after the body has arrived rather than during the transfer, and a request with a
/// `HTTPRequest/pinnedAddress` is refused (`URLSession` cannot be told where to connect). Same-origin
/// requests, and those that follow no redirect, go through a second session whose delegate refuses every
/// redirect, so each is checked here (or handed back).
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    /// A second session whose delegate refuses every redirect, for same-origin requests and those that
    /// follow none (see `send`).
    private let sameOriginSession: URLSession
    private let configuration: HTTPClientConfiguration

    /// Creates a client with the given limits (the same type the curl client takes).
    public init(configuration: HTTPClientConfiguration = .init()) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.totalTimeout.timeInterval
        sessionConfiguration.timeoutIntervalForResource = configuration.totalTimeout.timeInterval
        sessionConfiguration.httpAdditionalHeaders = ["User-Agent": configuration.userAgent]
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: sessionConfiguration)
        sameOriginSession = URLSession(configuration: sessionConfiguration, delegate: RedirectRefusal(), delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
        sameOriginSession.finishTasksAndInvalidate()
    }

    /// Sends `request`; see `HTTPClient/send(_:)`. A request with a `HTTPRequest/pinnedAddress` is
    /// refused with `HTTPClientError/unsupported(_:)`: `URLSession` cannot be told where to connect.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        try await HTTPRequest.sending(request, maximumRedirects: configuration.maximumRedirects) { hop throws(HTTPClientError) in
            try await sendOnce(hop)
        }
    }

    private func sendOnce(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        _ = try request.validatedHost()
        try request.headers.validate()
        try HTTPHeaders.validate(name: "User-Agent", value: configuration.userAgent)
        guard request.pinnedAddress == nil else {
            throw .unsupported("pin a host name to an address")
        }
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        let data: Data
        let response: URLResponse
        do {
            // A same-origin request's redirects come back as responses, and `sending` follows the allowed
            // ones; a request that follows none gets its redirect as the response.
            (data, response) = try await (request.redirects == .anyHTTP ? session : sameOriginSession).data(for: urlRequest)
        } catch {
            throw Self.clientError(for: error, host: request.url.host ?? "")
        }
        guard let http = response as? HTTPURLResponse else {
            throw .transport(code: 0, message: "not an HTTP response")
        }
        guard data.count <= configuration.maximumBodySize else {
            throw .tooLarge(limit: configuration.maximumBodySize)
        }
        let headers = http.allHeaderFields.compactMap { name, value -> (String, String)? in
            guard let name = name as? String else { return nil }
            return (name, "\(value)")
        }
        return HTTPResponse(status: http.statusCode, headers: HTTPHeaders(headers), body: data)
    }

    private static func clientError(for error: any Error, host: String) -> HTTPClientError {
        if error is CancellationError { return .cancelled }
        guard let urlError = error as? URLError else {
            return .transport(code: 0, message: String(describing: error))
        }
        switch urlError.code {
        case .badURL, .unsupportedURL:
            return .invalidURL(urlError.localizedDescription)
        case .cannotFindHost, .dnsLookupFailed:
            return .dnsFailure(host: host)
        case .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet:
            return .cannotConnect(urlError.localizedDescription)
        case .timedOut:
            return .timedOut
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .tlsFailure(urlError.localizedDescription)
        case .httpTooManyRedirects:
            return .tooManyRedirects
        case .cancelled:
            return .cancelled
        default:
            return .transport(code: urlError.code.rawValue, message: urlError.localizedDescription)
        }
    }
}

/// Tells `URLSession` not to follow a redirect, so that the 3xx response reaches the caller, which decides.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

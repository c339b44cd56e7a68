import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An ``HTTPClient`` over Foundation's `URLSession`, behind the same protocol as ``CurlHTTPClient``.
///
/// Kept to show the seam and for comparison in benchmarks; the app uses ``CurlHTTPClient``. On Linux,
/// `URLSession` is itself built on libcurl, is several times slower on loopback, and has known crashes
/// when sessions are torn down, so one session lives as long as the client. Differences from the curl
/// client: repeated response headers arrive joined with commas (Foundation merges them), and the size
/// cap is checked after the body has arrived rather than during the transfer.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let configuration: CurlHTTPClient.Configuration

    /// Creates a client with the same limits as ``CurlHTTPClient/Configuration``.
    public init(configuration: CurlHTTPClient.Configuration = .init()) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.totalTimeout.timeInterval
        sessionConfiguration.timeoutIntervalForResource = configuration.totalTimeout.timeInterval
        sessionConfiguration.httpAdditionalHeaders = ["User-Agent": configuration.userAgent]
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: sessionConfiguration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `request`; see ``HTTPClient/send(_:)``.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              request.url.host?.isEmpty == false
        else {
            throw .invalidURL(request.url.absoluteString)
        }
        try request.headers.validate()
        try HTTPHeaders.validate(name: "User-Agent", value: configuration.userAgent)
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
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

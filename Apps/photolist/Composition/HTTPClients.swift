import Foundation
import CurlNetworking
import Networking
import PhotoData

/// The HTTP clients a run uses, configured from `--timeout`: one for API calls, one for photo files.
enum HTTPClients {
    /// What photolist calls itself in every request: `photolist/<version>`.
    static let userAgent = "photolist/\(PhotoListCommand.version)"

    /// The client for API calls. Logging sits inside the retries, so every attempt is logged; `timeout` is
    /// the retries' deadline, so it bounds the whole wait for an answer; Unsplash's dialect says which
    /// answers are worth another attempt.
    static func api(timeout: Duration) -> any HTTPClient {
        RetryingHTTPClient(
            wrapping: LoggingHTTPClient(wrapping: CurlHTTPClient(configuration: apiConfiguration(timeout: timeout))),
            deadline: timeout,
            retryable: UnsplashAPI.isRetryable
        )
    }

    /// The client for photo files: it streams bodies to disk, and retries a transient failure (a 5xx or
    /// 429, a stall, a broken connection) from the start of the file, as the API client retries a call.
    /// Logging sits inside the retries here too, so `--verbose` shows every attempt.
    static func downloads(timeout: Duration) -> any HTTPDownloadClient {
        RetryingHTTPDownloadClient(wrapping: LoggingHTTPDownloadClient(wrapping: CurlHTTPClient(configuration: downloadConfiguration(timeout: timeout))))
    }

    /// The client for photos' pictures shown in the terminal: no retries (a picture that does not come is
    /// a swatch, not an error), `timeout` bounds each fetch, and files stop at 16 MB. Logged as API calls
    /// are, so `--verbose` shows every exchange.
    static func images(timeout: Duration) -> any HTTPClient {
        LoggingHTTPClient(wrapping: CurlHTTPClient(configuration: apiConfiguration(timeout: timeout)))
    }

    /// An API call: `timeout` bounds connecting (at most 10 s), each attempt, and a silence of that long
    /// (a server that sends its first byte after 20 s is waited for when `timeout` is 60).
    static func apiConfiguration(timeout: Duration) -> CurlHTTPClient.Configuration {
        CurlHTTPClient.Configuration(userAgent: userAgent, connectTimeout: min(timeout, .seconds(10)), totalTimeout: timeout, lowSpeedWindow: timeout)
    }

    /// A download may take as long as a large file needs, but `timeout` bounds the wait to connect and
    /// every stall: less than 1 KB/s for that long ends it (a server dripping bytes cannot hold it).
    static func downloadConfiguration(timeout: Duration) -> CurlHTTPClient.Configuration {
        CurlHTTPClient.Configuration(
            userAgent: userAgent,
            connectTimeout: timeout,
            totalTimeout: .seconds(24 * 3_600),
            lowSpeedBytesPerSecond: 1_024,
            lowSpeedWindow: max(timeout, .seconds(1))
        )
    }
}

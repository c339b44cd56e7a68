internal import CCurl
internal import Networking

/// libcurl, loaded and initialised once per process on the first transfer, not at start-up: a run that
/// sends no request (`--version`, a listing from the cache) never maps it and the libraries it brings.
enum CurlGlobal {
    /// Why libcurl cannot be used (not installed, too old), or `nil` once it is loaded and initialised.
    /// Swift initialises a global lazily and exactly once, even under concurrent first use.
    private static let failure: String? = photolist_curl_load().map { String(cString: $0) }

    /// Loads libcurl if no transfer has yet; throws, with what to install, when it cannot be loaded.
    static func ensureLoaded() throws(HTTPClientError) {
        if let failure {
            throw .transport(code: Int(CURLE_FAILED_INIT.rawValue), message: failure)
        }
    }
}

internal import CCurl

/// libcurl's process-wide initialisation, done exactly once before the first handle is created.
enum CurlGlobal {
    /// Swift initialises a global lazily and exactly once, even under concurrent first use.
    private static let initialised: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// Ensures `curl_global_init` has run.
    static func ensureInitialised() {
        _ = initialised
    }
}

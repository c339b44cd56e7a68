import Foundation

/// Where photolist keeps its files, following the XDG Base Directory specification: the disposable cache
/// under `$XDG_CACHE_HOME` (default `~/.cache`), the user's library under `$XDG_DATA_HOME` (default
/// `~/.local/share`), the settings file under `$XDG_CONFIG_HOME` (default `~/.config`). A relative or
/// empty XDG variable is ignored, as the specification requires.
struct StorageLocations: Sendable {
    /// `…/photolist/cache.sqlite`.
    let cachePath: String
    /// `…/photolist/library.sqlite`.
    let libraryPath: String
    /// `…/photolist/config.json`.
    let settingsPath: String
    /// `$XDG_DOWNLOAD_DIR`, else `~/Downloads`; see ``downloadsFolder``.
    private let preferredDownloadsPath: String

    /// The locations for this process's environment.
    static var current: StorageLocations {
        StorageLocations(environment: ProcessInfo.processInfo.environment)
    }

    /// The locations for `environment`.
    init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func base(_ variable: String, default fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return (home as NSString).appendingPathComponent(fallback)
        }
        cachePath = (base("XDG_CACHE_HOME", default: ".cache") as NSString).appendingPathComponent("photolist/cache.sqlite")
        libraryPath = (base("XDG_DATA_HOME", default: ".local/share") as NSString).appendingPathComponent("photolist/library.sqlite")
        settingsPath = (base("XDG_CONFIG_HOME", default: ".config") as NSString).appendingPathComponent("photolist/config.json")
        preferredDownloadsPath = base("XDG_DOWNLOAD_DIR", default: "Downloads")
    }

    /// Where downloads go by default: `$XDG_DOWNLOAD_DIR`, else `~/Downloads` when it exists, else the
    /// current directory. Looked up when asked, so commands that never download never touch the disk for it.
    var downloadsFolder: URL {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: preferredDownloadsPath, isDirectory: &isFolder) && isFolder.boolValue
            ? URL(fileURLWithPath: preferredDownloadsPath, isDirectory: true)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }
}

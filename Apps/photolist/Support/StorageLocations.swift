import Foundation

/// Where photolist keeps its files, following the XDG Base Directory specification: the disposable cache
/// under `$XDG_CACHE_HOME` (default `~/.cache`), the user's library under `$XDG_DATA_HOME` (default
/// `~/.local/share`), the settings file under `$XDG_CONFIG_HOME` (default `~/.config`). A relative or
/// empty XDG variable is ignored, as the specification requires; so is a relative `HOME`, for the home
/// folder of the user's account (a relative path would put the files wherever the command happens to run).
/// photolist makes its own folders and the XDG ones above them, never the home folder itself
/// (``homeProblem(holding:)``).
struct StorageLocations: Sendable {
    /// `…/photolist/cache.sqlite`.
    let cachePath: String
    /// `…/photolist/images/`: photos' pictures as fetched, at most 200 MB, least recently used first out.
    let imagesPath: String
    /// `…/photolist/library.sqlite`.
    let libraryPath: String
    /// `…/photolist/config.json`.
    let settingsPath: String
    /// `$XDG_DOWNLOAD_DIR`, else `~/Downloads`; see ``downloadsFolder``.
    private let preferredDownloadsPath: String
    /// Whether `$XDG_DOWNLOAD_DIR` named it: a folder the user chose is used as named, never replaced.
    private let downloadsFolderIsChosen: Bool
    /// `$HOME`, else the account's home folder.
    private let home: String

    /// The locations for this process's environment.
    static var current: StorageLocations {
        StorageLocations(environment: ProcessInfo.processInfo.environment)
    }

    /// The locations for `environment`.
    init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? Self.accountHome
        self.home = home
        func base(_ variable: String, default fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return (home as NSString).appendingPathComponent(fallback)
        }
        cachePath = (base("XDG_CACHE_HOME", default: ".cache") as NSString).appendingPathComponent("photolist/cache.sqlite")
        imagesPath = (base("XDG_CACHE_HOME", default: ".cache") as NSString).appendingPathComponent("photolist/images")
        libraryPath = (base("XDG_DATA_HOME", default: ".local/share") as NSString).appendingPathComponent("photolist/library.sqlite")
        settingsPath = (base("XDG_CONFIG_HOME", default: ".config") as NSString).appendingPathComponent("photolist/config.json")
        preferredDownloadsPath = base("XDG_DOWNLOAD_DIR", default: "Downloads")
        downloadsFolderIsChosen = environment["XDG_DOWNLOAD_DIR"]?.hasPrefix("/") == true
    }

    /// Why `path` cannot be made, when it lies in a home that is not a folder ("the home folder /x does not
    /// exist", "the home /x is not a folder"), else `nil`: making the file would make the home, which is the
    /// system's to make (a `HOME` mistyped, or `/nonexistent` for an account with none), so the stores refuse
    /// it as a folder they cannot use. The cache and the library ask at each opening; the pictures' disk
    /// cache once, when a command or screen starts.
    func homeProblem(holding path: String) -> String? {
        let folder = home.hasSuffix("/") ? home : home + "/"
        guard folder != "/", path.hasPrefix(folder) else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: home, isDirectory: &isFolder) else { return "the home folder \(home) does not exist" }
        return isFolder.boolValue ? nil : "the home \(home) is not a folder"
    }

    /// The home folder of the account running the process, from the user database.
    private static var accountHome: String {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
        let path = String(cString: directory)
        return path.hasPrefix("/") ? path : "/"
    }

    /// Why downloads go to the current directory, when they go there for want of `~/Downloads`: "There is
    /// no /home/ada/Downloads folder, so downloads go to the current one."; `nil` otherwise.
    var downloadsFallbackNote: String? {
        guard !downloadsFolderIsChosen, downloadsFolder.path != preferredDownloadsPath else { return nil }
        return "There is no \(preferredDownloadsPath) folder, so downloads go to the current one."
    }

    /// Where a failing download's `path` came from, when it is the downloads folder `$XDG_DOWNLOAD_DIR`
    /// names, or a file in it: "The downloads folder is the one $XDG_DOWNLOAD_DIR names.", so a user who
    /// never typed the path learns where it was set; `nil` otherwise. Paths are compared standardized
    /// (`/x/dl/` is `/x/dl`).
    func chosenDownloadsFolderNote(for path: String) -> String? {
        let (failed, chosen) = ((path as NSString).standardizingPath, (preferredDownloadsPath as NSString).standardizingPath)
        guard downloadsFolderIsChosen, failed == chosen || (failed as NSString).deletingLastPathComponent == chosen else { return nil }
        return "The downloads folder is the one $XDG_DOWNLOAD_DIR names."
    }

    /// Where downloads go by default: `$XDG_DOWNLOAD_DIR` (as named: one that is not a folder fails the
    /// download, saying so, as `-o` does, rather than saving somewhere the user did not choose), else
    /// `~/Downloads` when it exists, else the current directory.
    var downloadsFolder: URL {
        var isFolder: ObjCBool = false
        return downloadsFolderIsChosen || FileManager.default.fileExists(atPath: preferredDownloadsPath, isDirectory: &isFolder) && isFolder.boolValue
            ? URL(fileURLWithPath: preferredDownloadsPath, isDirectory: true)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }
}

import Domain
public import Foundation

/// Opens a web page (a photo's, a photographer's, the web view's) with `xdg-open` when the machine has it;
/// otherwise says where the page is.
public enum PhotoOpener {
    /// Opens the page of `photo` and returns the line to show. Only http(s) pages are opened, so a hostile
    /// source cannot make the desktop open a local file. (The source's own link rules, such as Unsplash's
    /// referral parameters, are already in the address: PhotoData puts them there.)
    static func open(_ photo: Photo, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        open(photo.urls.page, what: "Photo page", missing: "This photo has no web page.", environment: environment)
    }

    /// Opens the profile page of the photo's author, as ``open(_:environment:)`` does its page.
    static func openProfile(of photo: Photo, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        open(photo.author.profileURL, what: "Profile", missing: "This photographer has no profile page.", environment: environment)
    }

    private static func open(_ address: URL?, what: String, missing: String, environment: [String: String]) -> String {
        guard let page = address, ["http", "https"].contains(page.scheme?.lowercased() ?? "") else {
            return missing
        }
        return launch(page, shown: page.absoluteString, what: what, environment: environment)
    }

    /// Opens a page photolist wrote itself (`web --open`'s ``LaunchPage``), the one file it ever opens;
    /// `shown` is what the returned line names, so a secret in the file is not printed.
    public static func openOwnPage(_ file: URL, shown: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        launch(file, shown: shown, what: "Open", environment: environment)
    }

    private static func launch(_ address: URL, shown: String, what: String, environment: [String: String]) -> String {
        let shown = TerminalText.sanitizedLine(shown)
        guard let opener = executable(named: "xdg-open", environment: environment) else {
            return "\(what): \(shown)"
        }
        let process = Process()
        process.executableURL = opener
        process.arguments = [address.isFileURL ? address.path : address.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return "Opened \(shown)"
        } catch {
            return "\(what): \(shown)"
        }
    }

    private static func executable(named name: String, environment: [String: String]) -> URL? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

public import Domain
public import Foundation
public import Networking

/// Saves photo files over HTTP, atomically: the body streams into a hidden temporary file beside the
/// destination, is flushed to disk, checked to be an image, and only then put in place. A failed, refused
/// or cancelled transfer removes the temporary file, so the destination keeps whatever it held before.
///
/// An existing destination is never replaced unless the downloader was made to (`replacingExisting`):
/// the file is published with link(2), which fails when the name is taken, so no check-then-write race
/// can clobber a file either. Only regular files are ever replaced. A file named by its format is refused
/// before fetching when any name it could take is taken; replacing, it replaces the one of its format
/// only (an `ID.jpg` left from before stays beside a new `ID.png`: photolist deletes no file it was not
/// asked to replace).
public struct HTTPPhotoDownloader: PhotoDownloader {
    private let client: any HTTPDownloadClient
    private let replacingExisting: Bool

    /// Creates a downloader over `client` (the libcurl client in the app); with `replacingExisting`, a
    /// regular file already at the destination is replaced.
    public init(client: any HTTPDownloadClient, replacingExisting: Bool = false) {
        self.client = client
        self.replacingExisting = replacingExisting
    }

    /// Saves the file at `url` as `destination`, or with `namedByType` under the extension of the format
    /// it turns out to be; see `PhotoDownloader/download(_:to:namedByType:progress:)`.
    /// - Returns: where the file was saved.
    /// - Throws: `DomainError/storage(_:)` when the folder is missing or unwritable, the connectivity and
    ///   status errors of any fetch, and `DomainError/cancelled`.
    @discardableResult
    public func download(
        _ url: URL,
        to destination: URL,
        namedByType: Bool,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL {
        let folder = destination.deletingLastPathComponent()
        try checkDestination(destination, namedByType: namedByType)
        Self.removeAbandonedParts(of: destination)
        let temporary = folder.appendingPathComponent(Self.partPrefix(of: destination) + "\(UInt32.random(in: .min ... .max)).part")
        do throws(DomainError) {
            try await transfer(url, to: temporary, savingAs: destination, progress: progress)
            let format = try ImageSignature.check(temporary)
            var saved = destination
            if namedByType, destination.pathExtension.lowercased() != format {
                // A PNG saved as ID.jpg would say it is what it is not: the name photolist chose follows the
                // bytes, and that name is checked as the first one was.
                saved = destination.deletingPathExtension().appendingPathExtension(format)
                try checkName(saved)
            }
            try publish(temporary, as: saved)
            return saved
        } catch {
            unlink(temporary.path)  // the name itself: never a folder, never what a link points to
            throw error
        }
    }

    /// Refuses a missing folder, a taken or non-regular destination (unless replacing a regular file) and,
    /// with `namedByType`, any taken name the file's format could give it; see
    /// `PhotoDownloader/checkDestination(_:namedByType:)`.
    public func checkDestination(_ destination: URL, namedByType: Bool) throws(DomainError) {
        let folder = destination.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw .storage(StorageFailure(.download, path: folder.path, reason: .folderMissing))
        }
        guard isFolder.boolValue else {
            throw .storage(StorageFailure(.download, path: folder.path, reason: .inaccessible("it is not a folder")))
        }
        try checkName(destination)
        if namedByType, !replacingExisting {
            // Whatever format the file turns out to be, its name must be free: a taken one is refused before
            // the file is fetched, as a taken ID.jpg always was.
            let stem = destination.deletingPathExtension()
            for format in ImageSignature.fileExtensions where format != destination.pathExtension.lowercased() {
                try checkName(stem.appendingPathExtension(format))
            }
        }
    }

    /// `.NAME.`, how the temporary files of `destination` begin, with `NAME` cut (between characters) to
    /// what leaves room for the number and `.part` within the 255 bytes a file name may have: a name the
    /// folder takes must not fail for its temporary one. Two long names alike in their first 238 bytes share
    /// it, which only ``removeAbandonedParts(of:now:)`` looks at, and it takes nothing written lately.
    static func partPrefix(of destination: URL) -> String {
        let room = 255 - ".".utf8.count - ".\(UInt32.max).part".utf8.count
        var name = Substring(destination.lastPathComponent)
        while name.utf8.count > room { name.removeLast() }
        return ".\(name)."
    }

    /// How long a temporary file must have gone unwritten to be one a killed process left: far longer than
    /// any stall a download survives, so a download still running elsewhere is never touched.
    static let abandonedAfter: TimeInterval = 10 * 60

    /// Removes the temporary files of `destination` (`.NAME.NUMBER.part`, regular files only) that a process
    /// killed mid-download (SIGKILL, a power cut) left, once ``abandonedAfter`` has passed since their last
    /// write. Only names this downloader gives are looked at; the rest of the folder is the user's. (A
    /// download suspended, Ctrl-Z, for longer than that may lose its part to another download of the same
    /// photo into the same folder; it then fails, saving nothing, and can be run again.)
    static func removeAbandonedParts(of destination: URL, now: Date = Date()) {
        let folder = destination.deletingLastPathComponent()
        let prefix = partPrefix(of: destination)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".part") {
            let number = name.dropFirst(prefix.count).dropLast(".part".count)
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { continue }
            let path = folder.appendingPathComponent(name).path
            // Looked at without following a link (attributesOfItem does not).
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let modified = attributes[.modificationDate] as? Date, now.timeIntervalSince(modified) > abandonedAfter
            else { continue }
            unlink(path)  // the name itself: never what a link points to
        }
    }

    /// Streams `url` into `file`; a file that cannot be written is reported under `destination`, the name the
    /// user asked for, not the hidden temporary one.
    private func transfer(
        _ url: URL,
        to file: URL,
        savingAs destination: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) {
        let response: HTTPResponse
        do {
            response = try await client.download(HTTPRequest(url: url), to: file) { report in
                progress(DownloadProgress(receivedBytes: report.receivedBytes, expectedBytes: report.expectedBytes, attempt: report.attempt))
            }
        } catch {
            if case .fileWriteFailed(let reason, let outOfRoom) = error {
                throw .storage(HTTPClientError.downloadFailure(reason, outOfRoom: outOfRoom, path: destination.path))
            }
            throw error.domainError
        }
        if let failure = response.domainError {
            throw failure
        }
        if Task.isCancelled {
            throw .cancelled
        }
    }

    /// Refuses, before anything is fetched, a destination that is taken (unless replacing) or that is
    /// not a regular file (a symbolic link, a device such as /dev/null, a folder, a pipe): renaming over
    /// it would replace the node itself.
    private func checkName(_ destination: URL) throws(DomainError) {
        var status = stat()
        guard lstat(destination.path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFLNK {
            throw .storage(StorageFailure(.download, path: destination.path, reason: .symbolicLink))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .storage(StorageFailure(.download, path: destination.path, reason: .notAFile))
        }
        if !replacingExisting {
            throw .storage(StorageFailure(.download, path: destination.path, reason: .alreadyExists))
        }
    }

    /// Puts `temporary` in place as `destination` in one step: link(2) when the name must be free (it
    /// fails if another file took it meanwhile), rename(2) when replacing; both are atomic in one folder.
    private func publish(_ temporary: URL, as destination: URL) throws(DomainError) {
        // Written private (0600) while incomplete; the saved photo gets the mode new files get.
        chmod(temporary.path, 0o666 & ~FileCreationMask.current)
        if replacingExisting {
            guard rename(temporary.path, destination.path) == 0 else {
                throw .storage(StorageFailure(.download, path: destination.path, reason: .inaccessible(String(cString: strerror(errno)))))
            }
            return
        }
        guard link(temporary.path, destination.path) == 0 else {
            if errno == EEXIST { throw .storage(StorageFailure(.download, path: destination.path, reason: .alreadyExists)) }
            throw .storage(StorageFailure(.download, path: destination.path, reason: .inaccessible(String(cString: strerror(errno)))))
        }
        unlink(temporary.path)
    }
}

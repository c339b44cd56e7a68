import Foundation
import PhotoListTerminal

/// The optional settings file, `$XDG_CONFIG_HOME/photolist/config.json` (default
/// `~/.config/photolist/config.json`). Every field may be left out; unknown fields are ignored.
///
/// ```json
/// { "source": "unsplash", "accessKey": "…", "images": "blocks", "sponsored": false }
/// ```
struct ConfigurationFile: Decodable, Equatable, Sendable {
    /// The source to use when neither `--source` nor `PHOTOLIST_SOURCE` names one.
    var source: SourceOption?
    /// The Unsplash access key, used when `UNSPLASH_ACCESS_KEY` is not set.
    var accessKey: String?
    /// How photos are drawn when `--images` does not say (see ``ImagesChoice``).
    var images: ImagesChoice?
    /// Whether lists and searches show sponsored photos when `--no-sponsored` is not given (default true).
    var sponsored: Bool?

    /// The file's path for `environment` (see ``StorageLocations/settingsPath``).
    static func path(environment: [String: String]) -> String {
        StorageLocations(environment: environment).settingsPath
    }

    /// The file for `environment`; an empty configuration when there is none.
    /// - Throws: a usage ``CommandFailure`` naming the file when it cannot be read or is not valid.
    static func load(environment: [String: String]) throws(CommandFailure) -> ConfigurationFile {
        let path = path(environment: environment)
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return ConfigurationFile() }
            throw CommandFailure(message: "cannot read the settings file \(path): \(String(cString: strerror(errno)))", status: .usage)
        }
        // Checked before reading: a folder cannot be read, a pipe or device could block for ever.
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw CommandFailure(message: "the settings file \(path) is a folder; it must be a JSON file", status: .usage)
        default: throw CommandFailure(message: "the settings file \(path) is not a regular file; it must be a JSON file", status: .usage)
        }
        guard status.st_size <= maximumSize else {
            throw CommandFailure(message: "the settings file \(path) is larger than \(maximumSize / 1_024) KB; it holds three short fields", status: .usage)
        }
        do {
            let data = try readAll(path)
            return try JSONDecoder().decode(ConfigurationFile.self, from: data)
        } catch let error as DecodingError {
            throw CommandFailure(message: "the settings file \(path) is not valid: \(describe(error))", status: .usage)
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure(message: "cannot read the settings file \(path): \(error.localizedDescription)", status: .usage)
        }
    }

    /// The largest settings file read.
    private static let maximumSize = 64 * 1_024

    private static func readAll(_ path: String) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw CommandFailure(message: "cannot read the settings file \(path): \(String(cString: strerror(errno)))", status: .usage)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        return try handle.read(upToCount: maximumSize + 1) ?? Data()
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): context.codingPath.isEmpty ? "it is not JSON" : context.debugDescription
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
            context.codingPath.isEmpty
                ? "it must be a JSON object such as {\"source\": \"demo\"}"
                : "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        @unknown default: "\(error)"
        }
    }
}

/// A settings value that is one of a fixed set of names: read from its name, refused with every allowed
/// name when it is none of them.
protocol NamedSetting: Decodable, RawRepresentable, CaseIterable where RawValue == String {
    /// The settings file's key for it, as the refusal names it.
    static var settingName: String { get }
}

extension NamedSetting {
    init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: name) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "\(Self.settingName) must be one of \(Self.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')"
            ))
        }
        self = value
    }
}

extension SourceOption: NamedSetting {
    static let settingName = "source"
}

extension ImagesChoice: NamedSetting {
    static let settingName = "images"
}

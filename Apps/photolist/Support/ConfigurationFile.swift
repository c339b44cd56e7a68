import Foundation
import PhotoListTerminal
import Synchronization

/// The optional settings file, `$XDG_CONFIG_HOME/photolist/config.json` (default
/// `~/.config/photolist/config.json`). Every field may be left out; unknown fields are ignored (a newer
/// photolist may write more), but one a letter or two away from a known one is warned about, once a run,
/// as the typo it most likely is, and so is a known key written twice.
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

    /// The file's keys: what is decoded, and what an unknown key is compared with.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case source, accessKey, images, sponsored
    }

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
            throw CommandFailure(message: "the settings file \(path) is larger than \(maximumSize / 1_024) KB; it holds four short fields", status: .usage)
        }
        let data = try readAll(path)
        do {
            let file = try JSONDecoder().decode(ConfigurationFile.self, from: data)
            warnAboutKeys(in: data, path: path)
            return file
        } catch let error as DecodingError {
            throw CommandFailure(message: "the settings file \(path) is not valid: \(describe(error, in: data))", status: .usage)
        } catch {
            throw CommandFailure(message: "the settings file \(path) is not valid: \(error.localizedDescription)", status: .usage)
        }
    }

    /// The settings files whose likely typos were warned about in this run: several options read the file.
    private static let warned = Mutex<Set<String>>([])

    /// Warns, once a run, about each key of the file at `path` that is no known key but close to one
    /// (``likelyMeant(_:)``): `"sourc"` for `"source"`. Keys far from every known one are left alone. A
    /// known key written twice is warned about too: one of its values is read, and which one is the JSON
    /// reader's choice, not the user's.
    private static func warnAboutKeys(in data: Data, path: String) {
        // A file in UTF-16 or UTF-32, which the decoder reads too, is not scanned: its keys come from
        // Foundation's reader, without repeats.
        guard warned.withLock({ $0.insert(path).inserted }),
              let keys = JSONObjectKeys.keys(in: data) ?? (try? JSONSerialization.jsonObject(with: data) as? [String: Any]).map({ Array($0.keys) })
        else { return }
        for key in Set(keys).sorted() where CodingKeys(rawValue: key) == nil {
            guard let meant = likelyMeant(key) else { continue }
            StandardError.writeLine("photolist: warning: the settings file \(path) has \"\(TerminalText.sanitizedLine(key))\", which photolist does not read; did you mean \"\(meant)\"?")
        }
        for key in JSONObjectKeys.repeated(in: keys) where CodingKeys(rawValue: key) != nil {
            StandardError.writeLine("photolist: warning: the settings file \(path) has \"\(key)\" more than once; photolist reads only one of them, so keep the one you mean")
        }
    }

    /// The known key `key` is most likely a typo of: the same but for case, or at most two edits away
    /// (``EditDistance``); `nil` when none is that close.
    static func likelyMeant(_ key: String) -> String? {
        CodingKeys.allCases.map(\.rawValue).first { EditDistance.between($0.lowercased(), key.lowercased()) <= 2 }
    }

    /// The largest settings file read.
    private static let maximumSize = 64 * 1_024

    private static func readAll(_ path: String) throws(CommandFailure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw CommandFailure(message: "cannot read the settings file \(path): \(String(cString: strerror(errno)))", status: .usage)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            return try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            throw CommandFailure(message: "cannot read the settings file \(path): \(error.localizedDescription)", status: .usage)
        }
    }

    /// What the value of the key `key` must be, as a refusal of the wrong type says it.
    private static func expectedType(of key: (any CodingKey)?) -> String {
        switch key.flatMap({ CodingKeys(rawValue: $0.stringValue) }) {
        case .source: "a name in quotes, such as \"demo\""
        case .accessKey: "the key in quotes"
        case .images: "a name in quotes, such as \"blocks\""
        case .sponsored: "true or false, without quotes"
        case nil: "of another type (see photolist --help)"
        }
    }

    private static func describe(_ error: DecodingError, in data: Data) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            JSONSyntaxPlace.describe(data) ?? "it is not JSON"
        case .dataCorrupted(let context): context.debugDescription
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
            context.codingPath.isEmpty
                ? "it must be a JSON object such as {\"source\": \"demo\"}"
                : "\(context.codingPath.map(\.stringValue).joined(separator: ".")) must be " + expectedType(of: context.codingPath.first)
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

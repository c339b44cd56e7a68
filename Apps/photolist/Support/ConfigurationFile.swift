import Foundation

/// The optional settings file, `$XDG_CONFIG_HOME/photolist/config.json` (default
/// `~/.config/photolist/config.json`). Every field may be left out; unknown fields are ignored.
///
/// ```json
/// { "source": "unsplash", "accessKey": "…" }
/// ```
struct ConfigurationFile: Decodable, Equatable, Sendable {
    /// The source to use when neither `--source` nor `PHOTOLIST_SOURCE` names one.
    var source: SourceOption?
    /// The Unsplash access key, used when `UNSPLASH_ACCESS_KEY` is not set.
    var accessKey: String?

    /// The file's path for `environment` (see ``StorageLocations/settingsPath``).
    static func path(environment: [String: String]) -> String {
        StorageLocations(environment: environment).settingsPath
    }

    /// The file for `environment`; an empty configuration when there is none.
    /// - Throws: a usage ``CommandFailure`` naming the file when it cannot be read or is not valid.
    static func load(environment: [String: String]) throws(CommandFailure) -> ConfigurationFile {
        let path = path(environment: environment)
        guard FileManager.default.fileExists(atPath: path) else { return ConfigurationFile() }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try JSONDecoder().decode(ConfigurationFile.self, from: data)
        } catch let error as DecodingError {
            throw CommandFailure(message: "the settings file \(path) is not valid: \(describe(error))", status: .usage)
        } catch {
            throw CommandFailure(message: "cannot read the settings file \(path): \(error.localizedDescription)", status: .usage)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): context.codingPath.isEmpty ? "it is not JSON" : context.debugDescription
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
        @unknown default: "\(error)"
        }
    }
}

extension SourceOption: Decodable {
    init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let source = SourceOption(rawValue: name) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "source must be one of \(SourceOption.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')"
            ))
        }
        self = source
    }
}

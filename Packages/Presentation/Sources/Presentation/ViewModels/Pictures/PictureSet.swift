public import Domain

/// The pictures loaded so far, and those that could not be: what a view draws instead of placeholders.
public struct PictureSet: Sendable, Equatable {
    /// Loaded pictures by key.
    public private(set) var images: [PictureKey: PhotoImage] = [:]
    /// Why a picture could not be loaded, by key (one line, for a status bar or a log).
    public private(set) var failures: [PictureKey: String] = [:]

    /// An empty set.
    public init() {}

    /// The loaded picture for `key`, if there is one.
    public subscript(key: PictureKey) -> PhotoImage? { images[key] }

    mutating func insert(_ image: PhotoImage, for key: PictureKey) {
        images[key] = image
        failures[key] = nil
    }

    mutating func fail(_ key: PictureKey, _ message: String) {
        failures[key] = message
    }

    mutating func remove(_ key: PictureKey) {
        images[key] = nil
    }

    mutating func forgetFailure(_ key: PictureKey) {
        failures[key] = nil
    }
}

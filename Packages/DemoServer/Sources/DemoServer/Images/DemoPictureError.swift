/// Why a picture could not be made: a built-in photograph missing, or libjpeg-turbo
/// refusing to decode or encode. The image route answers 500 with it rather than crashing the server.
struct DemoPictureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in words (libjpeg-turbo's own message where it gave one).
    let message: String

    /// Creates an error that says `message`.
    init(_ message: String) {
        self.message = message
    }

    /// The message, so the error reads well in logs and test failures.
    var description: String { message }
}

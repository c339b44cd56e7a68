extension UnsplashAPI {
    /// Why an ``UnsplashAPI`` with an access key cannot be made: the key could not be sent as it is, or it
    /// would travel where it may not. Each case is one fact the app can state in one line.
    public enum ConfigurationError: Error, Hashable, Sendable {
        /// The access key is empty.
        case accessKeyIsEmpty
        /// The access key contains a line break (CR or LF), as a key pasted with its newline does. Sent
        /// as it is, it would end the `Authorization` header and start another.
        case accessKeyContainsLineBreak
        /// The access key contains a character no key has: white space, a control character or a character
        /// outside ASCII. Keys are printable ASCII.
        case accessKeyContainsInvalidCharacter
        /// The base URL is neither https nor plain http to this machine (an address in 127.0.0.0/8, `[::1]`
        /// or `localhost`), so the key would travel in clear text, or to a host no rule vouches for.
        case insecureBaseURL
    }
}

/// The body Unsplash sends with a refusal: `{"errors": ["OAuth error: The access token is invalid"]}`.
struct UnsplashErrorsDTO: Decodable, Sendable {
    /// The service's messages, each a sentence of its own.
    let errors: [String]
}

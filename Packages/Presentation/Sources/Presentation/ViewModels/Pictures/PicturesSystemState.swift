/// Everything the pictures on screen are: what is loaded and failed (what views draw), what is on screen,
/// what loads now, and the memory they take. ``PicturesSystem/reduce(_:_:)`` is its only writer.
public struct PicturesSystemState: Equatable, Sendable {
    /// The pictures loaded, and those that failed.
    public internal(set) var pictures = PictureSet()
    /// What the view showed last, most important first, one request per picture.
    public internal(set) var onScreen: [PictureRequest] = []
    /// The loads the state asks for now, in the order they start (a feedback runs them).
    public internal(set) var loading: [PictureRequest] = []
    /// Loads cancelled but not yet ended: a decode under way does not stop when cancelled, so it still
    /// counts against ``PicturesSystem/maximumConcurrent``.
    public internal(set) var draining = 0
    /// Pictures whose load ended without one (cancelled from below): asked again on the next show.
    var stopped: Set<PictureKey> = []
    /// Loaded pictures, least recently shown first.
    var recency: [PictureKey] = []
    /// Decoded bytes kept.
    public internal(set) var bytes = 0
    /// The most decoded bytes to keep; pictures on screen are kept whatever the budget.
    public let maximumBytes: Int

    /// Nothing loaded yet, keeping at most `maximumBytes` of decoded pixels.
    public init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }
}

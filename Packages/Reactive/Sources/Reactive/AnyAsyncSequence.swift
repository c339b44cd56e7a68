/// A never-failing asynchronous sequence whose concrete type is hidden, for storing or returning a
/// pipeline whose type depends on a runtime choice (the clock a debounce runs on, say).
public struct AnyAsyncSequence<Element: Sendable>: AsyncSequence, Sendable {
    /// Iterates the hidden sequence.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: any AsyncIteratorProtocol<Element, Never>

        fileprivate init(_ base: any AsyncIteratorProtocol<Element, Never>) {
            self.base = base
        }

        /// The next element, or `nil` when the sequence has ended or the task was cancelled.
        public mutating func next() async -> Element? {
            await base.next(isolation: nil)
        }

        /// The next element, delivered on `actor`.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            await base.next(isolation: actor)
        }
    }

    private let makeIterator: @Sendable () -> Iterator

    /// Hides the type of `base`.
    public init<Base: AsyncSequence & Sendable>(_ base: Base) where Base.Element == Element, Base.Failure == Never {
        makeIterator = { Iterator(base.makeAsyncIterator()) }
    }

    /// Starts an iteration of the hidden sequence.
    public func makeAsyncIterator() -> Iterator {
        makeIterator()
    }
}

/// The elements of `base`, skipping each one equal to the one before it: RxSwift's `distinctUntilChanged`,
/// behind ``Driver/values`` and `distinctUntilChanged()`.
///
/// Written here rather than taken from swift-async-algorithms, whose `removeDuplicates` iterator has no
/// `next(isolation:)`: every element it passes to a main-actor consumer (every state a screen renders)
/// went to the global executor and back, two thread hops. This one waits on its base in the consumer's
/// isolation, so a state sent on the main actor reaches a main-actor view without leaving it.
public struct DistinctUntilChangedSequence<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Base.Element: Equatable & Sendable, Base.Failure == Never {
    /// Iterates `base`, remembering the last element it passed on.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: Base.AsyncIterator
        private var last: Base.Element?

        fileprivate init(_ base: Base.AsyncIterator) {
            self.base = base
        }

        /// The next element that differs from the one before it, or `nil` when `base` has ended.
        public mutating func next() async -> Base.Element? {
            await next(isolation: nil)
        }

        /// The same, waiting on `base` in `actor`'s isolation.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Base.Element? {
            while let element = await base.next(isolation: actor) {
                if element != last {
                    last = element
                    return element
                }
            }
            return nil
        }
    }

    private let base: Base

    /// Skips repeats in `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// Starts an iteration of `base`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(base.makeAsyncIterator())
    }
}

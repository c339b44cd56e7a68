internal import AsyncAlgorithms

/// The operators view models compose inputs with, named as RxSwift names them where
/// swift-async-algorithms (which implements `debounce` and `merge(with:)`; `switchMap` and
/// `distinctUntilChanged` are Reactive's own) names them differently. A view model sees only these, never
/// the library, so the library can change without touching a view model.
extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// Emits an element only once `interval` has passed on `clock` without a newer one; the newest wins.
    /// Pass a test clock to drive the wait in virtual time.
    public func debounce(for interval: Duration, clock: any Clock<Duration>) -> AnyAsyncSequence<Element> {
        func debounce<C: Clock<Duration>>(on clock: C) -> AnyAsyncSequence<Element> {
            AnyAsyncSequence(self.debounce(for: interval, tolerance: nil, clock: clock))
        }
        return debounce(on: clock)
    }

    /// Maps each element to a sequence and emits the elements of the newest one only: a new element ends
    /// the iteration of the previous sequence (cancelling its work) at once, whether or not the consumer
    /// is waiting for an element. RxSwift's `flatMapLatest`, Combine's `map` + `switchToLatest`.
    ///
    /// Implemented here, not by swift-async-algorithms, whose `flatMapLatest` can stop reading this
    /// sequence for good (see `SwitchMapSequence`). Buffering policy: unbounded, like ``PublishRelay``.
    public func switchMap<Inner: AsyncSequence & Sendable>(
        _ transform: @escaping @Sendable (Element) -> Inner
    ) -> some AsyncSequence<Inner.Element, Never> & Sendable where Inner.Failure == Never, Inner.Element: Sendable {
        SwitchMapSequence(base: self, transform: transform)
    }

    /// The elements of this sequence and of `other`, interleaved as they arrive.
    public func merge<Other: AsyncSequence & Sendable>(
        with other: Other
    ) -> some AsyncSequence<Element, Never> & Sendable where Other.Element == Element, Other.Failure == Never {
        AsyncAlgorithms.merge(self, other)
    }

    /// Skips an element equal to the one before it. RxSwift's `distinctUntilChanged`.
    public func distinctUntilChanged() -> some AsyncSequence<Element, Never> & Sendable where Element: Equatable {
        DistinctUntilChangedSequence(self)
    }
}

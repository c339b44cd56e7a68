extension Lifetime {
    /// Calls `handle` on the main actor with each element of `sequence`, in order, until the sequence ends
    /// or this lifetime does. The analogue of RxSwift's `subscribe(onNext:).disposed(by:)`.
    ///
    /// Pass a subscription created before the call (a relay's `values`), so an event sent right after this
    /// returns is not missed.
    public func observe<S: AsyncSequence & Sendable>(
        _ sequence: S,
        _ handle: @escaping @MainActor @Sendable (S.Element) async -> Void
    ) where S.Failure == Never, S.Element: Sendable {
        Task { @MainActor in
            for await element in sequence {
                await handle(element)
            }
        }
        .store(in: self)
    }
}

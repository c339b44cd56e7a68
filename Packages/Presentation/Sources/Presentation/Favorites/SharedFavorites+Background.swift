import Domain
import Reactive

extension SharedFavorites {
    /// Toggles `photo` in a task tied to `lifetime`, sending a failure to `alert`.
    func toggle(_ photo: Photo, reportingTo alert: PublishRelay<ErrorDisplay>, in lifetime: Lifetime) {
        run(reportingTo: alert, in: lifetime) { () throws(DomainError) in try await self.toggle(photo) }
    }

    /// Reads the favourites in a task tied to `lifetime` unless they were read already, sending a failure
    /// to `alert`.
    func loadIfNeeded(reportingTo alert: PublishRelay<ErrorDisplay>, in lifetime: Lifetime) {
        guard current == nil else { return }
        run(reportingTo: alert, in: lifetime) { () throws(DomainError) in try await self.reload() }
    }

    private func run(
        reportingTo alert: PublishRelay<ErrorDisplay>,
        in lifetime: Lifetime,
        _ action: @escaping @MainActor @Sendable () async throws(DomainError) -> Void
    ) {
        Task {
            do throws(DomainError) {
                try await action()
            } catch {
                alert.send(ErrorDisplay(error))
            }
        }
        .store(in: lifetime)
    }
}

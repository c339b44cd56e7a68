import Domain
import Reactive

/// The feedback loops every screen with favourite marks runs, written once.
extension SharedFavorites {
    /// Reads `favorites` once the state wants them (a screen appearing), sending a failure to `alert`, then
    /// reports `done`; their changes reach the screen as events of its own. With `anew`, a screen reads them
    /// even when another screen has, so marks another process made since (a `favorites add` while the
    /// browser runs, a web tab opened later) show on it and on every screen sharing them: a list of photos
    /// does, once each; the search, which appears beside the catalog (a web tab starts both), and a photo's
    /// detail, made again at every step, read only what nothing has read yet.
    static func reading<State: Sendable, Event: Sendable>(
        _ favorites: SharedFavorites?,
        anew: Bool,
        when wanted: @escaping @MainActor (State) -> Bool,
        reportingTo alert: PublishRelay<ErrorDisplay>,
        then done: Event
    ) -> Feedback<State, Event> {
        .react(request: { wanted($0) ? true : nil }) { _ in
            do throws(DomainError) {
                let unread = await favorites?.current == nil
                if anew || unread { try await favorites?.reload() }
            } catch {
                // A read the state stopped asking for ends with its cancellation, which is no failure.
                if !Task.isCancelled { alert.send(ErrorDisplay(error)) }
            }
            return done
        }
    }

    /// Marks each photo the state asks for as it asks, side by side (the store takes them in the order
    /// asked); a failure is an alert, and `done` reports the request's number and whether the mark was
    /// stored (a screen that showed it at once takes it back). A request the state stops asking for (a
    /// press on the same row since replaced it, or the screen closed) is not waited for, but its mark is
    /// still stored (``SharedFavorites/mark(_:asFavorite:)``), before any asked after it.
    static func marking<State: Sendable, Event: Sendable>(
        _ favorites: SharedFavorites?,
        requests: @escaping @MainActor (State) -> [Numbered<FavoriteMarkRequest>],
        reportingTo alert: PublishRelay<ErrorDisplay>,
        then done: @escaping @Sendable (Int, Bool) -> Event
    ) -> Feedback<State, Event> {
        .react(requests: requests) { mark in
            do throws(DomainError) {
                try await favorites?.mark(mark.value.photo, asFavorite: mark.value.isFavorite)
                return done(mark.number, true)
            } catch {
                // No longer asked for (replaced by a later press on the row, or the screen closed): what
                // the row shows is the later press's to report, or no screen's.
                if !Task.isCancelled { alert.send(ErrorDisplay(error)) }
                return done(mark.number, false)
            }
        }
    }
}

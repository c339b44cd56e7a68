public import Domain
import Reactive

/// The source's request quota as the app last heard it, shared by every screen: each answer that reports
/// it (a page of the catalog, of a search, of a feed) updates it, and every screen shows it, so going back
/// to a list does not show what was left when that list last loaded.
///
/// Create one per app in the composition root, beside ``SharedFavorites``, and hand it to each list.
@MainActor
public final class SharedQuota {
    private let relay = CurrentValueRelay<RateLimitStatus?>(nil)

    /// A quota no source has reported yet.
    public init() {}

    /// The quota last reported; `nil` before any answer reported one.
    public var latest: RateLimitStatus? {
        relay.value
    }

    /// The quota now, then after every change.
    public var changes: AsyncStream<RateLimitStatus?> {
        relay.values
    }

    /// Takes `status` as the quota now; the same one again changes nothing.
    public func report(_ status: RateLimitStatus) {
        if status != relay.value { relay.send(status) }
    }

    /// The feedback that reports the quota a screen's state holds whenever it changes (a page answered, a
    /// rate limit met), written once for every list.
    static func reporting<State: Sendable, Event: Sendable>(
        _ quota: SharedQuota?,
        _ status: @escaping @MainActor (State) -> RateLimitStatus?
    ) -> Feedback<State, Event> {
        Feedback { state, _, _ in
            if let quota, let status = status(state) { quota.report(status) }
        }
    }
}

public import Domain
import Reactive

/// The source's request quota as the app last heard it, shared by every screen: each answer that reports
/// it (a page of the catalog, of a search, of a feed, of topics or collections) updates it, and every
/// screen shows it, so going back to a list does not show what was left when that list last loaded.
///
/// Create one per app in the composition root, beside ``SharedFavorites``, and hand it to each list.
@MainActor
public final class SharedQuota {
    private let relay = CurrentValueRelay<RateLimitStatus?>(nil)

    /// A quota no source has reported yet. Made anywhere (the composition root holds one from its start),
    /// used on the main actor.
    public nonisolated init() {}

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

    /// The feedback that reports the quota a screen's list heard in its own answers (a page answered, a
    /// rate limit met), once for each, written once for every list. A quota the list was told by another
    /// list is not reported back: it may reach the list after a newer one was reported, and would put the
    /// shared quota back.
    static func reporting<State: Sendable, Event: Sendable, List: QuotaHearing>(
        _ quota: SharedQuota?,
        _ list: @escaping @MainActor (State) -> List
    ) -> Feedback<State, Event> {
        let answers = AnswersSeen()
        return Feedback { state, _, _ in
            let list = list(state)
            defer { answers.count = list.quotaAnswers }
            guard list.quotaAnswers != answers.count, let quota, let status = list.rateLimit else { return }
            quota.report(status)
        }
    }
}

/// How many answers had told a list the quota when ``SharedQuota/reporting(_:_:)`` last looked at it: a
/// different count is a new answer (or a list started afresh, whose quota is not yet heard).
@MainActor
private final class AnswersSeen {
    var count: Int?
}

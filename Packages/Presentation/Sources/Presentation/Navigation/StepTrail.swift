import Domain

/// Where the next and previous keys of a detail opened from one list have led so far. A detail may not
/// have caught up with keys pressed in a burst, so each step starts from where the last one led, not from
/// the photo the detail still shows; at either end of the whole list the step says so instead. A step past
/// the loaded rows waits for the next page, and the keys pressed while it loads are kept and stepped once
/// it has come, so no press is lost (keys pressed while a page that then failed was loading go, with the
/// failure shown).
public struct StepTrail: Equatable, Sendable {
    /// The steps to send to the list's view model, in order, and the line to show when one led nowhere
    /// ("This is the last photo.").
    public struct Steps: Equatable, Sendable {
        /// The steps, each starting where the one before led.
        public var steps: [PhotoStep] = []
        /// The line to show, or `nil`.
        public var notice: String?

        /// Steps to send, and a line to show.
        public init(steps: [PhotoStep] = [], notice: String? = nil) {
            self.steps = steps
            self.notice = notice
        }
    }

    private var steppedTo: PhotoID?
    /// The step that waits for the next page: the photo it opens is known only when the page has come.
    private var awaiting: PhotoStep?
    /// The keys pressed while that page loads, in order.
    private var pressedMeanwhile: [PhotoStep.Direction] = []
    /// Whether the list has been seen loading since the step began to wait: a failure shown before that
    /// is the one the step asks past, not the waiting page's.
    private var sawLoading = false

    /// A trail that has not stepped yet.
    public init() {}

    /// The steps to send for the key `step` among `items`, given the list's `progress`. While a step
    /// waits for a page, the key is kept and none is sent; once the page has come, the keys kept are
    /// stepped first. A page that failed drops the keys kept for it, and this key asks for it again; a
    /// list that cannot load it says why.
    public mutating func take<Items: RandomAccessCollection>(
        _ step: PhotoStep, in items: Items, progress: ListProgress
    ) -> Steps where Items.Element == PhotoListItem, Items.Index == Int {
        var result = resume(in: items, progress: progress)
        if awaiting != nil {
            // A failure shown although the list was not seen loading is stale (the list is about to load),
            // unless the list cannot load at all.
            guard let failure = progress.failure, !progress.isLoading, sawLoading || !progress.canRetry else {
                pressedMeanwhile.append(step.direction)
                return result
            }
            dropWaiting()
            if !progress.canRetry { return Steps(steps: result.steps, notice: failure) }
        }
        let more = advance([step.direction], from: step.from, in: items, hasMore: progress.hasMore)
        result.steps += more.steps
        result.notice = more.notice ?? result.notice
        return result
    }

    /// ``take(_:in:progress:)`` among the rows of `list`.
    public mutating func take(_ step: PhotoStep, in list: PhotoListState) -> Steps {
        take(step, in: list.items, progress: ListProgress(list))
    }

    /// Follows `list`'s new state (``resume(in:progress:)``).
    public mutating func follow(_ list: PhotoListState) -> Steps {
        resume(in: list.items, progress: ListProgress(list))
    }

    /// The list is on top again: the next detail starts afresh.
    public mutating func reset() {
        self = StepTrail()
    }

    /// The steps to send now that the list's rows or progress changed: once `items` hold the page a step
    /// waited for, the keys pressed while it loaded, stepped from the photo it brought. When the page
    /// failed, the keys kept go; when it brought no further photo (the list ended, or was replaced), the
    /// notice says so. Call it when the list's state changes and when its view model opens a photo in
    /// place, as the two may arrive in either order.
    public mutating func resume<Items: RandomAccessCollection>(
        in items: Items, progress: ListProgress
    ) -> Steps where Items.Element == PhotoListItem, Items.Index == Int {
        guard let awaiting else { return Steps() }
        if progress.isLoading { sawLoading = true }
        if progress.failure != nil, !progress.isLoading, sawLoading {
            dropWaiting()
            return Steps()
        }
        let kept = pressedMeanwhile
        switch items.neighbor(of: awaiting, hasMore: progress.hasMore) {
        case .needsNextPage:
            return Steps()
        case .photo(let id):
            steppedTo = id
            dropWaiting()
            return advance(kept, from: id, in: items, hasMore: progress.hasMore)
        case .none:
            dropWaiting()
            var result = advance(kept, from: awaiting.from, in: items, hasMore: progress.hasMore)
            result.notice = result.notice ?? PhotoFormatting.noPhoto(beyond: awaiting.direction)
            return result
        }
    }

    private mutating func dropWaiting() {
        awaiting = nil
        pressedMeanwhile = []
        sawLoading = false
    }

    /// Steps `directions` in turn from where the trail stands (`origin` before any step), until one must
    /// wait for a page; the rest wait with it.
    private mutating func advance<Items: RandomAccessCollection>(
        _ directions: [PhotoStep.Direction], from origin: PhotoID, in items: Items, hasMore: Bool
    ) -> Steps where Items.Element == PhotoListItem, Items.Index == Int {
        var result = Steps()
        for (index, direction) in directions.enumerated() {
            let step = PhotoStep(from: steppedTo ?? origin, direction)
            switch items.neighbor(of: step, hasMore: hasMore) {
            case .photo(let id):
                steppedTo = id
                result.steps.append(step)
            case .needsNextPage:
                awaiting = step
                pressedMeanwhile = Array(directions.dropFirst(index + 1))
                sawLoading = false
                result.steps.append(step)
                return result
            case .none:
                result.notice = PhotoFormatting.noPhoto(beyond: direction)
            }
        }
        return result
    }
}

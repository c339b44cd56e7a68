public import Domain

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

    /// A trail that has not stepped yet.
    public init() {}

    /// The steps to send for the key `step` among `items`, given whether the list `hasMore` and whether
    /// it `failed` (its phase shows a failure). While a step waits for a page, the key is kept and none
    /// is sent; once the page has come, the keys kept are stepped first.
    public mutating func take<Items: RandomAccessCollection>(
        _ step: PhotoStep, in items: Items, hasMore: Bool, failed: Bool
    ) -> Steps where Items.Element == PhotoListItem, Items.Index == Int {
        var result = resume(in: items, hasMore: hasMore)
        if awaiting != nil {
            guard failed else {
                pressedMeanwhile.append(step.direction)
                return result
            }
            // The page failed: the keys that waited for it go, and this one asks for the page again.
            pageFailed()
        }
        let more = advance([step.direction], from: step.from, in: items, hasMore: hasMore)
        result.steps += more.steps
        result.notice = more.notice ?? result.notice
        return result
    }

    /// The page a step waited for failed (the list shows why): the keys pressed while it loaded go.
    public mutating func pageFailed() {
        awaiting = nil
        pressedMeanwhile = []
    }

    /// ``take(_:in:hasMore:failed:)`` among the rows of `list`.
    public mutating func take(_ step: PhotoStep, in list: PhotoListState) -> Steps {
        take(step, in: list.items, hasMore: list.hasMore, failed: list.errorMessage != nil)
    }

    /// Follows `list`'s new state: a failure drops the keys waiting for a page (``pageFailed()``); rows
    /// that bring the page step them (``resume(in:hasMore:)``).
    public mutating func follow(_ list: PhotoListState) -> Steps {
        guard list.errorMessage == nil else {
            pageFailed()
            return Steps()
        }
        return resume(in: list.items, hasMore: list.hasMore)
    }

    /// The list is on top again: the next detail starts afresh.
    public mutating func reset() {
        self = StepTrail()
    }

    /// The steps to send now that `items` may hold the page a step waited for: the keys pressed while it
    /// loaded, stepped from the photo it brought. Call it when the list's rows change and when its view
    /// model opens a photo in place, as the two may arrive in either order.
    public mutating func resume<Items: RandomAccessCollection>(
        in items: Items, hasMore: Bool
    ) -> Steps where Items.Element == PhotoListItem, Items.Index == Int {
        guard let awaiting, case .photo(let id) = items.neighbor(of: awaiting, hasMore: hasMore) else { return Steps() }
        steppedTo = id
        self.awaiting = nil
        let directions = pressedMeanwhile
        pressedMeanwhile = []
        return advance(directions, from: id, in: items, hasMore: hasMore)
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
                result.steps.append(step)
                return result
            case .none:
                result.notice = PhotoFormatting.noPhoto(beyond: direction)
            }
        }
        return result
    }
}

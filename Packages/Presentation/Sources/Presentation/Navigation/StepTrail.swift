public import Domain

/// Where the next and previous keys of a detail opened from one list have led so far. A detail may not
/// have caught up with keys pressed in a burst, so each step starts from where the last one led, not from
/// the photo the detail still shows; at either end of the whole list the step says so instead.
public struct StepTrail: Equatable, Sendable {
    private var steppedTo: PhotoID?
    /// Whether a step waits for the next page: the photo it opens is known only when its route arrives.
    private var awaitsPage = false

    /// A trail that has not stepped yet.
    public init() {}

    /// The step to send for `step` among `items` (``PhotoStep/from`` moved to where the last step led),
    /// and the line to show when it leads nowhere ("This is the last photo.").
    public mutating func take<Items: RandomAccessCollection>(
        _ step: PhotoStep, in items: Items, hasMore: Bool
    ) -> (step: PhotoStep, notice: String?) where Items.Element == PhotoListItem, Items.Index == Int {
        let from = PhotoStep(from: steppedTo ?? step.from, step.direction)
        switch items.neighbor(of: from, hasMore: hasMore) {
        case .photo(let id): steppedTo = id
        case .needsNextPage: awaitsPage = true
        case .none: return (from, PhotoFormatting.noPhoto(beyond: step.direction))
        }
        return (from, nil)
    }

    /// The list is on top again: the next detail starts afresh.
    public mutating func reset() {
        self = StepTrail()
    }

    /// The list's view model opened `id` in place: a step that waited for a page now knows where it led.
    public mutating func opened(_ id: PhotoID) {
        guard awaitsPage else { return }
        steppedTo = id
        awaitsPage = false
    }
}

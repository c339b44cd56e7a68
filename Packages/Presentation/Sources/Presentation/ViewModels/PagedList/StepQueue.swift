import Domain

/// Where the open detail's next and previous keys stand in the list it was opened from, as the list's
/// reducer keeps them. A detail opened by a selection starts the trail; the detail may not have caught up
/// with keys pressed in a burst, so a key from a photo the steps have already passed starts where the last
/// step led, not from the photo the detail still shows. A key from a photo off the trail, or with no
/// detail open, is one that left before the detail did (it crossed an Esc and a new selection on its way)
/// and opens nothing. A step past the loaded rows waits for the next page, and the keys pressed while it
/// loads wait with it, so no press is lost; a page that fails drops them (the list shows the failure).
struct StepQueue: Equatable, Sendable {
    /// The photos the steps have passed since the detail last caught up with them, the one it showed then
    /// first: as long as the detail lags behind its keys, and no longer. Empty while no detail opened from
    /// this list is open.
    private(set) var trail: [PhotoID] = []
    /// The step that waits for the next page: the photo it opens is known only when the page has come.
    var waiting: PhotoStep?
    /// The keys pressed while that page loads, in order.
    var kept: [PhotoStep.Direction] = []

    /// The trail of a detail just opened on `id`.
    init(openedOn id: PhotoID? = nil) {
        trail = id.map { [$0] } ?? []
    }

    /// Where a key pressed on the detail showing `shown` steps from: where the last step led, when `shown`
    /// is on the trail (the detail may not have caught up yet; once it has, the trail starts again from
    /// it); `nil` for a key from a photo off the trail, which opens nothing.
    mutating func origin(forKeyOn shown: PhotoID) -> PhotoID? {
        guard let last = trail.last, trail.contains(shown) else { return nil }
        if last == shown { trail = [shown] }
        return last
    }

    /// A step led to `id`.
    mutating func reach(_ id: PhotoID) {
        trail.append(id)
    }

    /// Forgets the step waiting and the keys kept for it; the photos passed stay.
    mutating func dropWaiting() {
        waiting = nil
        kept = []
    }
}

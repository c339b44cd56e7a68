import Domain

/// Where the open detail's next and previous keys stand in the list it was opened from, as the list's
/// reducer keeps them. The detail may not have caught up with keys pressed in a burst, so a key from a
/// photo the steps have already passed starts where the last step led, not from the photo the detail still
/// shows. A step past the loaded rows waits for the next page, and the keys pressed while it loads wait
/// with it, so no press is lost; a page that fails drops them (the list shows the failure).
struct StepQueue: Equatable, Sendable {
    /// The photos the steps have passed since the detail last caught up with them, the one it showed then
    /// first: as long as the detail lags behind its keys, and no longer.
    private(set) var trail: [PhotoID] = []
    /// The step that waits for the next page: the photo it opens is known only when the page has come.
    var waiting: PhotoStep?
    /// The keys pressed while that page loads, in order.
    var kept: [PhotoStep.Direction] = []

    /// Where a key pressed on the detail showing `shown` steps from: where the last step led, when `shown`
    /// is a photo the steps have passed (the detail has not caught up yet); else `shown` itself, which
    /// starts the trail again (the detail caught up, or shows a photo these steps did not lead to).
    mutating func origin(forKeyOn shown: PhotoID) -> PhotoID {
        if let last = trail.last, last != shown, trail.contains(shown) { return last }
        trail = [shown]
        return shown
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

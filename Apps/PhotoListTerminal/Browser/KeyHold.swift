/// The keys pressed on a pane that has not settled (a list whose first rows are being read, a detail
/// whose photo is on its way, or a step from it not yet landed), which wait for it so each acts on what the
/// keys before it led to: `F j` moves in the favourites once they are read, `n d` downloads the photo `n`
/// led to, not the one still on screen. A burst of steps alone never waits (the list's `StepQueue` keeps up
/// with one); a key that acts on the rows or the photo does, and every key that could change what it does
/// (a step, cancelling downloads, the help, a reload, Esc or another pane) waits behind it, in order. A
/// pane a held key opens is waited for in turn. Quitting, redrawing and suspending never wait.
struct KeyHold: Equatable {
    /// Steps sent from the detail that have neither opened a photo nor ended in a notice.
    private(set) var stepsOnTheirWay = 0
    /// The keys waiting, in the order pressed.
    private(set) var keys: [Key] = []
    /// Whether the keys act now whatever is still on its way: a step that will never land, or rows that
    /// never come (see ``giveUp()``), must not keep them forever.
    private var givenUp = false

    /// Whether `command`, pressed now on a pane that has settled (`paneSettled`) or not, waits.
    func holds(_ command: BrowserCommand, paneSettled: Bool) -> Bool {
        switch command {
        case .moveUp, .moveDown, .pageUp, .pageDown, .first, .last, .open, .remove, .undo,
            .download, .copy, .toggleFavorite, .openPage, .openProfile:
            !keys.isEmpty || stepsOnTheirWay > 0 || !paneSettled
        case .next, .previous, .cancelDownloads, .help, .refresh, .search, .showFavorites, .showFeature, .back,
            .cycleOrder, .cycleOrientation, .cycleColor:
            !keys.isEmpty
        case .quit, .redraw, .suspend:
            false
        }
    }

    /// Holds `key` until ``next(paneSettled:)`` gives it back.
    mutating func hold(_ key: Key) {
        keys.append(key)
    }

    /// A step left the detail.
    mutating func stepSent() {
        stepsOnTheirWay += 1
        givenUp = false  // the keys after it wait for this one
    }

    /// A step opened its photo, or ended in a notice (the first or last photo, a page that failed).
    mutating func stepEnded() {
        stepsOnTheirWay = max(0, stepsOnTheirWay - 1)
    }

    /// The next key to act on now, or `nil` while what the held keys wait for is on its way: every step
    /// has landed and the pane on top has settled (its rows or its photo came, or failed). A step among
    /// the keys given back sends another, which the keys after it wait for.
    mutating func next(paneSettled: Bool) -> Key? {
        guard !keys.isEmpty, givenUp || (stepsOnTheirWay == 0 && paneSettled) else { return nil }
        let key = keys.removeFirst()
        if keys.isEmpty { givenUp = false }  // the next keys held wait again
        return key
    }

    /// Stops waiting: the keys held act on the pane as it is now, and steps counted as on their way are
    /// forgotten (one may never land: the list dropped it).
    mutating func giveUp() {
        stepsOnTheirWay = 0
        givenUp = !keys.isEmpty
    }

    /// Another pane is on top (a key opened it, or Esc closed one): steps sent from a detail no longer
    /// there land nowhere, so they are forgotten. The keys still held were pressed after the key that
    /// changed the pane, so they are kept, and wait for the new pane to settle.
    mutating func paneChanged() {
        stepsOnTheirWay = 0
        givenUp = false
    }
}

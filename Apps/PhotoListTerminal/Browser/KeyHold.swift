/// The keys pressed on a pane that has not settled (a list whose first rows are being read, a detail
/// whose photo is on its way, or a step from it not yet landed) or that is about to give way to a detail
/// (Enter asked for it), which wait so each acts on what the keys before it led to: `F j` moves in the
/// favourites once they are read, `Enter n` steps from the detail Enter opens, `n d` downloads the photo
/// `n` led to, not the one still on screen. A burst of steps alone never waits (the list's `StepQueue`
/// keeps up with one); a key that acts on the rows or the photo does, and once one key waits, every key
/// after it waits too, in order (the browser holds them all: ``holdsEveryKey``). A pane a held key opens
/// is waited for in turn. A change a key asked for that does not show yet (`f`'s mark, `x`'s removal) holds
/// every key after it, even one that leaves the pane (``PaneSettling/storing``). Only the control keys that
/// act while typing (quit, redraw, suspend) never wait here; a quit then ends the browser once the change
/// shows (``Browser``'s `end()`).
struct KeyHold: Equatable {
    /// Steps sent from the detail that have neither opened a photo nor ended in a notice.
    private(set) var stepsOnTheirWay = 0
    /// Whether the list on top asked for a photo's detail (Enter) that has not opened yet.
    private(set) var detailOnItsWay = false
    /// The keys waiting, in the order pressed.
    private(set) var keys: [Key] = []
    /// Whether the keys act now whatever is still on its way: a step that will never land, or a change
    /// that never shows (see ``giveUp()``), must not keep them forever.
    private var givenUp = false

    /// Whether any key pressed now waits, whatever it is: keys already wait (it goes behind them), or a
    /// detail asked for is on its way (the pane the key is for is not on screen yet).
    var holdsEveryKey: Bool { !keys.isEmpty || detailOnItsWay }

    /// Whether `key`, pressed now, waits behind what waits already (``holdsEveryKey``): any key does, a
    /// letter for a field or a paste too, except `q`, which quits at once, unless the search is open
    /// (`searchIsOpen`) or waits to open before it: its field may take it as a letter.
    func holdsBehind(_ key: Key, searchIsOpen: Bool) -> Bool {
        guard holdsEveryKey else { return false }
        guard KeyMap.command(for: key) == .quit else { return true }
        return searchIsOpen || keys.contains { KeyMap.command(for: $0) == .search }
    }

    /// Whether `command`, pressed now on a pane that has settled (`paneSettled`) or not, waits; with a
    /// change the pane asked for on its way (`paneStoring`, ``PaneSettling/storing``), every key but the
    /// control keys does.
    func holds(_ command: BrowserCommand, paneSettled: Bool, paneStoring: Bool = false) -> Bool {
        switch command {
        case .moveUp, .moveDown, .pageUp, .pageDown, .first, .last, .open, .remove, .undo,
            .download, .copy, .toggleFavorite, .openPage, .openProfile:
            holdsEveryKey || stepsOnTheirWay > 0 || !paneSettled
        case .next, .previous, .cancelDownloads, .help, .refresh, .search, .showFavorites, .showFeature, .back,
            .cycleOrder, .cycleOrientation, .cycleColor:
            holdsEveryKey || paneStoring
        case .quit, .redraw, .suspend:
            false
        }
    }

    /// "3 keys wait" while keys are held, for the status bar (or the notice of a window too small): keys
    /// typed ahead are not lost, and not ignored, and say so.
    var waitingNote: String? {
        keys.isEmpty ? nil : keys.count == 1 ? "1 key waits" : "\(keys.count) keys wait"
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

    /// The list on top asked for a photo's detail, which opens later.
    mutating func detailRequested() {
        detailOnItsWay = true
        givenUp = false  // the keys after it wait for the detail
    }

    /// A step opened its photo, or ended in a notice (the first or last photo, a page that failed).
    mutating func stepEnded() {
        stepsOnTheirWay = max(0, stepsOnTheirWay - 1)
    }

    /// The next key to act on now, or `nil` while what the held keys wait for is on its way: every step
    /// has landed, a detail asked for has opened, and the pane on top has settled (its rows or its photo
    /// came, or failed). A step or an Enter among the keys given back sends another request, which the
    /// keys after it wait for.
    mutating func next(paneSettled: Bool) -> Key? {
        guard !keys.isEmpty, givenUp || (stepsOnTheirWay == 0 && !detailOnItsWay && paneSettled) else { return nil }
        let key = keys.removeFirst()
        if keys.isEmpty { givenUp = false }  // the next keys held wait again
        return key
    }

    /// A key given back left the pane it acted on waiting for something it asked for (a search's results,
    /// a page past the rows): the keys after it wait for that, even after a give-up.
    mutating func keyAskedToWait() {
        givenUp = false
    }

    /// Stops waiting for what may never come: steps or a detail counted as on their way are forgotten
    /// (the list may have dropped one), and the keys held act on the pane as it is now. (The browser does
    /// not give up on a pane that is reading: a read ends by itself.)
    mutating func giveUp() {
        stepsOnTheirWay = 0
        detailOnItsWay = false
        givenUp = !keys.isEmpty
    }

    /// Another pane is on top (a key opened it, Esc closed one, or the detail asked for came): steps sent
    /// from a detail no longer there land nowhere, so they are forgotten, and a detail asked for is no
    /// longer awaited. The keys still held were pressed after what changed the pane, so they are kept, and
    /// wait for the new pane to settle.
    mutating func paneChanged() {
        stepsOnTheirWay = 0
        detailOnItsWay = false
        givenUp = false
    }
}

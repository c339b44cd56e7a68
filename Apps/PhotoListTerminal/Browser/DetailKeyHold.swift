/// The keys pressed on a detail whose photo is still on its way (just opened, or a step from it not yet
/// landed), which wait for it so each acts on the photo the keys before it led to: `n d` downloads the
/// photo `n` led to, not the one still on screen. A burst of steps alone never waits (the list's
/// `StepQueue` keeps up with one); a key that acts on a photo does, and every key that could change what
/// it does (a step, cancelling downloads, the help, a reload, Esc or another pane, which would drop it)
/// waits behind it, in order. Quitting, redrawing and scrolling never wait; a pane opened otherwise
/// drops what was held.
struct DetailKeyHold: Equatable {
    /// Steps sent from the detail that have neither opened a photo nor ended in a notice.
    private(set) var stepsOnTheirWay = 0
    /// The keys waiting, in the order pressed.
    private(set) var keys: [Key] = []
    /// Whether the keys act now whatever is still on its way: a step that will never land (see
    /// ``giveUp()``) must not keep them forever.
    private var givenUp = false

    /// Whether `command`, pressed now on a detail whose load has ended (`detailSettled`) or not, waits.
    func holds(_ command: BrowserCommand, detailSettled: Bool) -> Bool {
        switch command {
        case .download, .copy, .toggleFavorite, .openPage, .openProfile:
            !keys.isEmpty || stepsOnTheirWay > 0 || !detailSettled
        case .next, .previous, .cancelDownloads, .help, .refresh, .search, .showFavorites, .showFeature, .back:
            !keys.isEmpty
        default:
            false
        }
    }

    /// Holds `key` until ``next(detailSettled:)`` gives it back.
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

    /// The next key to act on now, or `nil` while the photo the held keys wait for is on its way: every
    /// step has landed and the detail on top has loaded (or failed). A step among the keys given back
    /// sends another, which the keys after it wait for.
    mutating func next(detailSettled: Bool) -> Key? {
        guard !keys.isEmpty, givenUp || (stepsOnTheirWay == 0 && detailSettled) else { return nil }
        let key = keys.removeFirst()
        if keys.isEmpty { givenUp = false }  // the next keys held wait again
        return key
    }

    /// Stops waiting: the keys held act on the detail as it is now, and steps counted as on their way are
    /// forgotten (one may never land: the list dropped it).
    mutating func giveUp() {
        stepsOnTheirWay = 0
        givenUp = !keys.isEmpty
    }

    /// The detail the keys waited on is gone (Esc, another pane): they are dropped, as is the count.
    mutating func drop() {
        self = DetailKeyHold()
    }
}

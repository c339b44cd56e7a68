/// The browser's panes, bottom to top, and where each kind goes: a detail right above the list that asked
/// for it, even when keys read with the Enter opened a pane first; a step's photo in its detail's place;
/// a feature's pane in place of another feature's; a pane already open gone back to rather than opened
/// twice. It decides where panes go, not what they are: the browser makes them, and has the one on top
/// appear. A pane's kind is the role it was opened as, not its type, so the rules are tested with
/// stand-in panes.
struct PaneStack {
    /// Any of the browser's panes.
    typealias Pane = any BrowserPane

    /// What a pane is to the rules of the stack.
    enum Role: Equatable {
        /// A list, the search or any other screen opened over the one before.
        case screen
        /// A photo's detail, opened from the list beneath it, whose steps that list takes.
        case detail
        /// The pane of the feature with this index (the keys 1 to 9).
        case feature(Int)
    }

    /// Where a pane went.
    enum Placement: Equatable {
        /// On top: it appears now.
        case onTop
        /// Beneath panes opened since: it appears once they are gone.
        case beneath
    }

    private var entries: [(pane: Pane, role: Role)] = []
    /// The list whose Enter has asked for a detail that has not come yet: a feature's pane that is one is
    /// not replaced by the next feature's, so the detail keeps a list to go above.
    private weak var awaitingDetail: Pane?

    /// An empty stack; the browser puts its first pane on it.
    init() {}

    /// The pane on top: the one shown.
    var top: Pane? { entries.last?.pane }
    /// How many panes are open.
    var count: Int { entries.count }
    /// The panes, bottom to top.
    var panes: [Pane] { entries.map(\.pane) }

    /// The list beneath the detail on top, which it was opened from and whose selection follows its
    /// steps; `nil` when no detail is on top.
    var listUnderDetail: Pane? {
        guard entries.count >= 2, entries.last?.role == .detail else { return nil }
        return entries[entries.count - 2].pane
    }

    /// The index of the feature whose pane is on top, if one is.
    var featureOnTop: Int? {
        guard case .feature(let index) = entries.last?.role else { return nil }
        return index
    }

    /// Puts `pane`, a screen, on top. (Details and features' panes have their own ways on, which keep
    /// their rules.)
    mutating func push(_ pane: Pane) {
        put(pane, as: .screen)
    }

    /// Closes the pane on top, unless it is the only one; returns the pane shown now, or `nil` when
    /// nothing was closed.
    mutating func pop() -> Pane? {
        guard entries.count > 1 else { return nil }
        entries.removeLast()
        return top
    }

    /// Closes every pane and starts again from `pane` (the catalog in another order).
    mutating func reset(to pane: Pane) {
        entries = []
        put(pane, as: .screen)
    }

    /// Goes back to `pane` if it is open, closing the panes above it; returns whether it was open.
    mutating func goBack(to pane: Pane) -> Bool {
        guard let index = index(of: pane) else { return false }
        entries.removeSubrange((index + 1)...)
        return true
    }

    /// Notes that the Enter of `list`, on top, asked for a photo's detail, which comes later.
    mutating func listAwaitsDetail(_ list: Pane) {
        awaitingDetail = list
    }

    /// Puts the detail `make` makes right above `list`, which asked for it: on top, or beneath the panes
    /// that keys read with the Enter (`Enter 2`, a paste) opened before it came, where acting on the keys
    /// in order would have put it. A detail already there (a second Enter read before the first's photo
    /// came) gives it its place, and `list` no longer awaits it. `nil` when `list` is no longer open:
    /// nothing is made or opened. (`make` runs while the stack changes: it must not read the stack.)
    mutating func openDetail(from list: Pane, making make: () -> Pane) -> (detail: Pane, placement: Placement)? {
        guard let index = index(of: list) else { return nil }
        let detail = make()
        if awaitingDetail === list { awaitingDetail = nil }
        if entries.indices.contains(index + 1), entries[index + 1].role == .detail { entries.remove(at: index + 1) }
        guard index == entries.count - 1 else {
            entries.insert((detail, .detail), at: index + 1)
            return (detail, .beneath)
        }
        put(detail, as: .detail)
        return (detail, .onTop)
    }

    /// Puts the detail `make` makes, of the photo a step from the detail above `list` led to, in that
    /// detail's place, even under a pane opened over it since (`n /`: going back shows the photo the step
    /// led to). `nil` when that detail is closed: a step that lands after the user left makes and opens
    /// nothing. (`make` runs while the stack changes: it must not read the stack.)
    mutating func replaceDetail(from list: Pane, making make: () -> Pane) -> (detail: Pane, placement: Placement)? {
        guard let index = index(of: list).map({ $0 + 1 }), entries.indices.contains(index), entries[index].role == .detail else { return nil }
        let detail = make()
        entries[index] = (detail, .detail)
        guard index == entries.count - 1 else { return (detail, .beneath) }
        awaitingDetail = nil
        return (detail, .onTop)
    }

    /// Puts the pane of feature `index` on top. Over another feature's pane it takes that pane's place,
    /// so `1 2 1 2` switches between two panes rather than piling up four for Esc to undo, unless that
    /// pane still awaits the detail its Enter asked for. (The browser does not make a feature's pane
    /// when that feature's is on top already: ``featureOnTop``.)
    mutating func openFeature(_ pane: Pane, index: Int) {
        if featureOnTop != nil, let top, top !== awaitingDetail { entries.removeLast() }
        put(pane, as: .feature(index))
    }

    /// Puts `pane` on top as `role`.
    private mutating func put(_ pane: Pane, as role: Role) {
        awaitingDetail = nil  // only while it is on top does a list awaiting a detail matter
        entries.append((pane, role))
    }

    private func index(of pane: Pane) -> Int? {
        entries.firstIndex { $0.pane === pane }
    }
}

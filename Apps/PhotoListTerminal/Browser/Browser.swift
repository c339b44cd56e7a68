public import Domain
import Foundation
public import Presentation
import Reactive

/// The interactive browser: a stack of panes (catalog, search, favourites, detail) between a title bar
/// and a status bar. It turns terminal events into pane input and paints a frame after each change.
@MainActor
public final class Browser {
    /// Builds the panes' view models; the composition root provides it, so the browser never sees how a
    /// view model is made (Data stays in the app).
    public struct Factory: Sendable {
        /// The view models of the screens, as every view of the app gets them.
        let screens: ScreenFactories
        /// Loads photos' real pictures; `nil` draws BlurHash swatches only.
        var pictures: (@MainActor () -> PhotoPicturesViewModel)?
        /// The view models of the features added with Scripts/new-feature, whose panes (``FeaturePanes``)
        /// the keys 1 to 9 open; `nil` opens none.
        var features: (any FeatureViewModels)?
        /// What to do next about a failure, said after Presentation's sentence where a pane has nothing
        /// else to show (``BrowserContext/advice``).
        var advice: @Sendable (DomainError) -> String?

        /// A factory over `screens`, drawing pictures from `pictures` (`nil`: BlurHash swatches only),
        /// opening feature panes over `features`, and advising on a failure with `advice` (the command
        /// line's own words, such as which command fills the offline copy; none by default).
        public init(
            screens: ScreenFactories,
            pictures: (@MainActor () -> PhotoPicturesViewModel)? = nil,
            features: (any FeatureViewModels)? = nil,
            advice: @escaping @Sendable (DomainError) -> String? = { _ in nil }
        ) {
            self.screens = screens
            self.pictures = pictures
            self.features = features
            self.advice = advice
        }
    }

    /// The smallest window the browser lays out in; rows narrower than 80 columns drop their size column. Smaller
    /// still, only a notice shows and only resizing and quitting act.
    static let minimumSize = TerminalSize(rows: 16, columns: 60)
    /// The screen line panes' bodies start on, below the title bar.
    static let bodyTop = 1

    private let terminal: RawTerminal
    private let factory: Factory
    private let sourceKey: String
    private let lifetime = Lifetime()
    private let downloadInput = PhotoDownloadViewModel.Input()
    private var context: BrowserContext!
    private var stack = PaneStack()
    private var searchPane: SearchPane?
    private var downloadViewModel: PhotoDownloadViewModel?
    private var downloads = DownloadQueueState.idle
    /// Whether a download was asked for (`d`) that the queue has neither shown under way nor answered
    /// with a notice: a `q` read in the same burst as the `d` asks first, as it would a moment later.
    private var downloadAsked = false
    /// Whether the last key was a `q` that downloads under way held back: a `q` now quits, any other key
    /// clears it. While it holds, the status bar asks ``heldQuitQuestion(_:)`` before any message.
    private var quitIsHeldBack = false
    private var message: String?
    /// The status bar last laid out and its lines: a frame redrawn for a download's progress lays out the
    /// same bar again.
    private var laidOutStatusBar: (bar: StatusBar, width: Int, lines: [String])?
    /// The rows the status bar takes beyond its one, as last laid out: a long message's.
    private var messageRows: Int { (laidOutStatusBar?.lines.count ?? 1) - 1 }
    /// The pane's ``BrowserPane/position`` (the selected row among those loaded, "60/60+") and whether it
    /// showed a failure, when ``message`` is about them; the message leaves when either changes. (A page
    /// being fetched, "loading…", changes neither; its failure does.)
    private var messageStatus: StatusAnchor?

    /// What a message about the status depends on (``messageStatus``).
    private struct StatusAnchor: Equatable {
        /// The pane's position, "60/60+".
        let position: String?
        /// Whether the pane showed that its last load failed.
        let showsFailure: Bool
    }

    /// The status a message about it depends on, as the pane on top has it now.
    private var statusAnchor: StatusAnchor? {
        stack.top.map { StatusAnchor(position: $0.position, showsFailure: $0.showsFailure) }
    }
    /// The help's page on screen (`?`), or `nil` when the help is closed.
    private var helpPage: Int?
    /// How many pages the help had as last drawn: what space turns through (the pages the user saw, even
    /// when the key clears a long message and so lengthens the body).
    private var helpPageCount = 1
    private var catalogOrder = PhotoOrder.latest
    private var writer = FrameWriter()
    private var pictures: TerminalPictures!
    private var renderScheduled = false
    /// Whether the browser goes on; set to `false` (a quit, the end of input, a stop), it ends the event
    /// loop, even where no event follows (a `q` that waited behind other keys is acted on between events).
    private var isRunning = true {
        didSet {
            guard !isRunning else { return }
            eventLoop?.cancel()
            stopped?.resume()
            stopped = nil
        }
    }
    /// Whether the end was asked for (a quit, the end of input, a stop) while a change a key asked for was
    /// on its way to a view model (``end()``).
    private var endAsked = false
    /// When the end was first asked for: a favourite change refused from then on may never have been
    /// read on screen, so ``run()`` reports it after the screen is gone.
    private var endCheckpoint: FavoriteChangesCheckpoint?
    /// Ends ``stopGraceLimit`` after a stop signal came (``TerminalEvent/stopRequested``), ending the browser
    /// if it has not ended: the terminal's guard ends the process soon after, so neither the keys held
    /// nor the favourites' writes are waited for longer.
    private var stopGrace: Task<Void, Never>?
    /// How long after a stop signal the browser waits for its favourite changes: less than the terminal
    /// guard gives it (5 s), so what was not stored is said before the process ends.
    static let stopGraceLimit = Duration.seconds(3)
    /// ``run()`` waiting for a browser whose input ended while the end waited for a change to show.
    private var stopped: CheckedContinuation<Void, Never>?
    /// The loop reading the terminal's events (``run()``).
    private var eventLoop: Task<Void, Never>?
    /// The marks `f` made in the details on top, by photo (`true`: a favourite), for the list beneath to
    /// wait for once they close (``BrowserPane/expect(_:)``).
    private var detailMarks: [PhotoID: Bool] = [:]
    /// Keys pressed on a pane that has not settled, waiting for it (``KeyHold``).
    private var hold = KeyHold()
    /// Counts the holds begun, so a wait given up on after ``holdLimit`` gives up only the one it began.
    private var holdNumber = 0
    /// Measures ``holdLimit``.
    private let clock: any Clock<Duration>
    /// The longest held keys wait for what may never come: a step the list drops without a word (it can,
    /// when its rows change under it), a detail asked for, a change no state shows (``PaneSettling/waiting``).
    /// Well beyond a photo's load from the cache or a page's arrival. A read under way is waited for until
    /// it ends (``PaneSettling/reading``), and a window below the minimum size until it grows.
    static let holdLimit = Duration.seconds(3)

    /// A browser drawing on `terminal`, its pictures as `graphics` says; `clock` times how long keys wait
    /// for a pane to settle (``holdLimit``).
    public init(terminal: RawTerminal, graphics: TerminalGraphics, factory: Factory, sourceKey: String, clock: any Clock<Duration> = ContinuousClock()) {
        self.terminal = terminal
        self.clock = clock
        self.factory = factory
        self.sourceKey = sourceKey
        pictures = TerminalPictures(
            graphics: graphics,
            viewModel: factory.pictures?(),
            setNeedsRender: { [weak self] in self?.setNeedsRender() }
        )
        context = BrowserContext(
            screens: factory.screens,
            pictures: pictures,
            now: Date.init,
            advice: factory.advice,
            setNeedsRender: { [weak self] in self?.setNeedsRender() },
            pictureRows: { [weak self] rows in rows + (self?.messageRows ?? 0) - (StatusBar.maximumLines - 1) },
            open: { [weak self] route, pane in self?.open(route, from: pane) ?? false },
            report: { [weak self] text in self?.show(text, aboutStatus: false) },
            reportAboutStatus: { [weak self] text in self?.show(text, aboutStatus: true) },
            downloadStatus: { [weak self] id in self?.downloads.text(for: id) },
            step: { [weak self] step in self?.stepFromDetail(step) },
            endStep: { [weak self] text, pane in
                // Only the list right under the detail on top: its held keys wait for this step.
                guard let self, stack.listUnderDetail === pane else { return }
                show(text, aboutStatus: false)
                hold.stepEnded()
                releaseHeldKeys()
            },
            settled: { [weak self] pane in
                // Only the pane on top: a detail a step replaced may still be finishing its load.
                guard let self, stack.top === pane else { return }
                releaseHeldKeys()
            },
            askedForDetail: { [weak self] pane in
                guard let self, stack.top === pane else { return }
                stack.listAwaitsDetail(pane)
                hold.detailRequested()
            },
            openFeed: { [weak self] feed, title in self?.openFeed(feed, title: title) }
        )
    }

    /// Runs until the user quits, input ends or a stopping signal arrives; then waits until every favourite
    /// change a pane asked for has reached the store (or failed), and cancels the downloads still queued
    /// and waits until the running one has removed its partial file, so quitting loses no mark the screen
    /// showed and leaves no half a file behind. A change a key asked for that no pane shows yet is waited
    /// for first (``end()``). Returns what was cancelled and which changes failed, for the user to read
    /// once the screen is gone.
    public func run() async -> BrowserEnd {
        message = factory.screens.notice.map(TerminalText.sanitizedLine)
        push(catalogPane(factory.screens.startingOrder))
        render()
        let loop = Task {
            for await event in terminal.events() {
                handle(event)
                guard isRunning else { break }
                render()
            }
        }
        eventLoop = loop
        await withTaskCancellationHandler { await loop.value } onCancel: { loop.cancel() }
        // The input can end (its stream finishes after its last event) while the end waits for a change.
        if isRunning, endAsked { await withCheckedContinuation { stopped = $0 } }
        isRunning = false
        terminal.write(pictures.teardown())
        let note = noteStoringLater()
        let unstored = await favoriteChangesStored()
        note.cancel()
        await note.value  // so it writes nothing once the terminal is given back
        return BrowserEnd(cancelledDownloads: await downloadViewModel?.cancelAllAndWait(), unstoredFavorites: unstored)
    }

    // MARK: Events

    private func handle(_ event: TerminalEvent) {
        switch event {
        case .resize:
            clearScreen()
            // Keys held while the window was too small for them to act wait for it to grow.
            if !hold.keys.isEmpty { releaseHeldKeys() }
        case .endOfInput:
            end()
        case .stopRequested:
            let clock = clock
            if stopGrace == nil {
                stopGrace = Task { [weak self] in
                    try? await clock.sleep(for: Self.stopGraceLimit)
                    self?.isRunning = false  // however long held keys wait for a read
                }
            }
            end()
        case .key(.mouse(let event)) where isOnStatusBar(event):
            break  // a click on a message is not a key: the message stays to be read
        case .key(let key):
            message = nil
            messageStatus = nil
            if key != .character("q") { quitIsHeldBack = false }
            handle(key)
        }
    }

    /// Whether `event` is a click on the status bar's lines.
    private func isOnStatusBar(_ event: MouseEvent) -> Bool {
        guard let pane = stack.top, isLargeEnough(terminal.size) else { return false }
        return Self.isClickOnStatusBar(event, bodyRows: layout(of: pane, in: terminal.size).body.rows)
    }

    /// Whether `event` is a click below a body of `bodyRows` (which starts below the title bar): on the
    /// status bar. A wheel turned there still moves the selection.
    nonisolated static func isClickOnStatusBar(_ event: MouseEvent, bodyRows: Int) -> Bool {
        event.kind == .press && event.row > bodyRows
    }

    /// Control keys that act everywhere come first; then a text field being edited takes the key (unless
    /// its pane waits for what Enter or ↓ asked for: then the key waits too, a paste excepted); then
    /// the key map names a command, which the browser's own commands, then the pane, then the browser's
    /// fallbacks act on. Below the minimum size only quitting acts (a key behind keys that wait, waits).
    /// Pasted text is a field's or nothing: outside one it is ignored with a notice, never read as keys.
    private func handle(_ key: Key, replaying: Bool = false) {
        guard isRunning, let pane = stack.top else { return }
        if endAsked, !replaying {
            // Once the end is asked for, only the keys typed before it (held, and replayed) act; quitting
            // again ends at once.
            if KeyMap.commandWhileTyping(for: key) == .quit || KeyMap.command(for: key) == .quit { end() }
            return
        }
        // A click or the wheel is meant for the screen it was made on: while keys wait, it is not replayed
        // later on another, but ignored.
        if case .mouse(let event) = key { return hold.holdsEveryKey ? () : handle(event, in: pane) }
        // Alt and a key, outside a field that may take it as a word key: Esc, then the key (the same bytes,
        // typed fast).
        if let keys = key.escapeThenKey, !(pane.isEditingText && helpPage == nil) { return keys.forEach { handle($0, replaying: replaying) } }
        let isUsable = isLargeEnough(terminal.size)
        if let command = KeyMap.commandWhileTyping(for: key) {
            return perform(command, pressed: key, in: pane, isUsable: isUsable)
        }
        guard isUsable else {
            if KeyMap.command(for: key) == .quit { end() }
            // Behind keys that wait for the window to grow, a key waits too, so all act in order once it has.
            else if hold.holdsEveryKey { holdKey(key) }
            return
        }
        // Space turns the help's pages while there are more; any other key closes it.
        if let page = helpPage, key == .character(" "), page + 1 < helpPageCount {
            helpPage = page + 1
            return
        }
        // Behind keys that wait, every key waits, a letter for a field or a paste too, so all act in order.
        if !replaying, hold.holdsBehind(key, searchIsOpen: stack.panes.contains { $0 is SearchPane }) { return holdKey(key) }
        if pane.isEditingText, helpPage == nil {
            // A field whose pane waits (Enter or ↓ asked for results not yet come) holds what is typed: the
            // results say whether it is text or a command. A paste is text whatever they say.
            if !replaying, pane.settling != .settled, !key.isPaste { return holdKey(key) }
            if pane.edit(key) { return }
        }
        // Alt and a key the field did not take: Esc, then the key.
        if let keys = key.escapeThenKey { return keys.forEach { handle($0, replaying: replaying) } }
        if case .paste = key {
            helpPage = nil
            message = "Paste ignored: only the search field (\(KeyMap.key(.search))) takes text"
            return
        }
        guard let command = KeyMap.command(for: key) else {
            // A letter, Tab, Ctrl or function key that does nothing says so once, so a mistyped key is not
            // mistaken for a slow one.
            switch key {
            case .character, .control, .tab, .unbound:
                if helpPage == nil { message = "\(key.label) does nothing: \(KeyMap.key(.help)) lists the keys" }
            default: break
            }
            helpPage = nil
            return
        }
        if helpPage != nil && command != .quit {
            helpPage = nil
            return
        }
        if !replaying, hold.holds(command, paneSettled: pane.settling == .settled, paneStoring: pane.settling == .storing) {
            holdKey(key)
            return
        }
        perform(command, pressed: key, in: pane, isUsable: isUsable)
    }

    private func perform(_ command: BrowserCommand, pressed key: Key, in pane: any BrowserPane, isUsable: Bool) {
        switch command {
        case .quit where key == .character("q") && (downloads.isActive || downloadAsked || isDownloadHeld) && !quitIsHeldBack:
            // A stray q does not cancel downloads under way: it asks for a second. Ctrl-C quits at once.
            // The question is the hold's, not a message: a download's notice does not replace it.
            quitIsHeldBack = true
        case .quit: end()
        case .redraw: clearScreen()
        case .suspend:
            terminal.suspend()
            clearScreen()
        case _ where !isUsable: break
        case .help: helpPage = 0
        case .search: showSearch()
        case .showFavorites: showFavorites()
        case .cancelDownloads:
            startDownloadQueue()  // so `c` before any download is told there is none
            downloadInput.cancelAll.send()
        case .cycleOrder where stack.count == 1: cycleOrder()
        case .showFeature(let index): showFeature(index)
        default:
            if !pane.perform(command) { performUnclaimed(command, pressed: key, in: pane) }
            if command == .toggleFavorite, let detail = pane as? DetailPane, let mark = detail.markAsked { detailMarks[detail.id] = mark }
        }
    }

    /// The wheel moves the selection three rows; a click selects the row under it (in the body, below
    /// the title bar), and a click on the selected row opens it.
    private func handle(_ event: MouseEvent, in pane: any BrowserPane) {
        guard isLargeEnough(terminal.size), helpPage == nil else { return }
        switch event.kind {
        case .wheelUp, .wheelDown:
            let command: BrowserCommand = event.kind == .wheelUp ? .moveUp : .moveDown
            for _ in 0..<3 { _ = pane.perform(command) }
        case .press:
            guard event.row >= 1 else { return }
            pane.click(row: event.row - 1)
        }
    }

    private func isLargeEnough(_ size: TerminalSize) -> Bool {
        size.rows >= Self.minimumSize.rows && size.columns >= Self.minimumSize.columns
    }

    /// Says why `command`, which acts on a photo, did nothing: no photo is selected here (a list of topics
    /// or collections, or an empty list), and what to do instead where the pane knows, so the key is not
    /// silently lost.
    private func sayNoPhoto(for command: BrowserCommand) {
        message = "\(KeyMap.key(command)) acts on a photo; \(stack.top?.noPhotoHint ?? "no photo is selected here")"
    }

    /// Commands the pane did not take: download, open the page, favourite or copy where no photo is, refresh,
    /// back; a key that acts in one kind of pane only (``KeyBinding/onlyIn``) says which, naming the key
    /// as pressed ("n works only in a photo's detail", "Del works only in the favourites list (F)").
    private func performUnclaimed(_ command: BrowserCommand, pressed key: Key, in pane: any BrowserPane) {
        switch command {
        case .download:
            guard let photo = pane.currentPhoto else { return sayNoPhoto(for: command) }
            startDownload(photo)
        case .openPage:
            guard let photo = pane.currentPhoto else { return sayNoPhoto(for: command) }
            if let reason = factory.screens.pagesUnavailableReason {
                message = "This photo's page is unavailable: \(reason)."
            } else {
                showOpening(PhotoOpener.open(photo))
            }
        case .openProfile:
            // The photographer's photos open here, as a pane; a source without usernames has no such
            // feed, and their page opens in the web browser instead.
            guard let photo = pane.currentPhoto else { return sayNoPhoto(for: command) }
            if let feed = photo.author.photosFeed {
                openFeed(feed, title: photo.author.photosTitle)
            } else if let reason = factory.screens.pagesUnavailableReason {
                message = "This photographer's page is unavailable: \(reason)."
            } else {
                showOpening(PhotoOpener.openProfile(of: photo))
            }
        case .copy:
            guard let photo = pane.currentPhoto else { return sayNoPhoto(for: command) }
            copy(photo)
        case .toggleFavorite where pane.currentPhoto == nil:
            sayNoPhoto(for: command)
        case .refresh:
            clearScreen()
            pane.refresh()
        case .back:
            pop()
        case .cycleOrder:
            // Only the catalog takes an order (its pane is first in the stack); say so rather than nothing.
            message = "\(KeyMap.key(.cycleOrder)) sorts only the photo list; this screen keeps its order."
        default:
            guard let scope = KeyMap.binding(command).onlyIn else { return }
            message = "\(key.label) works only in \(scope.place)"
        }
    }

    // MARK: Navigation

    /// Puts `pane`, a screen, on top; keys held wait for it (``KeyHold/paneChanged()``).
    private func push(_ pane: any BrowserPane) {
        paneChanged()
        stack.push(pane)
        pane.appear()
    }

    /// Opens the pane of the feature with this index (over another feature's, in its place:
    /// ``PaneStack/openFeature(_:index:)``), unless that feature's pane is on top already: pressing its key
    /// again does nothing.
    private func showFeature(_ index: Int) {
        guard let features = factory.features, FeaturePanes.all.indices.contains(index), stack.featureOnTop != index else { return }
        let pane = FeaturePanes.all[index].make(features, context)
        paneChanged()
        stack.openFeature(pane, index: index)
        pane.appear()
    }

    /// Opens `feed`'s photos over the current pane, paged like the catalog, unless they are on top already
    /// (`u` in a photographer's own photos).
    private func openFeed(_ feed: PhotoFeed, title: String) {
        if let top = stack.top as? CatalogPane, top.feed == feed { return }
        push(CatalogPane(viewModel: factory.screens.feed(feed), title: title, context: context, feed: feed, noun: "the list"))
    }

    private func pop() {
        paneChanged()  // a step landing now opens nothing
        noteClosingDetail()
        guard let top = stack.pop() else { return }
        cameBack(to: top)
    }

    /// The detail on top, about to close or give way, made the mark it shows (or none, or one refused).
    private func noteClosingDetail() {
        guard let detail = stack.top as? DetailPane else { return }
        detailMarks[detail.id] = detail.markAsked
    }

    /// `pane` is on top again: back from the details on a list, its rows wait to show the marks they made
    /// (`Enter f Esc f` turns over the detail's mark), then it appears.
    private func cameBack(to pane: any BrowserPane) {
        if !(pane is DetailPane) {
            pane.expect(detailMarks)
            detailMarks = [:]
        }
        pane.appear()
    }

    /// Shows `route`, which the list in `pane` asked for, where ``PaneStack`` puts it; returns whether it did.
    private func open(_ route: PhotoRoute, from pane: any BrowserPane) -> Bool {
        switch route {
        case .detail(let id):
            // A detail beneath panes opened since loads when it is on top.
            guard let opened = stack.openDetail(from: pane, making: { detailPane(id) }) else { return false }
            // The keys that waited for it act on it once it has settled; beneath panes opened meanwhile,
            // on the pane on top.
            paneChanged()
            if opened.placement == .onTop { opened.detail.appear() }
            releaseHeldKeys()
        case .detailInPlace(let id):
            // The keys held for the step's photo wait for this detail: they are kept.
            guard let opened = stack.replaceDetail(from: pane, making: { detailPane(id) }) else { return false }
            guard opened.placement == .onTop else { return true }
            opened.detail.appear()
            hold.stepEnded()
        }
        setNeedsRender()
        return true
    }

    /// The detail of the photo with `id`.
    private func detailPane(_ id: PhotoID) -> DetailPane {
        DetailPane(viewModel: factory.screens.detail(id), id: id, context: context)
    }

    /// The catalog in `order`, titled by it ("Popular photos").
    private func catalogPane(_ order: PhotoOrder) -> CatalogPane {
        catalogOrder = order
        return CatalogPane(viewModel: factory.screens.catalog(order), title: order.rawValue.capitalized + " photos", context: context)
    }

    /// Replaces the catalog with the next order the source offers, or says there is only one.
    private func cycleOrder() {
        guard factory.screens.orders.count > 1, let index = factory.screens.orders.firstIndex(of: catalogOrder) else {
            message = "This source lists its photos in one order."
            return
        }
        paneChanged()
        detailMarks = [:]  // the lists they were for are gone
        let catalog = catalogPane(factory.screens.orders[(index + 1) % factory.screens.orders.count])
        stack.reset(to: catalog)
        catalog.appear()
        clearScreen()
    }

    /// Hands a step of the detail on top to the list it was opened from, the pane beneath it. Until the
    /// photo it leads to has come, keys that act on a photo wait for it (``KeyHold``).
    private func stepFromDetail(_ step: PhotoStep) {
        guard let list = stack.listUnderDetail else { return }
        hold.stepSent()
        list.step(step)
    }

    /// Another pane is on top, or the detail asked for came (``KeyHold/paneChanged()``): the keys still
    /// held wait for it, up to ``holdLimit`` from now.
    private func paneChanged() {
        hold.paneChanged()
        if !hold.keys.isEmpty { giveUpLater() }
    }

    /// Holds `key` until the pane on top settles.
    private func holdKey(_ key: Key) {
        let wasEmpty = hold.keys.isEmpty
        hold.hold(key)
        if wasEmpty { giveUpLater() }
    }

    /// Gives up waiting after ``holdLimit`` if the keys held now are still held then.
    private func giveUpLater() {
        holdNumber += 1
        let number = holdNumber
        let clock = clock
        Task { [weak self] in
            guard (try? await clock.sleep(for: Self.holdLimit)) != nil, let self, holdNumber == number, !hold.keys.isEmpty else { return }
            // A read ends by itself, in its answer or a failure: the keys wait for it, and what they wait for
            // after it is limited again.
            if stack.top?.settling == .reading { return giveUpLater() }
            if let top = stack.top, top.settling == .waiting || top.settling == .storing { top.stopWaiting() }
            hold.giveUp()
            releaseHeldKeys()
            setNeedsRender()
        }
    }

    /// Acts on the held keys the pane on top can take now, in order, until one steps again, asks for a
    /// detail or opens a pane that has not settled, and the rest wait for that (for at most ``holdLimit``
    /// more). Below the minimum size none acts: they wait for the window to grow (a resize releases them),
    /// where only `q` would act and the rest be lost.
    private func releaseHeldKeys() {
        var released = false
        while isRunning, isLargeEnough(terminal.size), let pane = stack.top {
            let wasSettled = pane.settling == .settled
            guard let key = hold.next(paneSettled: wasSettled) else { break }
            handle(key, replaying: true)
            released = true
            if wasSettled, stack.top === pane, pane.settling != .settled { hold.keyAskedToWait() }
        }
        if hold.keys.isEmpty {
            holdNumber += 1  // nothing left for a pending give-up to act on
        } else if released {
            giveUpLater()
        }
    }

    /// Ends the browser (a quit, the end of input, a stop), at once unless a change a key asked for (`f`'s
    /// mark, `x`'s removal) is still to show (``isChangePending``): then once none is (a render finds every
    /// change shown and no key asking for one still held), or at the next quit, or when a stop signal's
    /// grace ends (``stopGrace``). Meanwhile the keys held from before act as they would, so `f j f q` or
    /// `Enter f q` typed in one go keeps every mark, and keys typed after are not read. A change that never
    /// shows is given up after ``holdLimit``, as held keys give it up; a read that held keys wait for is
    /// waited for until it ends.
    ///
    /// Only a change its view model has taken reaches the favourites' queue that ``run()`` waits for. One
    /// a pane shows has been: the state showing it started the effect that queues its write in the same
    /// turn, before any later turn can end the browser, and the wait takes writes queued while it waits.
    private func end() {
        if endCheckpoint == nil { endCheckpoint = factory.screens.favoriteChanges.checkpoint() }
        guard isChangePending, !endAsked else { return isRunning = false }
        endAsked = true
        message = "Ending once the changes typed before are shown; \(KeyMap.keyWhileTyping(.quit)) ends now"
        endLater()
    }

    /// Ends the browser after ``holdLimit``, unless a read that held keys wait for is under way (it ends by
    /// itself), when it looks again after as long.
    private func endLater() {
        let clock = clock
        Task { [weak self] in
            guard (try? await clock.sleep(for: Self.holdLimit)) != nil, let self, isRunning else { return }
            if !hold.keys.isEmpty, stack.top?.settling == .reading { return endLater() }
            isRunning = false
        }
    }

    /// Waits for the favourite changes asked for (and any queued while it waits) to be stored, or after a
    /// stop signal until its grace ends (``stopGrace``); returns what to say of those not stored.
    private func favoriteChangesStored() async -> ErrorDisplay? {
        let changes = factory.screens.favoriteChanges
        let checkpoint = endCheckpoint ?? changes.checkpoint()
        guard let stopGrace else { return await changes.changesStored(since: checkpoint) }
        let stored = Task { _ = await changes.changesStored(since: checkpoint) }
        await Self.firstToEnd(stored, stopGrace)
        return changes.changesNotStored(since: checkpoint)
    }

    /// Waits until `first` or `second` has ended, whichever does first.
    private static func firstToEnd(_ first: Task<Void, Never>, _ second: Task<Void, Never>) async {
        let (ends, end) = AsyncStream.makeStream(of: Void.self)
        let waits = [first, second].map { task in Task { await task.value; end.yield() } }
        var iterator = ends.makeAsyncIterator()
        _ = await iterator.next()
        waits.forEach { $0.cancel() }
    }

    /// Says on the status bar's line, once the end has waited ``endNoteDelay`` for the favourite changes to
    /// be stored (another program holding the library makes each wait up to its busy timeout), that it
    /// waits for them, so an end that takes seconds is not taken for a hang.
    private func noteStoringLater() -> Task<Void, Never> {
        let clock = clock
        return Task { [weak self] in
            guard (try? await clock.sleep(for: Self.endNoteDelay)) != nil, !Task.isCancelled, let self else { return }
            let size = terminal.size
            let line = ListText.fitted(["Storing the favourite changes asked for before ending…"], rows: 1, columns: size.columns)
            terminal.write("\u{1B}[\(size.rows);1H\u{1B}[2K" + line.joined())
        }
    }

    /// How long the end waits for the favourite changes before saying so (``noteStoringLater()``): longer
    /// than a write takes when the library is free.
    static let endNoteDelay = Duration.milliseconds(500)

    /// Whether a `d` waits among the held keys (`Enter d q`: the `d` waits for the detail): a `q` then asks
    /// first, as it does once the download is under way.
    private var isDownloadHeld: Bool {
        hold.keys.contains { KeyMap.command(for: $0) == .download }
    }

    /// Whether a change a key asked for is still to show: a pane waits to show it (``PaneSettling/storing``),
    /// or a key asking for one is held behind others (`Enter f`: the `f` waits for the detail).
    private var isChangePending: Bool {
        stack.panes.contains { $0.settling == .storing }
            || hold.keys.contains { KeyMap.command(for: $0)?.changesFavorites == true }
    }

    /// Shows the one search pane, going back to it if it is already on the stack.
    private func showSearch() {
        guard let makeSearch = factory.screens.search else {
            message = factory.screens.searchUnavailableReason.map { "Search is not available: \($0)." }
            return
        }
        let pane = searchPane ?? SearchPane(viewModel: makeSearch(), context: context)
        searchPane = pane
        show(pane)
        pane.focusQuery()
    }

    /// Shows the favourites pane: goes back to it if it is on the stack, or opens a new one at the top of
    /// the list (a list closed earlier would reopen on the row last selected there).
    private func showFavorites() {
        let open = stack.panes.lazy.compactMap { $0 as? FavoritesPane }.first
        let pane = open ?? FavoritesPane(viewModel: factory.screens.favorites(), context: context)
        show(pane)
    }

    private func show(_ pane: any BrowserPane) {
        noteClosingDetail()
        if stack.goBack(to: pane) {
            paneChanged()
            cameBack(to: pane)
        } else {
            push(pane)
        }
    }

    /// Puts the photo's id and page link on the clipboard (OSC 52) and says so.
    private func copy(_ photo: Photo) {
        let text = [photo.id.rawValue, photo.urls.page?.absoluteString].compactMap { $0 }.joined(separator: " ")
        guard let sequence = Clipboard.sequence(copying: text) else { return }
        terminal.write(sequence)
        message = TerminalText.sanitizedLine("Copied \(text)")
    }

    // MARK: Downloads

    /// Queues `photo` in the one download queue every pane shares.
    private func startDownload(_ photo: Photo) {
        startDownloadQueue()
        downloadAsked = true
        downloadInput.download.send(photo)
    }

    /// Makes the one download queue every pane shares, on first use, and shows what it says.
    private func startDownloadQueue() {
        if downloadViewModel == nil {
            let viewModel = factory.screens.downloads()
            let output = viewModel.transform(input: downloadInput)
            output.state.drive(in: lifetime) { [weak self] state in
                self?.downloads = state
                if state.isActive { self?.downloadAsked = false }
                self?.setNeedsRender()
            }
            output.notice.emit(in: lifetime) { [weak self] notice in
                self?.downloadAsked = false
                self?.message = TerminalText.sanitizedLine(notice.message)
                self?.setNeedsRender()
            }
            downloadViewModel = viewModel
        }
    }

    // MARK: Rendering

    private func setNeedsRender() {
        guard !renderScheduled else { return }
        renderScheduled = true
        Task { @MainActor [weak self] in self?.render() }
    }

    /// The next frame repaints every line and draws every picture again.
    private func clearScreen() {
        writer.invalidate()
        pictures.screenCleared()
    }

    /// Shows `text` in the status bar; one `aboutStatus` leaves when the pane's position changes, or whether
    /// it shows a failure (``messageStatus``).
    private func show(_ text: String, aboutStatus: Bool) {
        message = text
        messageStatus = aboutStatus ? statusAnchor : nil
        setNeedsRender()
    }

    /// Shows "Opening …" and, once the opener answers, what came of it, unless another message has taken
    /// the status bar by then.
    private func showOpening(_ opening: PageOpening) {
        message = opening.now
        guard let outcome = opening.outcome else { return }
        Task { [weak self] in
            let line = await outcome.value
            guard let self, message == opening.now else { return }
            message = line
            setNeedsRender()
        }
    }

    /// Paints the frame: kitty uploads first, then the lines that changed (and those an overlay left),
    /// then the pictures drawn over the text.
    private func render() {
        renderScheduled = false
        guard isRunning else { return }
        // A pane's new state, which may show the change the end waits for.
        if endAsked, !isChangePending { isRunning = false }
        guard isRunning else { return }
        if let messageStatus, messageStatus != statusAnchor {
            message = nil
            self.messageStatus = nil
        }
        pictures.beginFrame()
        let lines = frame(size: terminal.size)
        let (prelude, clearedRows) = pictures.endFrame()
        writer.invalidate(rows: clearedRows)
        let text = writer.update(to: lines)
        let bytes = prelude + text + pictures.overlayBytes(repainted: writer.repaintedRows)
        guard !bytes.isEmpty else { return }
        // Synchronized output (mode 2026): a terminal that has it shows the frame at once, never half
        // drawn; one that has not ignores the two sequences.
        terminal.write("\u{1B}[?2026h" + bytes + "\u{1B}[?2026l")
    }

    /// The whole screen: title bar, body, status bar; or the "enlarge" notice below the minimum size.
    func frame(size: TerminalSize) -> [String] {
        guard isLargeEnough(size) else {
            return Self.tooSmall(size, waiting: hold.waitingNote)
        }
        guard let pane = stack.top else { return [] }
        let (body, statusBar) = layout(of: pane, in: size)
        // The bars are plain text, cleaned here whatever the pane put in them: a title or a fact may carry
        // a source's text (a topic's name, a photographer's), never sent to the terminal as it came.
        let title = " PhotoList — " + TerminalText.sanitizedLine(pane.title)
        // In a text field `?` and `q` are typed: only the keys that act there are offered.
        let typing = pane.isEditingText && helpPage == nil
        let hint = typing ? "\(KeyMap.keyWhileTyping(.quit)) quit " : "\(KeyMap.key(.help)) help  \(KeyMap.key(.quit)) quit "
        let titleBar = Self.titleBar(title, hint: hint, columns: size.columns)
        let searchUnavailable = factory.screens.searchUnavailableReason
        if helpPage != nil { helpPageCount = HelpOverlay.pageCount(size: body, searchUnavailable: searchUnavailable) }
        let lines = helpPage.map { HelpOverlay.lines(size: body, page: $0, searchUnavailable: searchUnavailable) } ?? pane.body(size: body)
        return [TerminalStyle.reverse(titleBar)] + lines + statusBar.map(TerminalStyle.reverse)
    }

    /// The status bar's lines for `pane` on a screen of `size`, and the panes' and the help's space: the
    /// screen less the title bar and those lines (more than one while a long message shows).
    private func layout(of pane: any BrowserPane, in size: TerminalSize) -> (body: TerminalSize, statusBar: [String]) {
        let statusBar = statusBar(pane, width: size.columns)
        return (TerminalSize(rows: size.rows - 1 - statusBar.count, columns: size.columns), statusBar)
    }

    /// The status bar of `pane` (``StatusBar``), with the browser's message of the moment.
    private func statusBar(_ pane: any BrowserPane, width: Int) -> [String] {
        var items = pane.statusItems
        if let detail = pane as? DetailPane {
            // Where its photo stands in the list it was opened from, whose selection follows its steps
            // ("13/60+"), and, while a step is on its way (a page to load first), that it loads. Only
            // while that selection is this photo: one removed from the list meanwhile has no place in it.
            let list = stack.listUnderDetail
            let position = list?.currentPhoto?.id == detail.id ? list?.position : nil
            items.insert(contentsOf: [position, hold.stepsOnTheirWay > 0 ? "loading…" : nil].compactMap { $0 }, at: 0)
        }
        if let waiting = hold.waitingNote { items.insert(waiting, at: 0) }
        let downloads = downloads.text.map { $0 + " (\(KeyMap.key(.cancelDownloads)) cancels)" }
        let bar = StatusBar(
            lasting: [sourceKey] + (downloads.map { [$0] } ?? []), items: items, id: pane.currentPhoto?.id.rawValue, message: statusMessage
        )
        if let laidOut = laidOutStatusBar, laidOut.bar == bar, laidOut.width == width { return laidOut.lines }
        let lines = bar.lines(width: width)
        laidOutStatusBar = (bar, width, lines)
        return lines
    }

    /// The message of the moment, or while a `q` is held back its question first, then the message: a
    /// "Saved" notice that comes after the `q` shows beside the question rather than in its place, and a
    /// long one is what a narrow bar shortens, so the question stays while the `q` waits for its answer.
    private var statusMessage: String? {
        guard quitIsHeldBack else { return message }
        let question = Self.heldQuitQuestion(downloads, oneAsked: downloadAsked || isDownloadHeld)
        return ([question] + [message].compactMap { $0 }).joined(separator: ". ")
    }

    /// What a held-back `q` asks, as `downloads` stand now: "2 downloads under way: q again quits and
    /// cancels them, …"; before the queue shows one asked for (`oneAsked`: a `d` in the same burst, or
    /// waiting behind other keys) that one is on its way; and once the last has ended, that a `q` now
    /// quits with nothing to cancel.
    nonisolated static func heldQuitQuestion(_ downloads: DownloadQueueState, oneAsked: Bool = false) -> String {
        let quit = KeyMap.key(.quit)
        guard downloads.isActive else {
            guard oneAsked else { return "No download is under way now: \(quit) quits" }
            return "A download is on its way: \(quit) again quits and cancels it, keeping nothing partial"
        }
        let them = downloads.count == 1 ? "it" : "them"
        return "\(PhotoFormatting.counted(downloads.count, "download")) under way: \(quit) again quits and cancels \(them), keeping nothing partial; \(KeyMap.key(.cancelDownloads)) cancels \(them)"
    }

    /// The title bar's text: `title` on the left, cut to leave at least two spaces before `hint` (the help
    /// and quit keys), which ends the line, so a long title never runs into the keys.
    static func titleBar(_ title: String, hint: String, columns: Int) -> String {
        let hintStart = columns - TerminalText.width(hint)
        let shown = TerminalText.truncated(title, to: max(0, hintStart - 2))
        return TerminalText.padded(shown, to: hintStart) + TerminalText.column(hintStart) + hint
    }

    /// The notice shown when the window is below the minimum size, wrapped to its width so a narrow window
    /// still shows the size asked for; `waiting` (``KeyHold/waitingNote``) says that keys typed
    /// earlier wait for the window to grow, and without any, that other keys do nothing meanwhile. A window
    /// too short for all of it gets the first shorter wording that fits, each keeping how to quit, down to
    /// the quit key alone.
    static func tooSmall(_ size: TerminalSize, waiting: String? = nil) -> [String] {
        // A no-break space keeps the key with what it does: a line never ends on a lone "q".
        let (minimum, now) = ("\(minimumSize.columns)×\(minimumSize.rows)", "(now \(size.columns)×\(size.rows))")
        let quits = "\(KeyMap.key(.quit))\u{00A0}quits"
        let wordings = [
            "Please enlarge the terminal to at least \(minimum) \(now); \(quits)."
                + (waiting.map { " \($0) until then." } ?? " Other keys do nothing until then."),
            "Enlarge the terminal to at least \(minimum) \(now); \(quits).",
            "\(quits); enlarge to \(minimum).",
            quits,
        ]
        let fitting = wordings.lazy.map { TerminalText.wrapped($0, to: size.columns, keepingLongWords: true) }
            .first { $0.count <= size.rows && $0.allSatisfy { TerminalText.width($0) <= size.columns } }
        let text = fitting ?? [KeyMap.key(.quit)]
        return (0..<size.rows).map { row in
            let index = row - max(0, (size.rows - text.count) / 2)
            guard text.indices.contains(index) else { return "" }
            let line = TerminalText.truncated(text[index], to: size.columns)
            return String(repeating: " ", count: max(0, (size.columns - TerminalText.width(line)) / 2)) + line
        }
    }
}

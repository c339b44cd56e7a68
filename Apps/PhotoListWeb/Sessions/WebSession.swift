import Domain
import Foundation
import Logging
import Presentation
import Reactive

/// One browser tab: its own set of view models (catalog, search, favourites, downloads, and the detail when
/// one is open), the inputs the tab's intents are sent as, and the rendering of their outputs into the
/// events of the tab's stream. It decides nothing the view models decide; it knows only which screen the
/// tab shows.
@MainActor
final class WebSession {
    /// The session's id, in its routes: 32 random hex digits, so one tab cannot guess another's.
    let id: String
    /// Which tab this is, counting from 1 in the order tabs came: what the log calls it, where its id,
    /// a secret, must not appear.
    let number: Int
    /// Where the tab's going to the background and coming back are told (`--verbose`).
    private let logger: Logger?
    /// Whether a stream is attached (the tab is open).
    private(set) var isAttached = false
    /// Whether a stream was ever attached: a session that never had one is a tab still starting, or one
    /// that never came.
    private(set) var wasAttached = false
    /// Whether the tab said it went to the background (``WebIntent/Action/hide``) and has not attached a
    /// stream since: its session is kept longer than a closed tab's.
    private(set) var isHidden = false
    /// When the session last gained or lost its stream or took an intent, on the sessions' clock.
    private(set) var lastActive: Duration

    private let screens: WebScreens
    private let now: @Sendable () -> Duration
    private let lifetime = Lifetime()
    private let catalogInput = PhotoListViewModel.Input()
    private let searchInput = SearchViewModel.Input()
    private let favoritesInput = FavoritesViewModel.Input()
    private let downloadInput = PhotoDownloadViewModel.Input()
    private let catalogViewModel: PhotoListViewModel
    private let searchViewModel: SearchViewModel?
    private let favoritesViewModel: FavoritesViewModel
    private let downloadViewModel: PhotoDownloadViewModel
    private var topics: WebItemList<Topic>!
    private var collections: WebItemList<PhotoCollection>!
    /// The random pick, made when the tab first shows it.
    private var random: WebPhotoList?
    /// The topic's, collection's or photographer's photos the tab opened last.
    private var feed: WebPhotoList?
    /// Which feed ``feed`` shows, for the page's history.
    private var openedFeed: PhotoFeed?
    /// The title each feed had when opened with its topic, collection or photographer in view, so a feed
    /// opened again from the tab's history (when they may be out of view) keeps it.
    private var feedTitles: [PhotoFeed: String] = [:]
    /// Whether the user opened the screen shown (its button, a feed link, the tab's history), which the
    /// page makes a step in the tab's history; a screen a search moved to takes the current step's place.
    private var screenOpened = false
    /// The screen a search was typed over, which clearing the field returns to.
    private var screenBeforeSearch = WebScreen.catalog

    private var catalog = PhotoListState.initial
    private var search = SearchState.initial
    private var favorites = FavoritesState.initial
    private var downloads = DownloadQueueState.idle
    private var screen = WebScreen.catalog
    private var detail: DetailScreen?
    private var notice: RenderedPage.Notice?
    private var stream: AsyncStream<String>.Continuation?
    /// Which stream is current: a stream that ends after another replaced it detaches nothing.
    private var streamNumber = 0
    private var sent: RenderedPage?
    /// The number of the last notice sent to the tab, over every stream it had.
    private var noticeShown = 0
    private var renderScheduled = false

    /// A session over a new set of `screens`' view models, timed by `now`: the `number`th tab's, telling
    /// `logger` when it hides and comes back.
    init(id: String, number: Int = 1, screens: WebScreens, logger: Logger? = nil, now: @escaping @Sendable () -> Duration) {
        self.id = id
        self.number = number
        self.logger = logger
        self.screens = screens
        self.now = now
        lastActive = now()
        catalogViewModel = screens.factories.catalog(screens.factories.startingOrder)
        searchViewModel = screens.factories.search?()
        favoritesViewModel = screens.factories.favorites()
        downloadViewModel = screens.factories.downloads()
        topics = WebItemList(viewModel: screens.topics()) { [weak self] in self?.setNeedsRender() }
        collections = WebItemList(viewModel: screens.collections()) { [weak self] in self?.setNeedsRender() }
        bindOutputs()
        if let text = screens.factories.notice { notify(text) }
    }

    private func bindOutputs() {
        let catalog = catalogViewModel.transform(input: catalogInput)
        catalog.state.drive(in: lifetime) { [weak self] state in self?.catalog = state; self?.setNeedsRender() }
        catalog.route.emit(in: lifetime) { [weak self] route in self?.open(route, from: .catalog) }
        catalog.stepNotice.emit(in: lifetime) { [weak self] notice in self?.notify(notice) }
        catalog.alert.emit(in: lifetime) { [weak self] alert in self?.notify(alert.message) }
        if let search = searchViewModel?.transform(input: searchInput) {
            search.state.drive(in: lifetime) { [weak self] state in self?.search = state; self?.setNeedsRender() }
            search.route.emit(in: lifetime) { [weak self] route in self?.open(route, from: .search) }
            search.stepNotice.emit(in: lifetime) { [weak self] notice in self?.notify(notice) }
            search.alert.emit(in: lifetime) { [weak self] alert in self?.notify(alert.message) }
        }
        let favorites = favoritesViewModel.transform(input: favoritesInput)
        favorites.state.drive(in: lifetime) { [weak self] state in self?.favorites = state; self?.setNeedsRender() }
        favorites.route.emit(in: lifetime) { [weak self] route in self?.open(route, from: .favorites) }
        favorites.stepNotice.emit(in: lifetime) { [weak self] notice in self?.notify(notice) }
        favorites.notice.emit(in: lifetime) { [weak self] notice in
            self?.notify(notice.message, undo: notice.undoable, restored: notice.restoredFavorite)
        }
        let downloads = downloadViewModel.transform(input: downloadInput)
        downloads.state.drive(in: lifetime) { [weak self] state in self?.downloads = state; self?.setNeedsRender() }
        downloads.notice.emit(in: lifetime) { [weak self] notice in self?.notify(notice.message) }
    }

    // MARK: The tab's stream

    /// Attaches the tab's event stream, replacing any earlier one (a reconnect), and sends the whole page.
    func attach() -> TabStream {
        stream?.finish()
        streamNumber += 1
        let current = streamNumber
        let (events, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(256))
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.detach(current) }
        }
        stream = continuation
        isAttached = true
        wasAttached = true
        if isHidden { logger?.info("Tab \(number) was shown again") }
        isHidden = false
        lastActive = now()
        sent = nil
        render()
        return TabStream(events: events, number: current)
    }

    /// Lets go of stream `ended`, unless a later stream has replaced it.
    private func detach(_ ended: Int) {
        guard ended == streamNumber else { return }
        stream = nil
        isAttached = false
        lastActive = now()
    }

    /// Notes that the tab acted now.
    func touch() {
        lastActive = now()
    }

    /// Writes a comment to the stream, so a tab closed without a word is found out.
    func keepAlive() {
        stream?.yield(WebEvent.keepAlive)
    }

    /// Ends the session as ``end()`` does, first cancelling its downloads and waiting until the running
    /// one has removed its partial file (the server is stopping, and the process with it). Returns the
    /// notice of what was cancelled, or `nil`.
    func endCancellingDownloads() async -> DownloadNotice? {
        let cancelled = await downloadViewModel.cancelAllAndWait()
        end()
        return cancelled
    }

    /// Ends the session: its stream closes, downloads waiting are cancelled, its view models are released.
    func end() {
        downloadInput.cancelAll.send()
        detail?.close()
        detail = nil
        for list in [random, feed].compactMap({ $0 }) { list.close() }
        topics.close()
        collections.close()
        lifetime.cancelAll()
        streamNumber += 1
        stream?.finish()
        stream = nil
        isAttached = false
    }

    // MARK: Intents

    /// Sends `intent` to the view model it is for; `stream` is the number of the stream whose socket it came
    /// on, `nil` for one posted.
    func handle(_ intent: WebIntent, onStream stream: Int? = nil) throws(WebIntentError) {
        switch intent.action {
        case .appear:
            catalogInput.viewDidLoad.send()
            searchInput.viewDidLoad.send()
        case .show:
            guard let next = intent.screen else { throw WebIntentError("show needs a screen") }
            show(next, opened: true)
        case .seen where screen == .topics:
            topics.input.lastVisibleItem.send(try intent.itemID())
        case .seen where screen == .collections:
            collections.input.lastVisibleItem.send(try intent.itemID())
        case .seen:
            let id = try intent.photoID()
            grid(screen).seen?.send(id)
        case .select:
            let id = try intent.photoID()
            grid(screen).select?.send(id)
        case .favorite:
            let id = try intent.photoID()
            grid(screen).favorite?.send(id)
        case .retry:
            grid(screen).retry?.send()
        case .query, .submit:
            let text = try intent.textValue()
            guard searchViewModel != nil else {
                notify(screens.factories.searchUnavailableReason ?? "this source cannot search")
                return
            }
            if intent.action == .query { searchInput.query.send(text) } else { searchInput.submit.send(text) }
            if SearchQuery.normalized(text).isEmpty {
                if screen == .search { show(screenBeforeSearch, opened: false) }
            } else if screen != .search {
                screenBeforeSearch = screen
                show(.search, opened: false)
            }
        case .filters:
            searchInput.filters.send(try intent.filters())
        case .close:
            leaveDetail()
        case .step:
            let direction = try intent.stepDirection()
            guard let detail else { return }
            step(PhotoStep(from: detail.id, direction), in: detail.origin)
        case .undoRemoval:
            favoritesInput.undoRemoval.send(try intent.photoID())
        case .detailFavorite:
            detail?.input.toggleFavorite.send()
        case .detailRetry:
            detail?.input.viewDidLoad.send()
        case .download:
            guard let photo = detail?.photo else { throw WebIntentError("open a photo to download it") }
            downloadInput.download.send(photo)
        case .openFeed:
            openFeed(try intent.photoFeed())
        case .hide:
            // Only the current stream's tab, or a tab with none, is hiding: a hide from a replaced stream
            // came from before the tab was shown again.
            if !isHidden, stream.map({ $0 == streamNumber && isAttached }) ?? !isAttached {
                isHidden = true
                logger?.info("Tab \(number) went to the background")
            }
        }
    }

    /// The inputs a grid of photos takes the tab's intents through, by what each does; `nil` for one the
    /// screen does not take (a favourites screen asks for no page, a topic is seen by its own id).
    private struct GridInputs {
        var seen: PublishRelay<PhotoID>?
        var select: PublishRelay<PhotoID>?
        /// Turns a photo's mark over; on the favourites screen, removes it.
        var favorite: PublishRelay<PhotoID>?
        /// Loads the screen again after a failure (a random pick: picks again).
        var retry: PublishRelay<Void>?
    }

    /// The inputs of the view model behind `screen`'s grid.
    private func grid(_ screen: WebScreen) -> GridInputs {
        switch screen {
        case .catalog:
            GridInputs(seen: catalogInput.lastVisibleRow, select: catalogInput.select, favorite: catalogInput.toggleFavorite, retry: catalogInput.retry)
        case .search:
            GridInputs(seen: searchInput.lastVisibleRow, select: searchInput.select, favorite: searchInput.toggleFavorite, retry: searchInput.retry)
        case .favorites:
            GridInputs(select: favoritesInput.select, favorite: favoritesInput.remove, retry: favoritesInput.viewDidLoad)
        case .feed:
            GridInputs(seen: feed?.input.lastVisibleRow, select: feed?.input.select, favorite: feed?.input.toggleFavorite, retry: feed?.input.retry)
        case .random:
            GridInputs(select: random?.input.select, favorite: random?.input.toggleFavorite, retry: random?.input.refresh)
        case .topics:
            GridInputs(retry: topics.input.retry)
        case .collections:
            GridInputs(retry: collections.input.retry)
        }
    }

    /// Opens `opened`'s photos as the tab's feed screen, closing the detail and the feed shown before.
    private func openFeed(_ opened: PhotoFeed) {
        feed?.close()
        openedFeed = opened
        feed = WebPhotoList(
            viewModel: screens.factories.feed(opened), title: title(of: opened),
            changed: { [weak self] in self?.setNeedsRender() },
            open: { [weak self] route in self?.open(route, from: .feed) },
            alert: { [weak self] message in self?.notify(message) }
        )
        leaveDetail()
        show(.feed, opened: true)
    }

    /// The title of `feed`'s screen, from the topic, collection or photographer the tab shows (what the user
    /// clicked), else the one it had when opened before; the name it was opened by when neither is known.
    private func title(of feed: PhotoFeed) -> String {
        let shown: String?
        switch feed {
        case .topic(let slug):
            shown = topics.state.items.first(where: { $0.slug == slug })?.photosTitle
        case .collection(let id):
            shown = collections.state.items.first(where: { $0.id == id })?.photosTitle
        case .photographer:
            let photos = [detail?.photo].compactMap { $0 } + [catalog.items, search.results.items, favorites.items, self.feed?.state.items ?? [],
                                                              random?.state.items ?? []].flatMap { $0.map(\.photo) }
            shown = photos.first(where: { $0.author.photosFeed == feed })?.author.photosTitle
        }
        if let shown { feedTitles[feed] = shown }
        return shown ?? feedTitles[feed] ?? PhotoFormatting.title(of: feed, named: feed.key)
    }

    /// Shows `next`; `opened` says whether the user opened it (see ``screenOpened``).
    private func show(_ next: WebScreen, opened: Bool) {
        screenOpened = opened
        // A detail belongs to the screen it was opened from: one still loading must not land on another.
        if let detail, detail.origin != next { leaveDetail() }
        screen = next
        switch next {
        case .catalog: catalogInput.viewDidLoad.send()
        case .search: break
        case .favorites: favoritesInput.viewDidLoad.send()
        case .topics: topics.input.viewDidLoad.send()
        case .collections: collections.input.viewDidLoad.send()
        case .feed: feed?.input.viewDidLoad.send()
        case .random:
            if random == nil {
                random = WebPhotoList(
                    viewModel: screens.factories.random(), title: "Random",
                    changed: { [weak self] in self?.setNeedsRender() },
                    open: { [weak self] route in self?.open(route, from: .random) },
                    alert: { [weak self] message in self?.notify(message) }
                )
            }
            random?.input.viewDidLoad.send()
        }
        setNeedsRender()
    }

    private func open(_ route: PhotoRoute, from origin: WebScreen) {
        let id: PhotoID
        switch route {
        case .detail(let opened):
            id = opened
        case .detailInPlace(let stepped):
            // A step that lands after the user closed the detail (or opened another list's) opens nothing.
            guard detail?.origin == origin else { return }
            id = stepped
        }
        closeDetail()
        detail = DetailScreen(
            id: id, origin: origin, viewModel: screens.factories.detail(id),
            changed: { [weak self] in self?.setNeedsRender() },
            alert: { [weak self] message in self?.notify(message) }
        )
        setNeedsRender()
    }

    /// The user left the detail: its list forgets the detail's steps, and any step waiting for a page, then
    /// the detail closes.
    private func leaveDetail() {
        if let origin = detail?.origin { stepList(origin)?.closed.send() }
        closeDetail()
    }

    private func closeDetail() {
        detail?.close()
        detail = nil
        setNeedsRender()
    }

    /// Shows `text` as a notice: a view model's alert, or an intent refused on the tab's socket, which has
    /// no answer of its own; with `undo`, the removed favourite an Undo button beside it puts back; with
    /// `restored`, the favourite an undo put back.
    func notify(_ text: String, undo: PhotoID? = nil, restored: PhotoID? = nil) {
        notice = RenderedPage.Notice(
            text: text, number: (notice?.number ?? 0) + 1,
            undo: undo.map { HTML.queryComponent($0.rawValue) }, restored: restored.map { HTML.queryComponent($0.rawValue) }
        )
        setNeedsRender()
    }

    // MARK: Stepping through the detail's list

    /// The list a detail opened from `origin` steps through: its rows, whether it has more, and its inputs
    /// for a step and for the detail closing.
    private func stepList(_ origin: WebScreen) -> (items: PhotoListRows, hasMore: Bool, step: PublishRelay<PhotoStep>, closed: PublishRelay<Void>)? {
        switch origin {
        case .catalog: (catalog.items, catalog.hasMore, catalogInput.step, catalogInput.detailClosed)
        case .search: (search.results.items, search.results.hasMore, searchInput.step, searchInput.detailClosed)
        case .favorites: (favorites.items, false, favoritesInput.step, favoritesInput.detailClosed)
        case .feed: feed.map { ($0.state.items, $0.state.hasMore, $0.input.step, $0.input.detailClosed) }
        case .random: random.map { ($0.state.items, $0.state.hasMore, $0.input.step, $0.input.detailClosed) }
        case .topics, .collections: nil
        }
    }

    /// Sends `step` to the list of `origin`, whose view model keeps up with a burst of them.
    private func step(_ step: PhotoStep, in origin: WebScreen) {
        stepList(origin)?.step.send(step)
    }

    /// Whether a step from the photo `detail` shows leads to a photo of its list, or to a page still to load.
    private func leadsSomewhere(from detail: DetailScreen, _ direction: PhotoStep.Direction) -> Bool {
        guard let list = stepList(detail.origin) else { return false }
        return list.items.neighbor(of: PhotoStep(from: detail.id, direction), hasMore: list.hasMore) != .none
    }

    // MARK: Photos the tab has been shown

    /// The photo with `id` among those the tab's screens show: only these have pictures served.
    func photo(_ id: PhotoID) -> Photo? {
        if let photo = detail?.photo, photo.id == id { return photo }
        return (catalog.items.item(id: id) ?? search.results.items.item(id: id) ?? favorites.items.item(id: id)
            ?? feed?.state.items.item(id: id) ?? random?.state.items.item(id: id))?.photo
    }

    /// Tells the tab that the picture at `address`, answered "not yet" before, has come, so the page asks
    /// for it again.
    func pictureReady(_ address: String) {
        send(WebEvent("picture", ["src": address]))
    }

    /// Tells the tab that the picture at `address` could not be fetched, and `reason` (the terminal's
    /// "Picture not shown: …"), so the page says why over a detail's picture and asks for it again only once
    /// another picture has come: an image's own error cannot tell a failure from "not yet".
    func pictureFailed(_ address: String, reason: String) {
        send(WebEvent("pictureFailed", ["src": address, "text": reason]))
    }

    // MARK: Rendering

    private func setNeedsRender() {
        guard !renderScheduled else { return }
        renderScheduled = true
        // Outputs often change together (a page and its status); one render sends them as one update.
        Task { @MainActor [weak self] in
            self?.renderScheduled = false
            self?.render()
        }
    }

    private func render() {
        guard let stream else { return }
        let page = renderedPage()
        for event in page.events(since: sent, noticeShown: noticeShown) {
            guard send(event, on: stream) else { return }
        }
        noticeShown = page.notice?.number ?? noticeShown
        sent = page
    }

    /// Writes `event` to the tab's stream, if one is attached.
    private func send(_ event: WebEvent) {
        if let stream { send(event, on: stream) }
    }

    /// Writes `event` to `stream`; false when it was dropped. Events are differences: one lost would leave
    /// the page wrong, so a tab that fell that far behind is made to reconnect, which sends it the whole
    /// page (its pictures asked for again with it).
    @discardableResult
    private func send(_ event: WebEvent, on stream: AsyncStream<String>.Continuation) -> Bool {
        guard case .dropped = stream.yield(event.message) else { return true }
        stream.finish()
        return false
    }

    /// The page as the view models' outputs describe it now.
    func renderedPage() -> RenderedPage {
        let now = screens.now()
        let items: PhotoListRows
        var status: String
        var itemCards: [(key: String, html: String)]?
        switch screen {
        case .catalog:
            (items, status) = (catalog.items, StatusFragment.list(catalog, now: now))
        case .search:
            (items, status) = (search.showsSuggestions ? [] : search.results.items, StatusFragment.search(search, now: now))
        case .favorites:
            (items, status) = (favorites.items, StatusFragment.favorites(favorites))
        case .feed, .random:
            let list = screen == .feed ? feed : random
            let state = list?.state ?? .initial
            (items, status) = (state.items, StatusFragment.titled(list?.title, StatusFragment.list(state, now: now)))
        case .topics:
            items = []
            status = StatusFragment.items(topics.state, noun: "topic")
            itemCards = topics.state.items.map { (ItemCardFragment.key($0), ItemCardFragment.html($0)) }
        case .collections:
            items = []
            status = StatusFragment.items(collections.state, noun: "collection")
            itemCards = collections.state.items.map { (ItemCardFragment.key($0), ItemCardFragment.html($0)) }
        }
        // The search field and its filters show over every screen but the favourites; the search's own
        // status says what its filters do.
        if screen != .search, screen != .favorites { status = StatusFragment.withFiltersNote(status, search: search) }
        var keys: [String] = []
        var cards: [String: String] = [:]
        keys.reserveCapacity(items.count)
        for card in itemCards ?? [] where cards[card.key] == nil {
            keys.append(card.key)
            cards[card.key] = card.html
        }
        for item in items {
            let key = CardFragment.key(item.id, screen: screen)
            guard cards[key] == nil else { continue }
            keys.append(key)
            cards[key] = CardFragment.html(item, screen: screen, session: id)
        }
        let detailHTML = detail.map { detail in
            DetailFragment.html(
                id: detail.id, state: detail.state,
                extras: .init(
                    isFavorite: detail.isFavorite, downloadText: downloads.text(for: detail.id), sourceName: screens.sourceName,
                    pageUnavailableReason: screens.factories.pagesUnavailableReason,
                    hasPrevious: leadsSomewhere(from: detail, .previous), hasNext: leadsSomewhere(from: detail, .next)
                ),
                session: id
            )
        } ?? ""
        return RenderedPage(
            screen: screen, feed: screen == .feed ? openedFeed : nil, screenOpened: screenOpened, keys: keys, cards: cards, status: status, detail: detailHTML, notice: notice
        )
    }
}

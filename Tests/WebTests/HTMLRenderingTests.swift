import Domain
import DomainTesting
import Foundation
@testable import PhotoListWeb
import Presentation
import Testing

@Suite("Rendering API text into the page")
struct HTMLRenderingTests {
    static let hostile = #"<script>alert(1)</script><img src=x onerror="x()"> & 'quoted'"#

    @Test("markup, quotes and control characters in a text are escaped, so it stays text")
    func escaping() {
        #expect(HTML.escape(Self.hostile) == "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;x()&quot;&gt; &amp; &#39;quoted&#39;")
        #expect(HTML.escape("a\u{1B}[31mb\u{7}c\nd") == "a[31mbc\nd")
    }

    @Test("a bidirectional override or isolate in a photo's text is dropped from the page, so it cannot reorder the text after it")
    func bidirectionalControlsAreDropped() {
        let description = "Sunset \u{202E}gpj.exe\u{202C} by \u{2067}the sea\u{2069}"
        let html = CardFragment.html(PhotoListItem(Photo.fixture(id: "bidi", description: description)), screen: .catalog, session: "s1")

        #expect(HTML.escape(description) == "Sunset gpj.exe by the sea")
        #expect(!html.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        #expect(html.contains("Sunset gpj.exe by the sea"))
    }

    @Test("a card's star is named with the photo it marks, so a screen reader's list of thirty stars tells them apart; on favourites it says it removes")
    func aStarNamesItsPhoto() {
        let item = PhotoListItem(Photo.fixture(id: "star", description: "Frozen harbour"))

        #expect(CardFragment.html(item, screen: .catalog, session: "s1").contains(#"aria-label="Favourite: Frozen harbour""#))
        #expect(CardFragment.html(item, screen: .favorites, session: "s1").contains(#"aria-label="Remove from favourites: Frozen harbour""#))
    }

    @Test("a topic's card names its title once, on its button, then its count and description")
    func aTopicCardSaysItsTitleOnce() {
        let html = ItemCardFragment.html(Topic(id: "t", slug: "wallpapers", title: "Wallpapers", description: "Walls", totalPhotos: 1_530))

        #expect(html.components(separatedBy: "Wallpapers").count == 2, "\(html)")
        #expect(html.contains(#"<p dir="auto">1,530 photos — Walls</p>"#), "\(html)")
    }

    @Test("a card of a photo whose description is a megabyte carries only the field limit's characters of it, then …, as the terminal shows it; a value kept whole is not cut")
    func longTextIsCut() {
        let description = String(repeating: "é", count: 1_000_000)
        let html = CardFragment.html(PhotoListItem(Photo.fixture(id: "long", description: description)), screen: .catalog, session: "s1")

        #expect(HTML.escape(description).unicodeScalars.count == PhotoFormatting.fieldLimit + 1)
        #expect(HTML.escape(description).hasSuffix("é…"))
        #expect(HTML.escapeWhole(description) == description, "an attribute value (an address) is never cut")
        #expect(HTML.escape(String(repeating: "\u{7}", count: 5_000) + "end") == "end", "dropped control characters do not count")
        #expect(html.utf8.count < 4 * PhotoFormatting.fieldLimit * 3, "the card is \(html.utf8.count) bytes")
    }

    @Test("an id in a picture's address cannot add a parameter or a path")
    func queryComponents() {
        #expect(HTML.queryComponent("a/b?c&d=e#f é") == "a%2Fb%3Fc%26d%3De%23f%20%C3%A9")
        #expect(HTML.queryComponent("Ab-9._~") == "Ab-9._~")
    }

    @Test("a card of a hostile photo escapes its id, description and name, and asks its picture of this server")
    func hostileCard() {
        let photo = Photo.fixture(id: #"x"><b>"#, authorName: Self.hostile, description: Self.hostile)
        let html = CardFragment.html(PhotoListItem(photo), screen: .catalog, session: "s1")
        #expect(!html.contains("<script") && !html.contains("<img src=x") && !html.contains("<b>"))
        #expect(html.contains(#"data-id="x%22%3E%3Cb%3E""#))
        #expect(html.contains(#"src="/s/s1/image?id=x%22%3E%3Cb%3E&amp;size=thumbnail""#))
        #expect(!html.contains("images.example.test"), "the source's address stays out of the page")
    }

    @Test("a list whose source sent a page adding no new photo while saying more follow says so, and does not claim all photos are shown")
    func aListCutShortSaysSo() {
        var state = PagedListState(firstPage: .first, hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        let photos = [Photo.fixture(id: "a"), .fixture(id: "b")]
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: photos, page: 1, hasNextPage: true, total: 10_020))))
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: photos, page: 2, hasNextPage: true, total: 10_020))))

        let status = StatusFragment.list(state.list, now: Date())

        #expect(status.contains(#"<span class="count">2 photos of 10k</span>"#), "\(status)")
        #expect(status.contains(#"<span class="cut-short">page 2 added no new photos, so the list stops here</span>"#))

        var empty = PagedListState(firstPage: .first, hasFavorites: false)
        PagedList.reduce(&empty, .appeared)
        PagedList.reduce(&empty, .pageLoaded(empty.load!, .success(PhotoPage(photos: [], page: 1, hasNextPage: true, total: 90))))
        let emptyStatus = StatusFragment.list(empty.list, now: Date())
        #expect(emptyStatus == #"<span class="count">Page 1 held no photos although the source said more follow.</span>"#, "\(emptyStatus)")
    }

    @Test("a list whose last pages held only sponsored photos, left out as asked, says so beside (all), so the end is not mistaken for a short catalog")
    func aListEndingInSponsoredPagesSaysSo() {
        var state = PagedListState(firstPage: .first, hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [.fixture(id: "a")], page: 1, hasNextPage: true))))
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [], page: 2, hasNextPage: false, sponsoredLeftOut: 3, onlySponsoredPages: 2...2))))

        let status = StatusFragment.list(state.list, now: Date())

        #expect(status.contains(#"<span class="count">1 photo (all)</span> · <span class="sponsored">Page 2 held only sponsored photos, left out as asked</span>"#), "\(status)")
    }

    @Test("a screen's status, while filters are chosen with the search field blank, ends saying they wait for words; with none chosen, or with words, it is the screen's alone")
    func statusSaysFiltersWaitForWords() {
        var state = PagedListState(firstPage: .first, hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [.fixture(id: "a")], page: 1, hasNextPage: true, total: 10_020))))
        let listed = StatusFragment.list(state.list, now: Date())
        var search = SearchState.initial

        #expect(StatusFragment.withFiltersNote(listed, search: search) == listed)

        search.filters = SearchFilters(orientation: .portrait, color: .green)
        let status = StatusFragment.withFiltersNote(listed, search: search)

        #expect(status == listed + #" · <span class="hint">Portrait · Green filter a search: type the words to search for</span>"#, "\(status)")
        #expect(StatusFragment.withFiltersNote("", search: search) == #"<span class="hint">Portrait · Green filter a search: type the words to search for</span>"#)
        search.query = "forest"
        #expect(StatusFragment.withFiltersNote(listed, search: search) == listed)
    }

    @Test("a topics list's status ends with the quota left, as a photo list's does")
    func topicsStatusShowsTheQuota() throws {
        var state = ItemListState<Topic>(firstPage: .first)
        ItemListSystem.reduce(&state, .appeared)
        let page = ItemPage(items: [Topic.fixture(slug: "film")], page: 1, hasNextPage: true, rateLimit: RateLimitStatus(remaining: 4_987, limit: 5_000))
        ItemListSystem.reduce(&state, .loaded(try #require(state.load), .success(page)))

        let status = StatusFragment.items(state, noun: "topic")

        #expect(status.hasSuffix(#" · <span class="quota">4,987 of 5,000 requests left</span>"#), "\(status)")
    }

    @Test("results kept from an earlier search say whose they are: searching while the newer one loads, an earlier search's once it failed, set apart from the failure's words")
    func earlierResultsSayWhoseTheyAre() {
        var state = SearchState(query: "forest", results: PhotoListState(
            items: PhotoListRows([PhotoListItem(.fixture(id: "lighthouse-1"))]), phase: .loadingFirstPage, hasMore: true, page: 1
        ), suggestions: [])
        state.isStale = true
        let loading = StatusFragment.search(state, now: Date())
        state.results.phase = .failed(ErrorDisplay(.sourceFailed(diagnosticCode: 503)))
        let failed = StatusFragment.search(state, now: Date())

        #expect(loading.hasPrefix(#"<span class="phase loading">Searching…</span> · "#), "\(loading)")
        #expect(failed.hasPrefix(#"<span class="phase">Results of an earlier search</span> · <span class="error">"#) && !failed.contains("Searching"), "\(failed)")
        #expect(failed.contains("(HTTP 503)"))
    }

    @Test("a detail marks a step button unavailable at its end of the list, and leaves it focusable")
    func stepButtonsAtTheEnds() {
        let html = DetailFragment.html(
            id: "p1", state: .loading, extras: .init(isFavorite: false, hasPrevious: false, hasNext: true), session: "s1"
        )
        let buttons = html.components(separatedBy: "<button").filter { $0.contains(#"data-action="step""#) }

        #expect(buttons.count == 2)
        #expect(buttons.first { $0.contains("previous") }?.contains(#"aria-disabled="true""#) == true)
        #expect(buttons.first { $0.contains(#""next""#) }?.contains("aria-disabled") == false)
        #expect(!html.contains(" disabled"), "a disabled button would drop the focus it holds")
    }

    @Test("an Unsplash+ photo's detail offers no Download button and says why; a free photo's offers one")
    func plusDetailOffersNoDownload() {
        func detail(isPlus: Bool) -> String {
            let display = PhotoDetailDisplay(PhotoDetail(photo: .fixture(id: "p1", isPlus: isPlus), exif: nil, location: nil, tags: [], downloads: nil))
            return DetailFragment.html(id: "p1", state: .loaded(display), extras: .init(isFavorite: false), session: "s1")
        }
        #expect(detail(isPlus: false).contains(#"data-action="download""#))
        #expect(!detail(isPlus: true).contains(#"data-action="download""#))
        #expect(detail(isPlus: true).contains(HTML.escape(PhotoFormatting.plusLicence)))
    }

    @Test("a detail links to the photo's page only when it is a web address")
    func detailLinks() {
        func detail(page: String) -> String {
            let photo = Photo.fixture(id: "p1")
            let urls = PhotoURLs(fullText: photo.urls.fullText, regularText: photo.urls.regularText, smallText: photo.urls.smallText, thumbText: photo.urls.thumbText, pageText: page)!
            let hostile = Photo(id: photo.id, width: 6000, height: 4000, color: nil, blurHash: nil, description: Self.hostile, author: photo.author, urls: urls, likes: 3, createdAt: nil)
            let display = PhotoDetailDisplay(PhotoDetail(photo: hostile, exif: nil, location: nil, tags: [], downloads: nil), sourceName: "Demo")
            return DetailFragment.html(id: photo.id, state: .loaded(display), extras: .init(isFavorite: false, sourceName: "Demo"), session: "s1")
        }
        #expect(!detail(page: "javascript:alert(1)").contains("href="))
        #expect(detail(page: "https://example.test/p/1").contains(#"href="https://example.test/p/1""#))
        #expect(!detail(page: "https://example.test/p/1").contains("<script"))
    }
}

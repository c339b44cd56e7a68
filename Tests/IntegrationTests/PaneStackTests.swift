import Domain
@testable import PhotoListTerminal
import Testing

/// Where the browser's panes go (``PaneStack``), with stand-in panes.
@Suite("The browser's stack of panes")
@MainActor
struct PaneStackTests {
    /// A pane known by its name, that shows nothing.
    final class Pane: BrowserPane {
        let title: String
        init(_ name: String) { title = name }
        var statusItems: [String] { [] }
        var isEditingText: Bool { false }
        var currentPhoto: Photo? { nil }
        func appear() {}
        func perform(_ command: BrowserCommand) -> Bool { false }
        func body(size: TerminalSize) -> [String] { [] }
        func refresh() {}
    }

    /// A stack holding `panes`, bottom to top, each opened as a screen.
    private func stacked(_ panes: Pane...) -> PaneStack {
        var stack = PaneStack()
        panes.forEach { stack.push($0) }
        return stack
    }

    @Test("given a list on top, when the detail it asked for comes, then the detail goes on top, and the list is the one its steps go to")
    func aDetailGoesAboveItsList() throws {
        let (catalog, detail) = (Pane("catalog"), Pane("detail"))
        var stack = stacked(catalog)

        let opened = try #require(stack.openDetail(from: catalog) { detail })

        #expect(opened.placement == .onTop)
        #expect(opened.detail === detail)
        #expect(stack.panes.map(\.title) == ["catalog", "detail"])
        #expect(stack.listUnderDetail === catalog)
    }

    @Test("given keys read with the Enter that opened the search first, when the detail comes, then it goes beneath the search, right above its list")
    func aLateDetailGoesBeneathWhatOpenedSince() throws {
        let (catalog, search) = (Pane("catalog"), Pane("search"))
        var stack = stacked(catalog, search)

        let opened = try #require(stack.openDetail(from: catalog) { Pane("detail") })

        #expect(opened.placement == .beneath)
        #expect(stack.panes.map(\.title) == ["catalog", "detail", "search"])
        #expect(stack.top === search)
        #expect(stack.listUnderDetail == nil, "the detail is not on top")
        #expect(stack.pop()?.title == "detail")
    }

    @Test("given a detail already above its list, when a second Enter's detail comes, then it takes the first's place, on top or beneath")
    func aSecondDetailReplacesTheFirst() throws {
        let catalog = Pane("catalog")
        var onTop = stacked(catalog)
        _ = onTop.openDetail(from: catalog) { Pane("first") }
        var beneath = onTop
        beneath.push(Pane("search"))

        let second = try #require(onTop.openDetail(from: catalog) { Pane("second") })
        let secondBeneath = try #require(beneath.openDetail(from: catalog) { Pane("second") })

        #expect(second.placement == .onTop)
        #expect(onTop.panes.map(\.title) == ["catalog", "second"])
        #expect(secondBeneath.placement == .beneath)
        #expect(beneath.panes.map(\.title) == ["catalog", "second", "search"])
    }

    @Test("given a list closed before its detail came, when the detail comes, then nothing is made or opened")
    func aDetailForAClosedListOpensNothing() {
        let (catalog, feed) = (Pane("catalog"), Pane("feed"))
        var stack = stacked(catalog, feed)
        _ = stack.pop()
        var made = false

        let opened = stack.openDetail(from: feed) { made = true; return Pane("detail") }

        #expect(opened == nil)
        #expect(!made)
        #expect(stack.panes.map(\.title) == ["catalog"])
    }

    @Test("given a detail stepped from, when the step's photo comes, then it takes the detail's place, under a pane opened since too")
    func aStepReplacesItsDetail() throws {
        let catalog = Pane("catalog")
        var stack = stacked(catalog)
        _ = stack.openDetail(from: catalog) { Pane("photo 1") }

        let onTop = try #require(stack.replaceDetail(from: catalog) { Pane("photo 2") })
        let afterFirst = stack.panes.map(\.title)
        stack.push(Pane("search"))
        let beneath = try #require(stack.replaceDetail(from: catalog) { Pane("photo 3") })

        #expect(onTop.placement == .onTop)
        #expect(afterFirst == ["catalog", "photo 2"])
        #expect(beneath.placement == .beneath)
        #expect(stack.panes.map(\.title) == ["catalog", "photo 3", "search"])
    }

    @Test("given no detail above the list, when a step's photo comes (the detail was closed, or another pane is there), then nothing is made or replaced")
    func aStepWithoutItsDetailOpensNothing() {
        let catalog = Pane("catalog")
        var closed = stacked(catalog)
        var covered = stacked(catalog, Pane("search"))
        var made = false

        let intoClosed = closed.replaceDetail(from: catalog) { made = true; return Pane("photo") }
        let intoCovered = covered.replaceDetail(from: catalog) { made = true; return Pane("photo") }

        #expect(intoClosed == nil)
        #expect(intoCovered == nil)
        #expect(!made)
        #expect(covered.panes.map(\.title) == ["catalog", "search"])
    }

    @Test("given one feature's pane on top, when another feature's opens, then it takes its place; over a list it goes on top")
    func featurePanesReplaceEachOther() {
        var stack = stacked(Pane("catalog"))

        stack.openFeature(Pane("feature 1"), index: 0)
        let first = stack.featureOnTop
        stack.openFeature(Pane("feature 2"), index: 1)

        #expect(first == 0)
        #expect(stack.featureOnTop == 1)
        #expect(stack.panes.map(\.title) == ["catalog", "feature 2"])
    }

    @Test("given a feature's pane whose Enter awaits its detail, when another feature's opens, then it stays beneath, so the detail has its list to go above")
    func aFeaturePaneAwaitingADetailStays() throws {
        let first = Pane("feature 1")
        var stack = stacked(Pane("catalog"))
        stack.openFeature(first, index: 0)
        stack.listAwaitsDetail(first)

        stack.openFeature(Pane("feature 2"), index: 1)
        let opened = try #require(stack.openDetail(from: first) { Pane("detail") })

        #expect(opened.placement == .beneath)
        #expect(stack.panes.map(\.title) == ["catalog", "feature 1", "detail", "feature 2"])
    }

    @Test("given a detail opened from a feature's pane, when it is on top, then no feature's pane is on top")
    func aDetailOverAFeatureIsNotTheFeature() {
        let feature = Pane("feature 1")
        var stack = stacked(Pane("catalog"))
        stack.openFeature(feature, index: 0)
        _ = stack.openDetail(from: feature) { Pane("detail") }

        #expect(stack.featureOnTop == nil)
    }

    @Test("given a pane open beneath others, when gone back to, then the panes above it close; one not open is not gone back to")
    func goingBackClosesWhatIsAbove() {
        let (catalog, favourites) = (Pane("catalog"), Pane("favourites"))
        var stack = stacked(catalog, favourites, Pane("feed"), Pane("search"))

        let wentBack = stack.goBack(to: favourites)
        let notOpen = stack.goBack(to: Pane("other"))

        #expect(wentBack)
        #expect(!notOpen)
        #expect(stack.panes.map(\.title) == ["catalog", "favourites"])
    }

    @Test("given one pane left, when closed, then it stays: the first pane is never closed")
    func theFirstPaneStays() {
        var stack = stacked(Pane("catalog"))

        #expect(stack.pop() == nil)
        #expect(stack.count == 1)
    }
}

import Domain
import Foundation
import Presentation

/// One screen of the interactive browser: it feeds its view model's Input from keys and renders the
/// view model's Output as lines. The ``Browser`` owns the stack of panes, the bars and the global keys.
@MainActor
protocol BrowserPane: AnyObject {
    /// The title bar's text.
    var title: String { get }
    /// Facts for the status bar: position, page, badges (already safe for the terminal).
    var statusItems: [String] { get }
    /// The status item naming where the selection is among the rows loaded ("60/60+"): a message about the
    /// position ("60 loaded, more available") leaves when it changes (or ``showsFailure`` does).
    var position: String? { get }
    /// Whether the pane shows that its last load failed: a message about the position leaves when this
    /// changes too, since a next page that failed changes no position but makes "more available" untrue.
    var showsFailure: Bool { get }
    /// Whether keys go into a text field first (``edit(_:)``), so letters are typed rather than commands.
    var isEditingText: Bool { get }
    /// The photo the download and open keys act on.
    var currentPhoto: Photo? { get }
    /// Whether what the keys act on is here: a list's first rows, the rows a key aimed past the loaded ones,
    /// a detail's photo, a change to the list. Until it is, keys that act on it wait (``KeyHold``), and the
    /// pane tells ``BrowserContext/settled`` when it settles.
    var settling: PaneSettling { get }
    /// What to do instead when a key that acts on a photo does nothing here (``currentPhoto`` is `nil`):
    /// "Enter opens the photos of the one selected"; `nil`: there is no photo here to act on.
    var noPhotoHint: String? { get }
    /// The pane became visible: it tells its view model, which loads the first time.
    func appear()
    /// What the pane waits for (``PaneSettling/waiting``) has not come within ``Browser/holdLimit``: it
    /// gives it up (a selection aimed past the rows stays where it got to), and is settled from now on.
    func stopWaiting()
    /// Acts on `command`; `false` when the pane has no use for it (the browser then may).
    func perform(_ command: BrowserCommand) -> Bool
    /// Types `key` into the pane's text field while ``isEditingText``; `false` when the field has no use
    /// for it (the key is then read as a command).
    func edit(_ key: Key) -> Bool
    /// The `size.rows` lines of the pane's body, each fitted to `size.columns`. A list pane also tells its
    /// view model here the last row these lines show, which only a layout knows (a screen taller than the
    /// rows loaded calls for the next page with no key pressed); the view model decides what that asks for.
    func body(size: TerminalSize) -> [String]
    /// The refresh key: reload what the pane shows.
    func refresh()
    /// A click on body row `row` (0 at the top of the body).
    func click(row: Int)
    /// The detail opened from this pane asks for the next or previous photo of this pane's list.
    func step(_ step: PhotoStep)
    /// The details opened from this pane, now closed, marked photos as `marks` says (`true`: a favourite):
    /// a list whose rows do not show them yet waits until they do (``PaneSettling/storing``).
    func expect(_ marks: [PhotoID: Bool])
}

extension BrowserPane {
    /// A pane without a list has no position for a message to be about.
    var position: String? { nil }
    /// A pane that loads no pages shows no failure a position message depends on.
    var showsFailure: Bool { false }
    /// A pane that reads nothing before keys act on it is always settled.
    var settling: PaneSettling { .settled }
    /// A pane of photos has none selected only when it has none.
    var noPhotoHint: String? { nil }
    /// A pane that never waits has nothing to give up.
    func stopWaiting() {}
    /// A pane without a text field types nothing.
    func edit(_ key: Key) -> Bool { false }
    /// A pane without rows ignores clicks.
    func click(row: Int) {}
    /// A pane without a list has no neighbours to step to.
    func step(_ step: PhotoStep) {}
    /// A pane without rows of photos shows no marks to wait for.
    func expect(_ marks: [PhotoID: Bool]) {}
    /// A pane without a text field is never typed in.
    var isEditingText: Bool { false }
}

/// What panes may ask of the browser, as closures so panes hold no reference to it.
@MainActor
struct BrowserContext {
    /// The view models of the app's screens, for panes that open lists of their own.
    let screens: ScreenFactories
    /// Thumbnails and previews, shared by every pane.
    let pictures: TerminalPictures
    /// The current time, for ages such as "offline copy from 3 hours ago".
    let now: @Sendable () -> Date
    /// What to do next about a failure (`photolist sync` for a page the offline copy lacks), or `nil`:
    /// the composition root's words, since a view cannot know which commands the program has.
    let advice: @Sendable (DomainError) -> String?
    /// Asks for a redraw (coalesced).
    let setNeedsRender: @MainActor () -> Void
    /// The rows a picture in an area of the body `rows` tall (now) is sized for: the area's rows with the
    /// longest message showing, so a message coming and going never changes a picture's size (which would
    /// fetch it again).
    let pictureRows: @MainActor (_ rows: Int) -> Int
    /// Follows the navigation of the list in `pane`; returns whether the route was taken (a step that
    /// lands after the user left the detail opens nothing, and the list must not follow it).
    let open: @MainActor (_ route: PhotoRoute, _ pane: any BrowserPane) -> Bool
    /// Shows a one-line message in the status bar until the next key.
    let report: @MainActor (String) -> Void
    /// Shows a message about the pane's position ("60 loaded, more available") until the next key, until
    /// the position it speaks of changes ("60/60+" became "60/90+": the next page arrived) or until the pane
    /// comes to show a failure (the next page did not come), so it never outlives its truth.
    let reportAboutStatus: @MainActor (String) -> Void
    /// Where photo `id`'s download is ("Downloading… 42%", "Waiting to download (2 ahead)"), if queued.
    let downloadStatus: @MainActor (PhotoID) -> String?
    /// Asks the list the detail on top was opened from for the next or previous photo.
    let step: @MainActor (PhotoStep) -> Void
    /// Shows the step notice of the list in the pane given, when the detail on top was opened from it: the
    /// step from the detail led nowhere (the first or last photo, a page that failed), so the keys that
    /// waited for it act on the detail shown. A list under other panes speaks of a detail no longer in view.
    let endStep: @MainActor (_ notice: String, _ pane: any BrowserPane) -> Void
    /// The pane has settled (``BrowserPane/settling``): the keys that waited for it act on it, if it
    /// is on top.
    let settled: @MainActor (any BrowserPane) -> Void
    /// The pane's Enter asked its view model for a photo's detail, whose route comes later: until it does,
    /// keys wait for it (``KeyHold``), and the stack keeps its place above the pane
    /// (``PaneStack/listAwaitsDetail(_:)``).
    let askedForDetail: @MainActor (any BrowserPane) -> Void
    /// Opens a feed's photos (a topic's, a collection's, a photographer's) in a pane with this title.
    let openFeed: @MainActor (PhotoFeed, String) -> Void
}

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
    /// position ("60 loaded, more available") leaves when it changes.
    var position: String? { get }
    /// Whether keys go into a text field first (``edit(_:)``), so letters are typed rather than commands.
    var isEditingText: Bool { get }
    /// The photo the download and open keys act on.
    var currentPhoto: Photo? { get }
    /// The pane became visible; the first time, it asks its view model to load.
    func appear()
    /// Acts on `command`; `false` when the pane has no use for it (the browser then may).
    func perform(_ command: BrowserCommand) -> Bool
    /// Types `key` into the pane's text field while ``isEditingText``; `false` when the field has no use
    /// for it (the key is then read as a command).
    func edit(_ key: Key) -> Bool
    /// The `size.rows` lines of the pane's body, each fitted to `size.columns`.
    func body(size: TerminalSize) -> [String]
    /// The refresh key: reload what the pane shows.
    func refresh()
    /// A click on body row `row` (0 at the top of the body).
    func click(row: Int)
    /// The detail opened from this pane asks for the next or previous photo of this pane's list.
    func step(_ step: PhotoStep)
}

extension BrowserPane {
    /// A pane whose status bar starts with its position.
    var position: String? { statusItems.first }
    /// A pane without a text field types nothing.
    func edit(_ key: Key) -> Bool { false }
    /// A pane without rows ignores clicks.
    func click(row: Int) {}
    /// A pane without a list has no neighbours to step to.
    func step(_ step: PhotoStep) {}
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
    /// Asks for a redraw (coalesced).
    let setNeedsRender: @MainActor () -> Void
    /// Follows a view model's navigation.
    let open: @MainActor (PhotoRoute) -> Void
    /// Shows a one-line message in the status bar until the next key.
    let report: @MainActor (String) -> Void
    /// Shows a message about the pane's position ("60 loaded, more available") until the next key or until
    /// the position it speaks of changes ("60/60+" became "60/90+": the next page arrived), so it never
    /// outlives its truth.
    let reportAboutStatus: @MainActor (String) -> Void
    /// Where photo `id`'s download is ("Downloading… 42%", "Waiting to download (2 ahead)"), if queued.
    let downloadStatus: @MainActor (PhotoID) -> String?
    /// Asks the list the detail on top was opened from for the next or previous photo.
    let step: @MainActor (PhotoStep) -> Void
    /// Opens a feed's photos (a topic's, a collection's, a photographer's) in a pane with this title.
    let openFeed: @MainActor (PhotoFeed, String) -> Void
}

/// The lines shared by every list-like pane: the footer after the last row and the empty-list body.
enum ListText {
    /// "Loading more photos…", "Refreshing…", "! message (r retries)", "— end of the catalog: 60 photos —".
    static func footer(for state: PhotoListState, noun: String) -> String? {
        guard !state.items.isEmpty else { return nil }
        switch state.phase {
        case .loadingNextPage: return "Loading more photos…"
        case .refreshing: return "Refreshing…"
        case .failed(let error): return "! " + TerminalText.sanitizedLine(error.message) + (error.isRetryable ? " (\(KeyMap.key(.refresh)) retries)" : "")
        case .idle, .loadingFirstPage, .loaded: return state.hasMore ? nil : "— end of \(noun): \(PhotoFormatting.photoCount(state.items.count)) —"
        }
    }

    /// The body when there are no rows: loading, failed, or empty.
    static func empty(for state: PhotoListState, emptyText: String, columns: Int) -> [String] {
        switch state.phase {
        case .idle, .loadingFirstPage, .loadingNextPage, .refreshing: return ["", "  Loading photos…"]
        case .failed(let error): return [""] + failure(error, columns: columns)
        case .loaded: return ["", "  " + emptyText]
        }
    }

    /// "  ! message" for a pane that has nothing else to show, then how to try again when trying again
    /// can help.
    static func failure(_ error: ErrorDisplay, columns: Int) -> [String] {
        failureMessage(error.message, columns: columns) + (error.isRetryable ? ["", "  Press \(KeyMap.key(.refresh)) to try again."] : [])
    }

    /// "  ! message" wrapped to `columns`, the lines after the first indented under it: a storage
    /// error's advice comes last and must not be cut off.
    static func failureMessage(_ message: String, columns: Int) -> [String] {
        let lines = TerminalText.wrapped(TerminalText.sanitizedLine(message), to: max(1, columns - 4), limit: 8, keepingLongWords: true)
        return lines.enumerated().map { ($0.offset == 0 ? "  ! " : "    ") + $0.element }
    }

    /// The selected row's position among those loaded (`+` while more exist; the source's total when it
    /// says), the page that row came from, loading, offline badge and rate limit for the status bar.
    static func statusItems(for state: PhotoListState, selected: Int, now: Date, showsTotal: Bool = true) -> [String] {
        var items = [position(in: state, selected: selected, showsTotal: showsTotal)].compactMap { $0 }
        if let page = state.page(ofRow: selected) ?? state.page { items.append("page \(page)") }
        switch state.phase {
        case .loadingFirstPage, .loadingNextPage: items.append("loading…")
        case .refreshing: items.append("refreshing…")
        case .idle, .loaded, .failed: break
        }
        if let badge = state.offlineBadge(now: now) { items.append(badge) }
        if let rateLimit = state.rateLimitText { items.append(TerminalText.sanitizedLine(rateLimit)) }
        return items
    }

    /// "61/90+ of 10K": the selected row among those loaded, a "+" while more can load, and the total
    /// when `showsTotal`; `nil` for an empty list.
    static func position(in state: PhotoListState, selected: Int, showsTotal: Bool = true) -> String? {
        guard !state.items.isEmpty else { return nil }
        let total = (showsTotal ? state.total : nil).map { " of \(PhotoFormatting.compactCount($0))" } ?? ""
        return "\(selected + 1)/\(state.items.count)\(state.hasMore ? "+" : "")\(total)"
    }

    /// What End says at the last loaded row of a list that has more (``PhotoListState/endNotice``), with
    /// the keys that load more: "60 loaded, more available (PgDn or ↓ loads more)".
    static func endNotice(for state: PhotoListState) -> String? {
        state.endNotice.map { "\($0) (\(KeyMap.key(.pageDown)) or \(KeyMap.key(.moveDown)) loads more)" }
    }

    /// Pads or cuts `lines` to exactly `rows` lines of `columns` columns.
    static func fitted(_ lines: [String], rows: Int, columns: Int) -> [String] {
        (0..<rows).map { $0 < lines.count ? lines[$0] : "" }.map { line in
            line.contains("\u{1B}") ? line : TerminalText.padded(line, to: columns)
        }
    }
}

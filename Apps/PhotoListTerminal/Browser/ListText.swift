import Domain
import Foundation
import Presentation

/// The lines shared by every list-like pane: the footer after the last row, the empty-list body, a
/// failure shown in the body, and the status bar's position.
enum ListText {
    /// The lines after the last row, indented as rows are: "Loading more photos…", "Refreshing…", "— end of
    /// the catalog: 60 photos —" (or why the source cut it short), or a failure wrapped to `columns` as ``failureMessage(_:columns:)`` wraps
    /// it, with how to try again ("! message (r retries)", or `retryKey`); none while more rows can load.
    static func footer(for state: PhotoListState, noun: String, columns: Int, retryKey: String = KeyMap.key(.refresh)) -> [String] {
        guard !state.items.isEmpty else { return [] }
        switch state.phase {
        case .loadingNextPage, .refreshing: return state.loadingText.map { ["  " + $0] } ?? []
        case .failed(let error): return failureFooter(error, columns: columns, retryKey: retryKey)
        case .idle, .loadingFirstPage, .loaded:
            return state.endText("end of \(noun)").map { ["  — \($0): \(PhotoFormatting.photoCount(state.items.count)) —"] } ?? []
        }
    }

    /// The body when there are no rows: loading, failed (naming `retryKey` and giving `advice` as
    /// ``failure(_:columns:retryKey:advice:)`` does), or empty.
    static func empty(
        for state: PhotoListState, emptyText: String, columns: Int, retryKey: String = KeyMap.key(.refresh),
        advice: (DomainError) -> String? = { _ in nil }
    ) -> [String] {
        switch state.phase {
        case .idle, .loadingFirstPage, .loadingNextPage, .refreshing: return ["", "  " + (state.loadingText ?? "")]
        case .failed(let error): return [""] + failure(error, columns: columns, retryKey: retryKey, advice: advice)
        // Wrapped: a search's "No photos match “…”" ends in its advice, which a cut line would lose.
        case .loaded: return [""] + TerminalText.wrapped(state.emptyText(emptyText), to: columns - 2, limit: 4).map { "  " + $0 }
        }
    }

    /// "  ! message" for a pane that has nothing else to show, then how to try again when trying again
    /// can help: with `retryKey`, the refresh key unless the pane reads keys as text (a search field,
    /// where Enter searches again and `r` is a letter). `advice` (``BrowserContext/advice``) follows the
    /// message, when it has any for the error: with nothing else in the pane, there is room for it.
    static func failure(
        _ error: ErrorDisplay, columns: Int, retryKey: String = KeyMap.key(.refresh), advice: (DomainError) -> String? = { _ in nil }
    ) -> [String] {
        let message = [error.message, advice(error.error)].compactMap { $0 }.joined(separator: " ")
        return failureMessage(message, columns: columns) + (error.isRetryable ? ["", "  Press \(retryKey) to try again."] : [])
    }

    /// A failure shown under loaded rows: "! message (r retries)", wrapped as ``failureMessage(_:columns:)``
    /// wraps it, `retryKey` named only when trying again can help.
    static func failureFooter(_ error: ErrorDisplay, columns: Int, retryKey: String = KeyMap.key(.refresh)) -> [String] {
        failureMessage(error.message + (error.isRetryable ? " (\(retryKey) retries)" : ""), columns: columns)
    }

    /// The most lines a failure takes in a pane: enough for a storage error's path and advice at 40
    /// columns, leaving the pane's other lines room.
    static let failureLines = 8

    /// "  ! message" wrapped to `columns`, the lines after the first indented under it, so a message
    /// whose advice comes last (a storage error's) is read whole where the pane has the room; a word too
    /// long for a line (a path) gets a line of its own. In fewer than 24 columns, one line, cut.
    static func failureMessage(_ message: String, columns: Int) -> [String] {
        let text = TerminalText.sanitizedLine(message)
        guard columns >= 24, !text.isEmpty else { return ["  ! " + text] }
        let lines = TerminalText.wrapped(text, to: columns - 4, limit: failureLines, keepingLongWords: true)
        return lines.enumerated().map { ($0.offset == 0 ? "  ! " : "    ") + $0.element }
    }

    /// The selected row's position among those loaded (`+` while more exist; the source's total when it
    /// says), the page that row came from, loading, offline badge, why the source was not used and the rate
    /// limit, for the status bar.
    static func statusItems(for state: PhotoListState, selected: Int, now: Date, showsTotal: Bool = true) -> [String] {
        var items = [position(in: state, selected: selected, showsTotal: showsTotal)].compactMap { $0 }
        if let page = state.page(ofRow: selected) ?? state.page { items.append(PhotoFormatting.page(page)) }
        switch state.phase {
        case .loadingFirstPage, .loadingNextPage: items.append("loading…")
        case .refreshing: items.append("refreshing…")
        case .idle, .loaded, .failed: break
        }
        if let badge = state.offlineBadge(now: now) { items.append(badge) }
        // After the badge, so a full bar drops why the copy stands in before the fact that it does, and
        // before the quota, which a bar drops first: while the copy stands in, why matters more.
        if let outage = state.outageNote { items.append(outage) }
        if let rateLimit = state.rateLimitText { items.append(TerminalText.sanitizedLine(rateLimit)) }
        return items
    }

    /// "61/90+ of 10k": the selected row among those loaded, a "+" while more can load, and the total
    /// when `showsTotal`; `nil` for an empty list.
    static func position(in state: PhotoListState, selected: Int, showsTotal: Bool = true) -> String? {
        guard !state.items.isEmpty else { return nil }
        return position(selected: selected, of: state.items.count, hasMore: state.hasMore, total: showsTotal ? state.totalSuffix : nil)
    }

    /// "61/90+ of 10k": the selected row (0-based `selected`) among `count` loaded, a "+" while more can
    /// load, then `total` when given; the one way every list pane says where the selection is.
    static func position(selected: Int, of count: Int, hasMore: Bool, total: String? = nil) -> String {
        "\(selected + 1)/\(count)\(hasMore ? "+" : "")\(total ?? "")"
    }

    /// What End says at the last loaded row of a list that has more (``PhotoListState/endNotice``), with
    /// the keys that load more ("60 loaded, more available (PgDn or ↓ loads more)"), or, while the next page
    /// is already on its way, that it is ("60 loaded, more available; the next page is loading"); when End
    /// was pressed on that row (`endWaits`), that it goes on to the next page's last.
    static func endNotice(for state: PhotoListState, endWaits: Bool = false) -> String? {
        state.endNotice.map { notice in
            if endWaits { return notice + "; the next page's last is selected once it comes" }
            return state.isLoading ? notice + "; the next page is loading" : "\(notice) (\(KeyMap.key(.pageDown)) or \(KeyMap.key(.moveDown)) loads more)"
        }
    }

    /// Pads or cuts `lines` to exactly `rows` lines of `columns` columns.
    static func fitted(_ lines: [String], rows: Int, columns: Int) -> [String] {
        (0..<rows).map { $0 < lines.count ? lines[$0] : "" }.map { line in
            line.contains("\u{1B}") ? line : TerminalText.padded(line, to: columns)
        }
    }
}

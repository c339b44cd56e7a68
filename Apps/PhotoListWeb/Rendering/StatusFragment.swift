import Foundation
import Presentation

/// The status line of a screen as HTML: what is loading or failed (with a retry when retrying may help), how
/// many photos are shown, the offline badge and the source's remaining quota, all from the view model's
/// state.
enum StatusFragment {
    /// The status of a photo list (the catalog, or search results).
    static func list(_ state: PhotoListState, now: Date) -> String {
        var parts: [String] = []
        if let loading = state.loadingText { parts.append(#"<span class="phase loading">\#(loading)</span>"#) }
        if case .failed(let error) = state.phase {
            parts.append(#"<span class="error">\#(HTML.escape(error.message))</span>"#)
            if error.isRetryable { parts.append(#"<button type="button" data-action="retry">Try again</button>"#) }
        }
        if !state.items.isEmpty {
            let shown = PhotoFormatting.photoCount(state.items.count)
            let total = state.totalSuffix ?? ""
            parts.append(#"<span class="count">\#(shown)\#(total)\#(state.isComplete ? " (all)" : "")</span>"#)
            if state.isComplete, let sponsored = state.sponsoredNote {
                parts.append(#"<span class="sponsored">\#(HTML.escape(PhotoFormatting.capitalizedFirst(sponsored)))</span>"#)
            }
            if let cutShort = state.cutShortText { parts.append(#"<span class="cut-short">\#(HTML.escape(cutShort))</span>"#) }
        } else if state.phase == .loaded {
            parts.append(#"<span class="count">\#(HTML.escape(state.emptyText("No photos here yet: try again later, or another screen above")))</span>"#)
        }
        if let badge = state.offlineBadge(now: now) { parts.append(#"<span class="badge offline">\#(HTML.escape(badge))</span>"#) }
        if let outage = state.outageNote { parts.append(#"<span class="outage">\#(HTML.escape(outage))</span>"#) }
        if let quota = state.rateLimitText { parts.append(#"<span class="quota">\#(HTML.escape(quota))</span>"#) }
        return parts.joined(separator: " · ")
    }

    /// `status`, a screen's shown while the search field is blank, then what the filters beside the field
    /// wait for when one is chosen (``SearchState/filtersAwaitingWordsNote``).
    static func withFiltersNote(_ status: String, search: SearchState) -> String {
        guard let note = search.filtersAwaitingWordsNote else { return status }
        return [status, #"<span class="hint">\#(HTML.escape(note))</span>"#].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// The status of the search screen: the results' status, or the recent searches to pick from.
    static func search(_ state: SearchState, now: Date) -> String {
        guard !state.showsSuggestions else {
            guard !state.suggestions.isEmpty else { return #"<span class="phase">Type to search</span>"# }
            let buttons = state.suggestions.prefix(8).map { #"<button type="button" class="suggestion" data-action="suggestion" data-text="\#(HTML.escapeWhole($0))">\#(HTML.escape($0))</button>"# }
            return #"<span class="phase">Recent:</span> "# + buttons.joined(separator: " ")
        }
        // Results kept while a newer search loads, or after it failed, say whose they are; a failed search
        // is no longer searching.
        let stale = state.earlierResultsNote.map { note in
            if case .failed = state.results.phase { return #"<span class="phase">\#(PhotoFormatting.capitalizedFirst(note))</span>"# }
            return #"<span class="phase loading">Searching…</span>"#
        }
        if state.results.items.isEmpty, state.results.phase == .loaded, !state.isStale {
            return #"<span class="count">\#(HTML.escape(state.noMatchesText))</span>"#
        }
        // Set apart as the list's own parts are, so the note and a failure's words do not run together.
        return [stale, list(state.results, now: now)].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// `status` after the list's title ("Topic: Nature"), when it has one.
    static func titled(_ title: String?, _ status: String) -> String {
        guard let title else { return status }
        return #"<strong class="title">\#(HTML.escape(title))</strong>"# + (status.isEmpty ? "" : " · " + status)
    }

    /// The status of a list of topics or collections: loading, failed (with a retry when it may help), or
    /// how many are shown; then the quota left, as a photo list's status ends.
    static func items<Item>(_ state: ItemListState<Item>, noun: String) -> String {
        var parts: [String] = []
        switch state.phase {
        case .idle, .loadingFirstPage: parts.append(#"<span class="phase loading">Loading…</span>"#)
        case .loadingNextPage: parts.append(#"<span class="phase loading">Loading more…</span>"#)
        case .loaded: break
        case .failed(let error):
            parts.append(#"<span class="error">\#(HTML.escape(error.message))</span>"#)
            if error.isRetryable { parts.append(#"<button type="button" data-action="retry">Try again</button>"#) }
        }
        if !state.items.isEmpty {
            parts.append(#"<span class="count">\#(PhotoFormatting.counted(state.items.count, noun))\#(state.isComplete ? " (all)" : "")</span>"#)
        }
        if let cutShort = state.cutShortText(noun: noun) {
            parts.append(#"<span class="cut-short">\#(HTML.escape(cutShort))</span>"#)
        }
        if let quota = state.rateLimitText { parts.append(#"<span class="quota">\#(HTML.escape(quota))</span>"#) }
        return parts.joined(separator: " · ")
    }

    /// The status of the favourites screen.
    static func favorites(_ state: FavoritesState) -> String {
        switch state.phase {
        case .idle, .loading: return #"<span class="phase">Reading favourites…</span>"#
        case .failed(let error): return #"<span class="error">\#(HTML.escape(error.message))</span>"#
        case .loaded:
            let count = state.items.count
            return count == 0 ? #"<span class="count">No favourites yet: ☆ marks a photo</span>"# : #"<span class="count">\#(PhotoFormatting.counted(count, "favourite"))</span>"#
        }
    }
}

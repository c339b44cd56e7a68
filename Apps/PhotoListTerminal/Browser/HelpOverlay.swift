/// The key reference `?` shows over the current pane, drawn from ``KeyMap``: one column when the body is
/// tall enough, else the fewest side by side that fit (three at most). Every binding's keys and words are
/// shown whole: when they do not all fit (the smallest window), the help has pages, turned with space.
enum HelpOverlay {
    /// The help's lines for `page` (from 0; a page past the last is the last), fitted to `size`.
    /// `searchUnavailable` (why the source cannot search) replaces the search key's line.
    static func lines(size: TerminalSize, page: Int = 0, searchUnavailable: String? = nil) -> [String] {
        let pages = pages(size: size, searchUnavailable: searchUnavailable)
        return ListText.fitted(pages[min(max(0, page), pages.count - 1)], rows: size.rows, columns: size.columns)
    }

    /// How many pages the help has at `size` (1 unless the window is too small for it all), drawn with
    /// the same `searchUnavailable` as ``lines(size:page:searchUnavailable:)``.
    static func pageCount(size: TerminalSize, searchUnavailable: String? = nil) -> Int {
        pages(size: size, searchUnavailable: searchUnavailable).count
    }

    private static func pages(size: TerminalSize, searchUnavailable: String?) -> [[String]] {
        let entries = KeyMap.bindings.map { binding in
            "  " + TerminalText.padded(binding.label, to: 10)
                + (binding.command == .search && searchUnavailable != nil ? "no search: this source has none" : binding.help)
        }
        let entryWidth = (entries.map(TerminalText.width).max() ?? 0) + 2
        let quit = KeyMap.key(.quit)
        // One page: the fewest columns whose rows fit (the footer under one column, after a blank line
        // under several), each wide enough for every entry.
        if let columns = (1...3).first(where: { count in
            rowsPerColumn(entries.count, count) + (count == 1 ? 1 : 2) <= size.rows && size.columns / count >= entryWidth
        }) {
            let footer = "  Press any key to close this help (\(quit) quits)."
            return [layout(entries, columns: columns, width: size.columns) + (columns == 1 ? [footer] : ["", footer])]
        }
        // Pages: as many whole columns as fit, each as tall as the body less the blank line and the footer.
        let columns = max(1, min(3, size.columns / entryWidth))
        let perPage = columns * max(1, size.rows - 2)
        let chunks = stride(from: 0, to: entries.count, by: perPage).map { Array(entries[$0..<min($0 + perPage, entries.count)]) }
        return chunks.enumerated().map { index, chunk in
            let turn = index + 1 < chunks.count ? "space for more, any other key closes" : "any key closes"
            return layout(chunk, columns: columns, width: size.columns) + ["", "  Help \(index + 1)/\(chunks.count): \(turn) (\(quit) quits)."]
        }
    }

    private static func rowsPerColumn(_ count: Int, _ columns: Int) -> Int {
        (count + columns - 1) / columns
    }

    /// `entries` in `columns` side by side, filled column by column.
    private static func layout(_ entries: [String], columns: Int, width: Int) -> [String] {
        let perColumn = rowsPerColumn(entries.count, columns)
        let columnWidth = width / columns
        return (0..<perColumn).map { row in
            (0..<columns).reduce(into: "") { line, column in
                let index = column * perColumn + row
                guard index < entries.count else { return }
                line += TerminalText.column(column * columnWidth) + TerminalText.padded(entries[index], to: columnWidth)
            }
        }
    }
}

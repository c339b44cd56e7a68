import Domain

/// How the command line names a listing ("the photo list, oldest first, 30 per page", "the search for
/// “forest” (--color green), 30 per page"): one wording for a page the offline copy lacks and for
/// `cache stats`'s list of what the copy keeps, so a user can match one against the other (a search's
/// words, case aside: the copy keeps a search as searches compare it, case-folded).
enum ListingName {
    /// The listing `kind`, `perPage` photos a page, named on one line; filters are named as they are typed.
    static func of(_ kind: CachedListing.Kind, perPage: Int?) -> String {
        let size = perPage.map { ", \($0) per page" } ?? ""
        switch kind {
        case .photos(let order):
            return "the photo list" + (order.map { ", \($0.rawValue) first" } ?? "") + size
        case .search(let query, let orientation, let color):
            let filtered = filters(orientation: orientation, color: color).map { " (\($0))" } ?? ""
            return "the search for “\(CommandFailure.shown(query))”" + filtered + size
        case .other(let key):
            return "a listing another photolist kept (“\(CommandFailure.shown(key))”)"
        }
    }

    /// The filters as they are typed ("--orientation landscape --color blue"); `nil` for none.
    static func filters(orientation: Orientation?, color: ColorFilter?) -> String? {
        let typed = [orientation.map { "--orientation \($0.rawValue)" }, color.map { "--color \($0.rawValue)" }].compactMap { $0 }
        return typed.isEmpty ? nil : typed.joined(separator: " ")
    }

    /// `pages` (in order) as ranges: "page 4", "pages 1–3", "pages 1–3, 5, 9–12"; past `limit` ranges, the
    /// rest is counted ("pages 1–3, 5 and 7 more") so one line stays short.
    static func pages(_ pages: [Int], limit: Int = 6) -> String {
        var ranges: [ClosedRange<Int>] = []
        for page in pages {
            if let last = ranges.last, last.upperBound + 1 == page {
                ranges[ranges.count - 1] = last.lowerBound...page
            } else {
                ranges.append(page...page)
            }
        }
        let shown = ranges.prefix(limit).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
        let rest = ranges.dropFirst(limit).reduce(0) { $0 + $1.count }
        let more = rest == 0 ? "" : " and \(rest) more"
        return (pages.count == 1 ? "page " : "pages ") + shown.joined(separator: ", ") + more
    }
}

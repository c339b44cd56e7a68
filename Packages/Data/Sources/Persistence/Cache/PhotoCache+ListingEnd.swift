import Domain
import Foundation
import GRDB

extension PhotoCache {
    /// An empty page `number` of the listing, past the last page stored (the highest page stored, when it
    /// was stored as having no next page) with that page's counts and time: what its source answered for a
    /// page past the end.
    /// `nil` when no stored page says where the listing ends, or `number` is not past it; a page asked
    /// past the end is then answered as the source answers it, not as a page never fetched.
    public func pagePastTheEnd(_ number: Int, source: String, listKey: String) throws(PersistenceError) -> CachedPage? {
        do {
            return try queue.inDatabase { db -> CachedPage? in
                // Only the highest page stored can be the end: a later page stored since (the listing grew)
                // makes an older "last" page stale.
                let sql = """
                    SELECT page, fetchedAt, total, totalPages FROM listingPage AS last
                    WHERE source = ? AND listKey = ? AND hasNextPage = 0 AND NOT EXISTS (
                        SELECT 1 FROM listingPage WHERE source = last.source AND listKey = last.listKey AND page > last.page
                    )
                    """
                guard let row = try Row.fetchOne(db.cachedStatement(sql: sql), arguments: [source, listKey]),
                      try row.decode(Int.self, atIndex: 0) < number else { return nil }
                let page = PhotoPage(
                    photos: [], page: number, hasNextPage: false,
                    total: try row.decode(Int?.self, atIndex: 2), totalPages: try row.decode(Int?.self, atIndex: 3)
                )
                return CachedPage(page: page, fetchedAt: try DatabaseTimestamp.date(in: row, atIndex: 1))
            }
        } catch {
            throw PersistenceError(error, path: path)
        }
    }
}

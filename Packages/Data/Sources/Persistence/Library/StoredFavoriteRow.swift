import Domain
import Foundation
import GRDB

/// Rows of the `favorite` table (``PhotoRecord`` columns) and of `favoriteUnreadable` (snapshots an earlier
/// release stored that could not be converted), decoded one by one so a damaged row is skipped, never fatal.
enum StoredFavoriteRow {
    /// The favourites in `readable` (``PhotoRecord/columns``, then `addedAt`) and `unreadable` (columns `id`,
    /// `snapshot`, `addedAt`), most recently added first, and the rows that could not be read.
    static func listing(of readable: [Row], unreadable: [Row]) -> FavoritesListing {
        var favorites: [FavoritePhoto] = []
        var skipped: [FavoritesListing.Skipped] = []
        for row in readable {
            do {
                let record = try PhotoRecord(row: row)
                favorites.append(FavoritePhoto(photo: record.photo, addedAt: try DatabaseTimestamp.date(in: row, atIndex: PhotoRecord.columns.count)))
            } catch {
                let id = (try? row.decode(String.self, atIndex: 0)) ?? ""
                let column = (error as? PhotoRecord.Unreadable)?.column
                skipped.append(FavoritesListing.Skipped(
                    id: PhotoID(rawValue: id) ?? "(no id)",
                    reason: column.map { "its stored \($0) is not usable" } ?? "its stored copy is damaged"
                ))
            }
        }
        for row in unreadable {
            do {
                favorites.append(try decodeSnapshot(row))
            } catch {
                let id = (try? row.decode(String.self, forColumn: "id")) ?? ""
                skipped.append(FavoritesListing.Skipped(id: PhotoID(rawValue: id) ?? "(no id)", reason: error.reason))
            }
        }
        if !unreadable.isEmpty {
            favorites.sort { ($0.addedAt, $1.photo.id.rawValue) > ($1.addedAt, $0.photo.id.rawValue) }
        }
        return FavoritesListing(favorites: favorites, skipped: skipped)
    }

    /// Why a row cannot be read.
    private struct Unreadable: Error {
        let reason: String
    }

    /// A snapshot row, should this release read what the one that converted the library could not.
    private static func decodeSnapshot(_ row: Row) throws(Unreadable) -> FavoritePhoto {
        guard let snapshot = try? row.decode(Data.self, forColumn: "snapshot") else {
            throw Unreadable(reason: "its snapshot is missing")
        }
        guard let addedAt = (try? row.decode(DatabaseValue.self, forColumn: "addedAt")).flatMap(DatabaseTimestamp.date) else {
            throw Unreadable(reason: "its date added is not a date")
        }
        do {
            return FavoritePhoto(photo: try JSONDecoder().decode(StoredPhoto.self, from: snapshot).photo, addedAt: addedAt)
        } catch let error as DecodingError {
            throw Unreadable(reason: reason(error))
        } catch {
            throw Unreadable(reason: "its snapshot cannot be decoded")
        }
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            "its snapshot is not valid JSON"
        case .keyNotFound(let key, _):
            "its snapshot has no \(key.stringValue)"
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            context.codingPath.isEmpty
                ? "its snapshot is not a photo"
                : "its snapshot has an invalid \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        @unknown default:
            "its snapshot cannot be decoded"
        }
    }
}

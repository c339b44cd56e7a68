import Domain
import Foundation
import GRDB

/// Rows of the `favorite` table, decoded one by one so a damaged row is skipped, never fatal.
enum StoredFavoriteRow {
    /// The favourites in `rows` (columns `id`, `snapshot`, `addedAt`), in their order, and the rows that
    /// could not be read.
    static func listing(of rows: [Row]) -> FavoritesListing {
        var favorites: [FavoritePhoto] = []
        var skipped: [FavoritesListing.Skipped] = []
        for row in rows {
            do {
                favorites.append(try decode(row))
            } catch {
                let id = (try? row.decode(String.self, forColumn: "id")) ?? ""
                skipped.append(FavoritesListing.Skipped(id: PhotoID(rawValue: id) ?? "(no id)", reason: error.reason))
            }
        }
        return FavoritesListing(favorites: favorites, skipped: skipped)
    }

    /// Why a row cannot be read.
    private struct Unreadable: Error {
        let reason: String
    }

    private static func decode(_ row: Row) throws(Unreadable) -> FavoritePhoto {
        guard let snapshot = try? row.decode(Data.self, forColumn: "snapshot") else {
            throw Unreadable(reason: "its snapshot is missing")
        }
        guard let addedAt = try? row.decode(Date.self, forColumn: "addedAt") else {
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

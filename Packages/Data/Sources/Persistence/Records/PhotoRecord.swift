import Domain
import Foundation
import GRDB

/// A photo as table columns, shared by the cache's `photo` table and the library's `favorite` table.
///
/// Columns, not a JSON snapshot: a page of 30 is read with one prepared statement and built field by field,
/// with no decoder in between (the snapshots' `JSONDecoder` was most of a page read's cost). Dates are
/// stored as `timeIntervalSinceReferenceDate` (what the snapshots held, so converting them loses nothing),
/// URLs as their texts (``PhotoURLs`` keeps them so; a row read parses none), the colour as its hex text.
struct PhotoRecord: FetchableRecord {
    /// The record's columns with their types and whether a value is required, in the order ``init(row:)``
    /// reads them and ``arguments`` lists them.
    private static let schema: [(name: String, type: Database.ColumnType, required: Bool)] = [
        ("id", .text, true), ("width", .integer, true), ("height", .integer, true), ("color", .text, false),
        ("blurHash", .text, false), ("description", .text, false), ("authorUsername", .text, true),
        ("authorName", .text, true), ("authorProfileURL", .text, false), ("fullURL", .text, true),
        ("regularURL", .text, true), ("smallURL", .text, true), ("thumbURL", .text, true), ("pageURL", .text, false),
        ("downloadLocation", .text, false), ("likes", .integer, false), ("createdAt", .double, false),
    ] + addedColumns

    /// The columns added after the columnar schema first shipped, which ``addMissingColumns(to:in:)``
    /// adds to an older file's table: the alternative text, the sponsor and their line, the Unsplash+ mark.
    private static let addedColumns: [(name: String, type: Database.ColumnType, required: Bool)] = [
        ("altDescription", .text, false), ("sponsor", .text, false), ("sponsorTagline", .text, false),
        ("isPlus", .boolean, false),
    ]

    /// The record's column names, in order.
    static let columns = schema.map(\.name)

    /// The columns as a select or insert list (`id, width, …`).
    static let columnList = columns.joined(separator: ", ")

    /// The photo.
    let photo: Photo

    /// The statement that writes a photo into `table` (the cache's `photo`, the library's `favorite`), whose
    /// rows are `source`, the record's columns and `dateColumn`; its arguments are
    /// ``insertArguments(source:date:)``. As an upsert, a row already stored for the same source and id gets the
    /// new columns, and the new date too when `refreshingDate` is set.
    static func insertSQL(into table: String, dateColumn: String, upsert: Bool, refreshingDate: Bool = false) -> String {
        let names = ["source"] + columns + [dateColumn]
        let insert = "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: names.count).joined(separator: ", ")))"
        guard upsert else { return insert }
        let updated = columns.dropFirst() + (refreshingDate ? [dateColumn] : [])
        return insert + " ON CONFLICT (source, id) DO UPDATE SET " + updated.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
    }

    init(_ photo: Photo) {
        self.photo = photo
    }

    /// Reads the record from the first ``columns`` of `row`, in order (a query may append more after them).
    /// - Throws: ``Unreadable`` when a required column holds no usable value.
    init(row: Row) throws {
        // Required columns are decoded with `decode(_:atIndex:)`, which throws on NULL or a wrong type
        // instead of trapping, so a damaged file is an error, never a crash.
        guard let id = PhotoID(rawValue: try row.decode(String.self, atIndex: 0)) else { throw Unreadable(column: "id") }
        let images = try [9, 10, 11, 12].map { try row.decode(String.self, atIndex: $0) }
        guard let urls = PhotoURLs(
            fullText: images[0], regularText: images[1], smallText: images[2], thumbText: images[3],
            pageText: try row.decode(String?.self, atIndex: 13),
            downloadLocationText: try row.decode(String?.self, atIndex: 14)
        ) else { throw Unreadable(column: Self.firstUnusableImageColumn(images)) }
        photo = Photo(
            id: id,
            width: try row.decode(Int.self, atIndex: 1),
            height: try row.decode(Int.self, atIndex: 2),
            color: try row.decode(String?.self, atIndex: 3).flatMap(RGBColor.init(hex:)),
            blurHash: try row.decode(String?.self, atIndex: 4),
            description: try row.decode(String?.self, atIndex: 5),
            author: Author(
                // A source without usernames is stored as an empty one (the column predates such sources).
                username: try row.decode(String.self, atIndex: 6).nilIfEmpty,
                name: try row.decode(String.self, atIndex: 7),
                profileURLText: try row.decode(String?.self, atIndex: 8)
            ),
            urls: urls,
            likes: try row.decode(Int?.self, atIndex: 15),
            createdAt: try row.decode(Double?.self, atIndex: 16).map(Date.init(timeIntervalSinceReferenceDate:)),
            altDescription: try row.decode(String?.self, atIndex: 17),
            sponsorship: try row.decode(String?.self, atIndex: 18).map { Sponsorship(sponsor: $0, tagline: try row.decode(String?.self, atIndex: 19)) },
            isPlus: try row.decode(Bool?.self, atIndex: 20) ?? false
        )
    }

    /// The arguments of ``insertSQL(into:dateColumn:upsert:refreshingDate:)`` for this photo: `source`, the
    /// values of ``columns`` in order, then `date`.
    func insertArguments(source: DatabaseValue, date: DatabaseValue) -> StatementArguments {
        let photo = photo
        // One array, not three joined with `+`: this runs for every photo a sync writes.
        let values: [(any DatabaseValueConvertible)?] = [
            source,
            photo.id.rawValue, photo.width, photo.height, photo.color?.hex, photo.blurHash, photo.description,
            photo.author.username ?? "", photo.author.name, photo.author.profileURLText,
            photo.urls.fullText, photo.urls.regularText, photo.urls.smallText,
            photo.urls.thumbText, photo.urls.pageText, photo.urls.downloadLocationText,
            photo.likes, photo.createdAt?.timeIntervalSinceReferenceDate,
            photo.altDescription, photo.sponsorship?.sponsor, photo.sponsorship?.tagline, photo.isPlus,
            date,
        ]
        return StatementArguments(values)
    }

    /// Creates `table` (the cache's `photo`, the library's `favorite`): `source`, the record's columns and
    /// `dateColumn`, one row per source and id; the table ``insertSQL(into:dateColumn:upsert:refreshingDate:)``
    /// writes into.
    static func createTable(_ table: String, dateColumn: String, in db: Database) throws {
        try db.create(table: table) { definition in
            definition.column("source", .text).notNull()
            for column in schema {
                let defined = definition.column(column.name, column.type)
                if column.required { defined.notNull() }
            }
            definition.column(dateColumn, .datetime).notNull()
            definition.primaryKey(["source", "id"])
        }
    }

    /// Adds to `table` the record's columns it lacks: a table made before ``addedColumns`` existed gets
    /// them empty (no alternative text, no sponsor, not Unsplash+), which is what its photos were read as.
    /// A table made by ``createTable(_:dateColumn:in:)`` since has them all, and is left alone.
    static func addMissingColumns(to table: String, in db: Database) throws {
        let existing = Set(try db.columns(in: table).map(\.name))
        for column in addedColumns where !existing.contains(column.name) {
            try db.alter(table: table) { $0.add(column: column.name, column.type) }
        }
    }

    /// Clears the usernames earlier releases stored for Lorem Picsum's photos in `table` (they repeated the
    /// author's name: Picsum has no usernames), so those photos read back as the source sends them now. The
    /// library and the cache key Picsum as `picsum`, or `picsum@ADDRESS` for another server.
    static func clearPicsumUsernames(in table: String, _ db: Database) throws {
        try db.execute(sql: "UPDATE \(table) SET authorUsername = '' WHERE source = 'picsum' OR source LIKE 'picsum@%'")
    }

    /// A stored value that cannot be made into the photo's field.
    struct Unreadable: Error {
        /// The column at fault.
        let column: String
    }

    /// The name of the first image column whose text is not a URL; asked only after a row failed to read.
    private static func firstUnusableImageColumn(_ texts: [String]) -> String {
        let index = texts.firstIndex { PhotoURLs(fullText: $0, regularText: $0, smallText: $0, thumbText: $0, pageText: nil) == nil }
        return columns[9 + (index ?? 0)]
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

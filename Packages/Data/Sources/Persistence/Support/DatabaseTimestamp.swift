import Domain
import Foundation
import GRDB

/// A moment as GRDB stores a `Date`: UTC text `yyyy-MM-dd HH:mm:ss.SSS`, to the nearest millisecond (a
/// half rounds up, as Foundation's formatter does), which sorts in time order and which GRDB reads back as
/// a `Date`.
///
/// Written here with integer arithmetic (Domain's `GregorianCalendarDays`): GRDB's own binding formats
/// with a `DateFormatter`, whose first use in a process loads ICU's calendar and locale data, a
/// millisecond or more of a one-page `photolist list` and megabytes of memory. A moment outside 1600…9999 (before it, ICU's calendar is
/// Julian in part) still goes through GRDB. `DatabaseTimestampTests` compares the two over many moments.
enum DatabaseTimestamp {
    private static let millisecondsPerDay: Int64 = 86_400_000
    /// Days from 1970-01-01 to 1600-01-01 and to 10000-01-01.
    private static let days: Range<Int64> = -135_140..<2_932_897

    /// `date` as the database value GRDB would bind for it.
    static func value(_ date: Date) -> DatabaseValue {
        // The formatter's own arithmetic: seconds since 1970, in milliseconds, plus a half, floored.
        let milliseconds = ((date.timeIntervalSinceReferenceDate + 978_307_200) * 1_000 + 0.5).rounded(.down)
        guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return date.databaseValue }
        let total = Int64(milliseconds)
        let day = total >= 0 ? total / millisecondsPerDay : (total - millisecondsPerDay + 1) / millisecondsPerDay
        guard days.contains(day) else { return date.databaseValue }
        let (year, month, dayOfMonth) = GregorianCalendarDays.date(days: day)
        let time = total - day * millisecondsPerDay
        let pad = GregorianCalendarDays.padded
        let text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(dayOfMonth, 2)) "
            + "\(pad(time / 3_600_000, 2)):\(pad(time / 60_000 % 60, 2)):\(pad(time / 1_000 % 60, 2)).\(pad(time % 1_000, 3))"
        return text.databaseValue
    }

    /// The moment a database value holds, as GRDB reads a `Date`: text in ``value(_:)``'s shape (every date
    /// photolist writes) is read here, without the UTC `Calendar` GRDB builds (with ICU's locale and time
    /// zone data); anything else (another of SQLite's date formats, a number) is GRDB's to read. `nil` when
    /// it is not a date.
    static func date(_ value: DatabaseValue) -> Date? {
        guard case .string(let text) = value.storage, let date = date(text) else { return Date.fromDatabaseValue(value) }
        return date
    }

    /// The moment in `row`'s column `index`, read as ``date(_:)`` reads it.
    /// - Throws: ``NotADate`` when the column holds none.
    static func date(in row: Row, atIndex index: Int) throws(NotADate) -> Date {
        guard let date = date(row[index] as DatabaseValue) else { throw NotADate(column: index) }
        return date
    }

    /// The moment the first column of the first row `sql` selects holds; `nil` when there is no row or
    /// the column is NULL.
    /// - Throws: ``NotADate`` when the column holds something else; GRDB's errors.
    static func fetchOne(_ db: Database, sql: String, arguments: StatementArguments) throws -> Date? {
        guard let value = try DatabaseValue.fetchOne(db, sql: sql, arguments: arguments), !value.isNull else { return nil }
        guard let date = date(value) else { throw NotADate(column: 0) }
        return date
    }

    /// A column that should hold a moment does not.
    struct NotADate: Error, CustomStringConvertible {
        /// The column's index in its row.
        let column: Int

        var description: String { "column \(column) holds no date" }
    }

    /// `text` as a moment when it is exactly `yyyy-MM-dd HH:mm:ss.SSS` within 1600…9999.
    private static func date(_ text: String) -> Date? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Date? in
            guard bytes.count == 23, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x20, bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x2E
            else { return nil }
            func number(_ range: Range<Int>) -> Int64? {
                var value: Int64 = 0
                for index in range {
                    let digit = bytes[index] &- 0x30
                    guard digit < 10 else { return nil }
                    value = value * 10 + Int64(digit)
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
                  let minute = number(14..<16), let second = number(17..<19), let millisecond = number(20..<23),
                  GregorianCalendarDays.isValid(year: year, month: month, day: day),
                  hour < 24, minute < 60, second < 60
            else { return nil }
            // The calendar's own arithmetic, rounding as it rounds: the day's start, plus the time of day
            // (seconds, plus nanoseconds ÷ 10⁹), each a Double first.
            let dayStart = Double(GregorianCalendarDays.days(year: year, month: month, day: day) * 86_400 - 978_307_200)
            let timeOfDay = Double(hour * 3_600 + minute * 60 + second) + Double(millisecond * 1_000_000) / 1e9
            return Date(timeIntervalSinceReferenceDate: dayStart + timeOfDay)
        } ?? nil
    }
}

import Foundation
import GRDB

/// A moment as GRDB stores a `Date`: UTC text `yyyy-MM-dd HH:mm:ss.SSS`, to the nearest millisecond (a
/// half rounds up, as Foundation's formatter does), which sorts in time order and which GRDB reads back as
/// a `Date`.
///
/// Written here with integer arithmetic: GRDB's own binding formats with a `DateFormatter`, whose first
/// use in a process loads ICU's calendar and locale data, a millisecond or more of a one-page
/// `photolist list` and megabytes of memory. A moment outside 1600…9999 (before it, ICU's calendar is
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
        let (year, month, dayOfMonth) = civil(fromDays: day)
        let time = total - day * millisecondsPerDay
        var text = ""
        text.reserveCapacity(23)
        append(year, digits: 4, to: &text)
        text.append("-")
        append(month, digits: 2, to: &text)
        text.append("-")
        append(dayOfMonth, digits: 2, to: &text)
        text.append(" ")
        append(time / 3_600_000, digits: 2, to: &text)
        text.append(":")
        append(time / 60_000 % 60, digits: 2, to: &text)
        text.append(":")
        append(time / 1_000 % 60, digits: 2, to: &text)
        text.append(".")
        append(time % 1_000, digits: 3, to: &text)
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
                  (1_600...9_999).contains(year), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
                  hour < 24, minute < 60, second < 60
            else { return nil }
            // The calendar's own arithmetic, rounding as it rounds: the day's start, plus the time of day
            // (seconds, plus nanoseconds ÷ 10⁹), each a Double first.
            let dayStart = Double(days(fromCivil: year, month: month, day: day) * 86_400 - 978_307_200)
            let timeOfDay = Double(hour * 3_600 + minute * 60 + second) + Double(millisecond * 1_000_000) / 1e9
            return Date(timeIntervalSinceReferenceDate: dayStart + timeOfDay)
        } ?? nil
    }

    /// Days from 1970-01-01 to the proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func days(fromCivil year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The number of days in `month` of `year`.
    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The proleptic Gregorian date `days` days after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Appends `value` (not negative) with at least `digits` digits, zeros in front.
    private static func append(_ value: Int64, digits: Int, to text: inout String) {
        let written = String(value)
        text.append(String(repeating: "0", count: max(0, digits - written.count)))
        text.append(written)
    }
}

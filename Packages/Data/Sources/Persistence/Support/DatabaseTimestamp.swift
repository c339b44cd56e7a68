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

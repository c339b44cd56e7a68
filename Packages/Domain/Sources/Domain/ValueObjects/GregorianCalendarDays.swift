#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Dates of the proleptic Gregorian calendar as day numbers and back, with integer arithmetic (Howard
/// Hinnant's `days_from_civil` and `civil_from_days`).
///
/// The one calendar rule the layers share for writing and reading timestamps (``ISO8601Timestamp``, the
/// cache's dates) without Foundation's `Calendar`, whose first use in a process loads ICU's calendar and
/// time zone data: about 5 MB of memory and half a millisecond that a one-page listing would spend on a
/// single date. From 1600 on it agrees with Foundation's Gregorian calendar, which is Julian before 1582.
public enum GregorianCalendarDays {
    /// The earliest and latest years the layers write or read this way.
    public static let years: ClosedRange<Int64> = 1_600...9_999

    /// Days from 1970-01-01 to `year`-`month`-`day` (a valid date; see ``isValid(year:month:day:)``).
    public static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days after 1970-01-01.
    public static func date(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
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

    /// `date`'s date and time of day in UTC, to the second (a fraction rounded down, as Foundation's
    /// calendar and formatters do); `nil` outside ``years``.
    public static func utc(_ date: Date) -> (year: Int64, month: Int64, day: Int64, hour: Int64, minute: Int64, second: Int64)? {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, abs(seconds) < 1e15 else { return nil }
        let total = Int64(seconds)
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let (year, month, day) = self.date(days: days)
        guard years.contains(year) else { return nil }
        let time = total - days * 86_400
        return (year, month, day, time / 3_600, time / 60 % 60, time % 60)
    }

    /// Whether `year`-`month`-`day` is a date of the calendar within ``years``.
    public static func isValid(year: Int64, month: Int64, day: Int64) -> Bool {
        years.contains(year) && (1...12).contains(month) && (1...daysIn(month: month, year: year)).contains(day)
    }

    /// The number of days in `month` of `year`.
    public static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `value` (not negative) in decimal with at least `digits` digits, zeros in front.
    public static func padded(_ value: Int64, digits: Int) -> String {
        let written = String(value)
        return written.count >= digits ? written : String(repeating: "0", count: digits - written.count) + written
    }
}

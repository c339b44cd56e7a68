import Foundation

/// Formats timestamps the way Unsplash does (`2026-09-21T14:03:11Z`), in UTC to the second, and reads the
/// catalog's own.
///
/// Written with integer arithmetic (Howard Hinnant's `civil_from_days` and `days_from_civil`) rather than
/// `Date.ISO8601FormatStyle`, whose first use loads ICU's calendar and time zone data: about 5 MB in every
/// process the demo answers from, `photolist list` among them. `DemoTimestampTests` and
/// `DemoTimestampReadingTests` compare the two.
///
/// The client does the same arithmetic in Domain's `GregorianCalendarDays`, and this copy is deliberate:
/// the demo stands in for an outside service and shares no code with the client, so a calendar mistake
/// on one side shows up as a wrong date on the other instead of being written and read back alike.
enum DemoTimestamp {
    /// `date` as `yyyy-MM-ddTHH:mm:ssZ`, the fraction of a second dropped, as the style writes it; a date
    /// outside the years 1600–9999 (none of the catalog's) is left to the style.
    static func string(from date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, abs(seconds) < 1e15 else { return date.formatted(Date.ISO8601FormatStyle()) }
        let total = Int64(seconds)
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let (year, month, day) = civil(days: days)
        guard (1_600...9_999).contains(year) else { return date.formatted(Date.ISO8601FormatStyle()) }
        let time = total - days * 86_400
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(time / 3_600, 2)):\(padded(time / 60 % 60, 2)):\(padded(time % 60, 2))Z"
    }

    /// The moment `text` names when it is exactly `yyyy-MM-ddTHH:mm:ssZ` with a real day and time in the
    /// years 1600–9999 (as the catalog's literals are), else `nil`. Earlier years are refused because
    /// Foundation's calendar is Julian before 1582, so this reading and the style's would disagree.
    static func date(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1_600...9_999).contains(year), (1...12).contains(month), hour < 24, minute < 60, second < 60
        else { return nil }
        let days = days(year: year, month: month, day: day)
        // A day past the month's end (`02-30`) would land in the next month: not a real day.
        guard day >= 1, civil(days: days) == (year, month, day) else { return nil }
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second))
    }

    /// The days from 1970-01-01 to the proleptic Gregorian `year`-`month`-`day` (Hinnant's `days_from_civil`).
    private static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` days after 1970-01-01.
    private static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
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

    private static func padded(_ value: Int64, _ digits: Int) -> String {
        let written = String(value)
        return written.count >= digits ? written : String(repeating: "0", count: digits - written.count) + written
    }
}

public import Foundation

/// An HTTP-date (RFC 9110 §5.6.7), as `Retry-After` and `Date` carry it: the preferred IMF-fixdate
/// (`Sun, 06 Nov 1994 08:49:37 GMT`) and the two obsolete forms a recipient must still accept, RFC 850
/// (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime (`Sun Nov  6 08:49:37 1994`).
///
/// Read field by field rather than with `DateFormatter`: the format is fixed English whatever the locale,
/// and a header is untrusted input, so the reader is small enough to fuzz and never traps.
public enum HTTPDate {
    /// The moment `text` names, or `nil` when it is not an HTTP-date naming a real day and time. An RFC 850
    /// two-digit year is read as the latest that puts the date at most 50 years after `now`, as RFC 9110
    /// asks.
    public static func parse(_ text: String, now: Date) -> Date? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let fields: Fields?
        switch words.count {
        case 6 where words[0].hasSuffix(","): fields = imfFixdate(words)
        case 4 where words[0].hasSuffix(","): fields = rfc850(words, now: now)
        case 5: fields = asctime(words)
        default: fields = nil
        }
        return fields?.date
    }

    /// `Sun, 06 Nov 1994 08:49:37 GMT`.
    private static func imfFixdate(_ words: [String]) -> Fields? {
        guard shortDayNames.contains(String(words[0].dropLast())), words[5] == "GMT", words[1].count == 2, words[3].count == 4
        else { return nil }
        return Fields(day: number(words[1]), month: month(words[2]), year: number(words[3]), time: words[4])
    }

    /// `Sunday, 06-Nov-94 08:49:37 GMT`: of the years ending in those two digits in the last, this and the
    /// next century, the latest that puts the date at most 50 years after `now`.
    private static func rfc850(_ words: [String], now: Date) -> Fields? {
        let parts = words[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard longDayNames.contains(String(words[0].dropLast())), words[3] == "GMT", parts.count == 3,
              parts[0].count == 2, parts[2].count == 2, let twoDigits = number(parts[2]),
              let horizon = utcCalendar.date(byAdding: .year, value: 50, to: now)
        else { return nil }
        let century = utcCalendar.component(.year, from: now) / 100 * 100
        for year in [century + 100, century, century - 100].map({ $0 + twoDigits }) {
            let fields = Fields(day: number(parts[0]), month: month(parts[1]), year: year, time: words[2])
            guard let date = fields.date else { return nil }
            if date <= horizon { return fields }
        }
        return nil
    }

    /// `Sun Nov  6 08:49:37 1994`.
    private static func asctime(_ words: [String]) -> Fields? {
        guard shortDayNames.contains(words[0]), (1...2).contains(words[2].count), words[4].count == 4 else { return nil }
        return Fields(day: number(words[2]), month: month(words[1]), year: number(words[4]), time: words[3])
    }

    /// A run of ASCII digits as a number (no sign, no spaces; at most four digits), else `nil`.
    private static func number(_ text: some StringProtocol) -> Int? {
        guard (1...4).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return text.utf8.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// A month's three-letter name as its number from 1, else `nil`.
    private static func month(_ name: String) -> Int? {
        monthNames.firstIndex(of: name).map { $0 + 1 }
    }

    /// The Gregorian calendar in UTC, the only one HTTP dates use. The calendar arithmetic is Foundation's:
    /// it runs only on a response that names a date, so loading the calendar data then costs nothing that
    /// matters (Domain's integer calendar is out of this portable module's reach).
    private static var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }

    private static let shortDayNames: Set = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longDayNames: Set = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The fields every form carries, checked together once read.
    private struct Fields {
        let day: Int?
        let month: Int?
        let year: Int?
        /// `hh:mm:ss`.
        let time: String

        /// The moment, in UTC; `nil` for a field out of range (30 February, 24:00:00, a year before 1600).
        /// A date the calendar would roll over (31 April into 1 May) does not read back as written, and is
        /// refused.
        var date: Date? {
            let clock = time.split(separator: ":", omittingEmptySubsequences: false)
            guard let day, let month, let year, year >= 1600, clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
                  let hour = HTTPDate.number(clock[0]), let minute = HTTPDate.number(clock[1]), let second = HTTPDate.number(clock[2]),
                  hour < 24, minute < 60, second <= 60
            else { return nil }
            let calendar = HTTPDate.utcCalendar
            // A leap second reads as the last second before it: time in Unix seconds has no 60th.
            let fields = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: min(second, 59))
            guard let date = calendar.date(from: fields),
                  calendar.dateComponents([.year, .month, .day], from: date) == DateComponents(year: year, month: month, day: day)
            else { return nil }
            return date
        }
    }
}

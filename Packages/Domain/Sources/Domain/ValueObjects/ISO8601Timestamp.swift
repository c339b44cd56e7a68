#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// ISO 8601 timestamps in the shapes APIs send and photolist prints (`2026-09-21T14:03:11Z`,
/// `2016-05-03T11:00:28-04:00`), written and read with ``GregorianCalendarDays`` instead of
/// `Date.ISO8601FormatStyle`, whose first use loads ICU's calendar and time zone data (about 5 MB).
///
/// Both directions give exactly what `Date.ISO8601FormatStyle()` gives: `ISO8601TimestampTests` compares
/// them over generated moments and texts. A moment outside the years 1600–9999 is written by the style
/// itself; a text in another shape (a fraction of a second, an out-of-range field the style would roll
/// over) is `nil` from ``date(from:)``, for the caller to hand to the style if it wants.
public enum ISO8601Timestamp {
    private static let secondsPerDay: Int64 = 86_400

    /// `date` in UTC as `yyyy-MM-ddTHH:mm:ssZ`, its fraction of a second dropped (rounded down), exactly
    /// as `Date.ISO8601FormatStyle()` writes it.
    public static func string(from date: Date) -> String {
        calendarFreeString(from: date) ?? date.formatted(Date.ISO8601FormatStyle())
    }

    /// ``string(from:)`` without the style: `nil` outside the years 1600–9999.
    static func calendarFreeString(from date: Date) -> String? {
        guard let utc = GregorianCalendarDays.utc(date) else { return nil }
        let pad = GregorianCalendarDays.padded
        return "\(pad(utc.year, 4))-\(pad(utc.month, 2))-\(pad(utc.day, 2))T\(pad(utc.hour, 2)):\(pad(utc.minute, 2)):\(pad(utc.second, 2))Z"
    }

    /// The moment `text` names when it is exactly `yyyy-MM-ddTHH:mm:ss` then `Z` or an offset `±HH:MM`
    /// (hours up to 14), every field in range and the year in 1600–9999; `nil` for anything else.
    public static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 20 || bytes.count == 25, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                  bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                  let year = number(bytes, 0..<4), let month = number(bytes, 5..<7), let day = number(bytes, 8..<10),
                  let hour = number(bytes, 11..<13), let minute = number(bytes, 14..<16), let second = number(bytes, 17..<19),
                  GregorianCalendarDays.isValid(year: year, month: month, day: day), hour < 24, minute < 60, second < 60,
                  let offset = offsetSeconds(bytes)
            else { return nil }
            let seconds = GregorianCalendarDays.days(year: year, month: month, day: day) * secondsPerDay
                + hour * 3_600 + minute * 60 + second - offset
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
    }

    /// The offset from UTC after the seconds: `Z` is 0, `±HH:MM` (hours up to 14) its seconds east.
    private static func offsetSeconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        if bytes.count == 20 { return bytes[19] == UInt8(ascii: "Z") ? 0 : nil }
        let sign: Int64
        switch bytes[19] {
        case UInt8(ascii: "+"): sign = 1
        case UInt8(ascii: "-"): sign = -1
        default: return nil
        }
        guard bytes[22] == UInt8(ascii: ":"), let hours = number(bytes, 20..<22), let minutes = number(bytes, 23..<25),
              hours <= 14, minutes < 60
        else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }

    /// The decimal number written in `range`, when every byte there is a digit.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int64? {
        var value: Int64 = 0
        for index in range {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int64(digit)
        }
        return value
    }
}

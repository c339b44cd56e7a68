import DomainTesting
import Foundation
import Testing
@testable import Domain

/// `ISO8601Timestamp` against `Date.ISO8601FormatStyle`, which it stands in for: the same text for every
/// moment it writes, the same moment for every text it reads, and `nil` only where it leaves the work to
/// the style.
@Suite("ISO 8601 timestamps without Foundation's calendar")
struct ISO8601TimestampTests {
    private static let style = Date.ISO8601FormatStyle()
    /// 1600-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds since 1970.
    private static let range: Range<Double> = -11_676_096_000..<253_402_300_800

    @Test("given 20,000 moments over 1600–9999 (fractions of a second and times before 1970 among them), when written, then the text is the style's")
    func writesWhatTheStyleWrites() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SplitMix64(seed: seed)
        for index in 0..<20_000 {
            let seconds: Double = switch index % 4 {
            case 0: Double.random(in: Self.range, using: &generator)
            case 1: Double(Int64.random(in: -11_676_096_000..<253_402_300_800, using: &generator))
            case 2: Double(Int64.random(in: -86_400...86_400, using: &generator)) + [0, 0.5, -0.5, 0.999_999, -0.000_001].randomElement(using: &generator)!
            default: Double(Int64.random(in: 1_000_000_000...2_000_000_000, using: &generator)) + Double.random(in: 0..<1, using: &generator)
            }
            let date = Date(timeIntervalSince1970: seconds)
            #expect(ISO8601Timestamp.calendarFreeString(from: date) == Self.style.format(date), "seed \(seed): \(seconds)")
        }
    }

    @Test("given the edges of the years it writes itself, when written, then the first and last second are its own and the style's, and a moment outside is the style's", arguments: [
        (-11_676_096_000.0, true), (253_402_300_799.999, true), (-11_676_096_000.5, false), (253_402_300_800.0, false), (-62_135_596_800.0, false),
    ])
    func edges(seconds: Double, calendarFree: Bool) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect((ISO8601Timestamp.calendarFreeString(from: date) != nil) == calendarFree)
        #expect(ISO8601Timestamp.string(from: date) == Self.style.format(date))
    }

    @Test("given 20,000 generated texts, valid and near-valid (offsets, rolled-over fields, other shapes), when read, then each one read is the moment the style reads")
    func readsWhatTheStyleReads() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SplitMix64(seed: seed)
        var read = 0
        for _ in 0..<20_000 {
            let text = Self.text(using: &generator)
            guard let date = ISO8601Timestamp.date(from: text) else { continue }
            read += 1
            #expect((try? Self.style.parse(text)) == date, "seed \(seed): \(text)")
        }
        // Most generated texts are well formed, or this test would check little.
        #expect(read > 10_000)
    }

    @Test("given texts it does not read, when read, then it leaves them to the style", arguments: [
        "2016-05-03t11:00:28z", "2016-02-30T11:00:28Z", "2016-05-03T24:00:00Z", "2016-05-03T11:00:60Z", "1599-12-31T23:59:59Z",
        "2016-05-03T11:00:28.5Z", "2016-05-03T11:00:28+0400", "2016-05-03T11:00:28+04", "2016-05-03 11:00:28Z", "2016-05-03T11:00:28+15:00",
        "2016-05-03T11:00:28+04:60", "２016-05-03T11:00:28Z", "", "2016-05-03T11:00:28",
    ])
    func leavesOtherShapes(text: String) {
        #expect(ISO8601Timestamp.date(from: text) == nil)
    }

    @Test("given the calendar's day numbers, when turned into dates and back, then every day from 1600 to 9999 round-trips and matches Foundation's Gregorian calendar at each month's start")
    func dayNumbersRoundTrip() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = GregorianCalendarDays.days(year: 1_600, month: 1, day: 1)
        let last = GregorianCalendarDays.days(year: 9_999, month: 12, day: 31)
        var mismatches = 0
        for days in first...last {
            let (year, month, day) = GregorianCalendarDays.date(days: days)
            if GregorianCalendarDays.days(year: year, month: month, day: day) != days || !GregorianCalendarDays.isValid(year: year, month: month, day: day) {
                mismatches += 1
            }
            if day == 1 && month % 3 == 1 && year % 7 == 0 {
                let components = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
                #expect(components.year == Int(year) && components.month == Int(month) && components.day == 1, "\(year)-\(month)")
            }
        }
        #expect(mismatches == 0)
    }

    /// A timestamp text: mostly `yyyy-MM-ddTHH:mm:ss` with `Z` or an offset, each field sometimes out of range.
    private static func text(using generator: inout SplitMix64) -> String {
        func field(_ range: ClosedRange<Int>, _ digits: Int, stray: ClosedRange<Int>) -> String {
            let value = Int.random(in: 0..<10, using: &generator) == 0 ? Int.random(in: stray, using: &generator) : Int.random(in: range, using: &generator)
            let written = String(value)
            return String(repeating: "0", count: max(0, digits - written.count)) + written
        }
        let date = "\(field(1_600...9_999, 4, stray: 0...9_999))-\(field(1...12, 2, stray: 0...99))-\(field(1...28, 2, stray: 0...99))"
        let time = "\(field(0...23, 2, stray: 0...99)):\(field(0...59, 2, stray: 0...99)):\(field(0...59, 2, stray: 0...99))"
        let zone = switch Int.random(in: 0..<4, using: &generator) {
        case 0, 1: "Z"
        case 2: "\(Bool.random(using: &generator) ? "+" : "-")\(field(0...14, 2, stray: 0...23)):\(field(0...59, 2, stray: 0...99))"
        default: ["z", "", "+04", "+0400", ".5Z", " "].randomElement(using: &generator)!
        }
        return date + "T" + time + zone
    }
}

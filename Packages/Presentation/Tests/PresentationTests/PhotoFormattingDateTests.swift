import DomainTesting
import Foundation
import Presentation
import Testing

/// The day and the timestamp a screen shows, written with Domain's calendar arithmetic, against Foundation's
/// UTC Gregorian calendar, which wrote them before (and still does outside 1600–9999).
@Suite("Dates shown in UTC")
struct PhotoFormattingDateTests {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test("given 10,000 moments over 1600–9999, before 1970 and with fractions of a second among them, when shown as a day and as a timestamp, then each is what the UTC calendar makes of it")
    func matchesTheCalendar() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SplitMix64(seed: seed)
        for index in 0..<10_000 {
            let seconds = index % 2 == 0
                ? Double.random(in: -11_676_096_000..<253_402_300_800, using: &generator)
                : Double(Int64.random(in: -90_000...90_000, using: &generator)) + [0, 0.5, -0.5, 0.999].randomElement(using: &generator)!
            let date = Date(timeIntervalSince1970: seconds)
            let parts = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let day = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            #expect(PhotoFormatting.day(date) == day, "seed \(seed): \(seconds)")
            #expect(PhotoFormatting.timestamp(date) == "\(parts.year!)-\(day.dropFirst(5)) \(String(format: "%02d:%02d", parts.hour!, parts.minute!)) UTC", "seed \(seed): \(seconds)")
        }
    }

    @Test("given moments outside 1600–9999, when shown, then the calendar still writes them", arguments: [-11_676_096_001.0, 253_402_300_800.0, -62_135_596_800.0])
    func outsideTheYearsTheCalendarWrites(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        let parts = Self.calendar.dateComponents([.year, .month, .day], from: date)
        #expect(PhotoFormatting.day(date) == String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!))
    }
}

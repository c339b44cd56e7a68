import Foundation
import Testing
@testable import DemoServer

@Suite("DemoTimestamp")
struct DemoTimestampTests {
    @Test("given 20,000 moments over 1600–9999 (fractions of a second, before 1970, outside the range among them), when formatted, then the text is Date.ISO8601FormatStyle's")
    func matchesTheStyle() {
        var generator = SystemRandomNumberGenerator()
        let style = Date.ISO8601FormatStyle()
        for index in 0..<20_000 {
            let seconds = switch index % 3 {
            case 0: Double.random(in: -11_676_096_000..<253_402_300_800, using: &generator)
            case 1: Double(Int64.random(in: -90_000...90_000, using: &generator)) + [0, 0.5, -0.5, 0.999].randomElement(using: &generator)!
            default: [-11_676_096_000.5, 253_402_300_800.0, -62_135_596_800.0, 1_795_000_000.25].randomElement(using: &generator)!
            }
            let date = Date(timeIntervalSince1970: seconds)
            #expect(DemoTimestamp.string(from: date) == style.format(date), "\(seconds)")
        }
    }
}

@Suite("DemoTimestamp reading")
struct DemoTimestampReadingTests {
    @Test("given 20,000 moments from 1600 to 9999 written as the catalog writes them, when read back, then each is the moment Date.ISO8601FormatStyle reads")
    func readsWhatTheStyleReads() throws {
        let style = Date.ISO8601FormatStyle()
        // An odd step of about 153 days and 10 hours is spread over every month, weekday and time of day.
        for seconds in stride(from: -11_676_096_000, to: 253_402_300_800, by: 13_253_921) {
            let text = style.format(Date(timeIntervalSince1970: Double(seconds)))
            #expect(DemoTimestamp.date(from: text) == (try style.parse(text)), "\(text)")
        }
    }

    @Test("given texts that are not a real moment in the catalog's shape, when read, then there is no date", arguments: [
        "", "2026-02-30T00:00:00Z", "2025-02-29T12:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z", "2026-01-00T00:00:00Z",
        "2026-01-01T24:00:00Z", "2026-01-01T00:60:00Z", "2026-01-01T00:00:60Z", "2026-01-01T00:00:00", "2026-01-01 00:00:00Z",
        "2026-01-01T00:00:00+00:00", "2026-1-01T00:00:00Z", "２026-01-01T00:00:00Z", "2026-01-01T00:00:0xZ", "-026-01-01T00:00:00Z",
        // Before 1600 Foundation's calendar is Julian, so a Gregorian reading would disagree with the style's.
        "1500-01-01T00:00:00Z", "0000-01-01T00:00:00Z",
    ])
    func rejectsWhatIsNotAMoment(_ text: String) {
        #expect(DemoTimestamp.date(from: text) == nil)
    }

    @Test("given a leap day, when read, then it is the day after the 28th")
    func readsALeapDay() {
        #expect(DemoTimestamp.date(from: "2024-02-29T00:00:00Z") == DemoTimestamp.date(from: "2024-02-28T00:00:00Z")?.addingTimeInterval(86_400))
    }
}

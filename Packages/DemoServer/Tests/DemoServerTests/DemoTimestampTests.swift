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

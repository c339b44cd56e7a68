import Foundation
import Networking
import Testing

@Suite("HTTPDate")
struct HTTPDateTests {
    /// 1994-11-06 08:49:37 UTC, the example RFC 9110 gives in all three forms.
    private let example = Date(timeIntervalSince1970: 784_111_777)
    private let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18

    @Test("given RFC 9110's example in each of its three forms, when read, then each names the same moment", arguments: [
        "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
    ])
    func readsTheThreeForms(text: String) {
        #expect(HTTPDate.parse(text, now: now) == example)
    }

    @Test("given random moments from 1970 to 9999 written by DateFormatter as IMF-fixdates, when read, then each is the moment written")
    func agreesWithDateFormatter() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let moment = Date(timeIntervalSince1970: TimeInterval(Int.random(in: 0...253_402_300_799, using: &generator)))
            let text = formatter.string(from: moment)
            #expect(HTTPDate.parse(text, now: now) == moment, "\(text)")
        }
    }

    @Test("given the last day of February, when read, then leap years follow the Gregorian rule", arguments: [
        ("Tue, 29 Feb 2000 00:00:00 GMT", true), ("Fri, 29 Feb 2028 00:00:00 GMT", true),
        ("Mon, 29 Feb 2100 00:00:00 GMT", false), ("Thu, 29 Feb 2027 00:00:00 GMT", false),
    ])
    func leapYears(text: String, exists: Bool) {
        #expect((HTTPDate.parse(text, now: now) != nil) == exists)
    }

    @Test("given an RFC 850 two-digit year, when read, then it is the latest year that puts the date at most 50 years ahead", arguments: [
        ("Monday, 01-Jan-76 00:00:00 GMT", 2026, 2076), ("Thursday, 31-Dec-76 00:00:00 GMT", 2026, 1976),
        ("Thursday, 01-Jan-77 00:00:00 GMT", 2026, 1977), ("Sunday, 01-Jan-26 00:00:00 GMT", 2026, 2026),
        ("Friday, 01-Jan-10 00:00:00 GMT", 2080, 2110), ("Friday, 01-Jan-10 00:00:00 GMT", 2051, 2010),
    ])
    func twoDigitYears(text: String, thisYear: Int, year: Int) throws {
        // 18 November of `thisYear`, as `now`.
        let now = Date(timeIntervalSince1970: self.now.timeIntervalSince1970 + Double(thisYear - 2026) * 365.2425 * 86_400)
        let date = try #require(HTTPDate.parse(text, now: now))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "GMT"))
        #expect(calendar.component(.year, from: date) == year)
    }

    @Test("given text that is not an HTTP-date, when read, then it is nil and nothing traps", arguments: [
        "", "120", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 31 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 0000 08:49:37 GMT", "Sun, 06 Nov +994 08:49:37 GMT",
        "Sun, 06 Foo 1994 08:49:37 GMT", "Dim, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT",
        "Sunday, 06-Nov-1994 08:49:37 GMT", "Sun Nov 123 08:49:37 1994", "Sun, ٠٦ Nov 1994 08:49:37 GMT", "Sun, 06 Nov 99999 08:49:37 GMT",
    ])
    func refusesOtherText(text: String) {
        #expect(HTTPDate.parse(text, now: now) == nil)
    }

    @Test("given a leap second, when read, then it is the second before the next minute")
    func leapSecond() {
        #expect(HTTPDate.parse("Sat, 31 Dec 2016 23:59:60 GMT", now: now) == Date(timeIntervalSince1970: 1_483_228_799))
    }
}

import Foundation
import Networking
import Testing

@Suite("Retry-After")
struct RetryAfterTests {
    private let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

    @Test("given delay-seconds, when read, then they are the wait, and a negative one is unreadable", arguments: [
        ("0", 0 as Int?), ("120", 120), (" 7 ", 7), ("-1", nil), ("1.5", nil), ("soon", nil),
    ])
    func delaySeconds(value: String, seconds: Int?) {
        #expect(HTTPHeaders([("Retry-After", value)]).retryAfterSeconds(now: now) == seconds)
    }

    @Test("given a date and the response's own Date, when read, then the wait is measured on the server's clock, not the local one")
    func dateAgainstTheServersDate() {
        let headers: HTTPHeaders = ["Retry-After": "Sun, 06 Nov 1994 09:00:00 GMT", "Date": "Sun, 06 Nov 1994 08:59:00 GMT"]
        #expect(headers.retryAfterSeconds(now: now) == 60)
    }

    @Test("given a date and no readable Date, when read, then the wait is measured from now", arguments: [
        HTTPHeaders([("Retry-After", "Sun, 06 Nov 1994 08:51:37 GMT")]),
        HTTPHeaders([("Retry-After", "Sunday, 06-Nov-94 08:51:37 GMT"), ("Date", "yesterday")]),
    ])
    func dateAgainstNow(headers: HTTPHeaders) {
        #expect(headers.retryAfterSeconds(now: now) == 120)
    }

    @Test("given a date already past, when read, then there is no wait")
    func pastDate() {
        #expect(HTTPHeaders([("Retry-After", "Sat, 05 Nov 1994 08:49:37 GMT")]).retryAfterSeconds(now: now) == 0)
    }

    @Test("given no Retry-After or an unreadable one, when read, then there is no answer", arguments: [
        HTTPHeaders(), HTTPHeaders([("Retry-After", "Sun, 06 Nov 1994")]), HTTPHeaders([("Date", "Sun, 06 Nov 1994 08:49:37 GMT")]),
    ])
    func absent(headers: HTTPHeaders) {
        #expect(headers.retryAfterSeconds(now: now) == nil)
    }
}

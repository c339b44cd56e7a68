import Foundation
import FuzzSupport
import Networking

let now = Date(timeIntervalSince1970: 1_795_000_000)
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = .gmt
formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"

// Any Retry-After or Date value reads without trapping; a date that reads is a whole second that
// DateFormatter writes back as an IMF-fixdate naming the same moment; a wait is never negative.
FuzzDriver.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    if let date = HTTPDate.parse(text, now: now) {
        fuzzCheck(date.timeIntervalSince1970.rounded() == date.timeIntervalSince1970, "\(text) read as a fraction of a second")
        let written = formatter.string(from: date)
        fuzzCheck(HTTPDate.parse(written, now: now) == date, "\(text) read as \(date), written back as \(written), which reads otherwise")
    }
    let halves = text.split(separator: "\n", maxSplits: 1).map(String.init)
    let headers = HTTPHeaders([("Retry-After", halves.first ?? ""), ("Date", halves.count > 1 ? halves[1] : "")])
    if let wait = headers.retryAfterSeconds(now: now) {
        fuzzCheck(wait >= 0, "\(text) asks for a negative wait")
    }
}

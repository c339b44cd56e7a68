public import Foundation

extension HTTPHeaders {
    /// How many seconds the server asks the client to wait (`Retry-After`, RFC 9110 §10.2.3), or `nil` when
    /// it does not say or says something unreadable. Delay-seconds are taken as sent (a negative number is
    /// unreadable). An HTTP-date is measured from the response's own `Date` when it has a readable one, since
    /// both are then on the server's clock and a local clock that is off neither stretches nor cuts the wait,
    /// else from `now`; a date already past asks for no wait.
    public func retryAfterSeconds(now: Date) -> Int? {
        guard let value = self["Retry-After"] else { return nil }
        if let seconds = integer(for: "Retry-After") {
            return seconds >= 0 ? seconds : nil
        }
        guard let date = HTTPDate.parse(value, now: now) else { return nil }
        let sent = self["Date"].flatMap { HTTPDate.parse($0, now: now) } ?? now
        return Swift.max(0, Int(date.timeIntervalSince(sent).rounded(.up)))
    }
}

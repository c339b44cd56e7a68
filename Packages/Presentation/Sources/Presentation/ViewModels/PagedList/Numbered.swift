/// A value a state asks to act on, numbered so that asking for the same value twice is two requests (a
/// second tap on the same photo opens it again; a second refresh loads the first page again).
public struct Numbered<Value: Equatable & Sendable>: Equatable, Sendable {
    /// What to act on.
    public let value: Value
    /// Which request this is: the counter of the state that asked.
    public let number: Int
}

/// Numbers the requests of one state in the order it makes them, so each differs from every one before.
struct RequestCounter: Equatable, Sendable {
    private var last = 0

    /// `value`, numbered as the next request.
    mutating func number<Value>(_ value: Value) -> Numbered<Value> {
        last += 1
        return Numbered(value: value, number: last)
    }
}

/// Numbered values of a hashable kind are hashable too, so a state can ask for several at once
/// (`Feedback.react(requests:effect:cancelledEnded:)`).
extension Numbered: Hashable where Value: Hashable {}

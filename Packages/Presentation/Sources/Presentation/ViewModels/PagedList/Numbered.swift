/// A value a state asks to act on, numbered so that asking for the same value twice is two requests (a
/// second tap on the same photo opens it again; a second refresh loads the first page again).
public struct Numbered<Value: Equatable & Sendable>: Equatable, Sendable {
    /// What to act on.
    public let value: Value
    /// Which request this is: the counter of the state that asked.
    public let number: Int
}

extension ClosedRange where Bound == Int {
    /// The range as an option's help states it, "1…30": written from the constant that enforces it, and read
    /// back by the message for a value that is not a number (`PhotoListCommand.refusedValueMessage(_:)`).
    var helpText: String { "\(lowerBound)…\(upperBound)" }
}

import ArgumentParser

/// A number of seconds as typed on the command line (`--timeout`): decimal digits with at most one point
/// and an optional minus ("30", "2.5", ".5", "-1"). `Double` would also read "0x10", "1e-400", "inf" and
/// "nan"; they are refused as not a number, and a value out of range is quoted as typed, not as the
/// number it was read as ("1e-400" is not "0.0").
struct SecondsArgument: ExpressibleByArgument, Equatable, Sendable {
    /// The text as typed.
    let text: String
    /// Its value.
    let seconds: Double

    init?(argument: String) {
        guard argument.wholeMatch(of: /-?([0-9]+(\.[0-9]*)?|\.[0-9]+)/) != nil, let seconds = Double(argument) else { return nil }
        self.text = argument
        self.seconds = seconds
    }

    /// A whole number of seconds, as a default is given.
    init(wholeSeconds: Int) {
        text = String(wholeSeconds)
        seconds = Double(wholeSeconds)
    }

    var defaultValueDescription: String { text }
}

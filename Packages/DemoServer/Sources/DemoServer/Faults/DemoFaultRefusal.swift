/// Why a `--fault` rule was refused, in words for the command line: the part that is wrong and what it
/// may be (`status=CODE takes a status code from 200 to 599 that carries a body (not 204, 205 or 304)`).
public struct DemoFaultRefusal: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the rule.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

import DemoServer
import PhotoListTerminal

/// The demo server a run starts inside its own process when the demo source has no `--base-url`.
enum EmbeddedDemoServer {
    /// Starts it on a free port of 127.0.0.1, misbehaving as `PHOTOLIST_DEMO_FAULTS` says.
    /// - Throws: ``CommandFailure`` for an invalid fault rule (exit 2) or a server that cannot listen.
    static func start(environment: [String: String]) async throws -> DemoServer {
        let faults = try faults(environment)
        do {
            return try await DemoServer.start(faults: faults)
        } catch DemoServerError.cannotListen(let reason) {
            throw CommandFailure(message: "the built-in demo server failed: it cannot listen on 127.0.0.1 (\(reason))", status: .failure)
        } catch {
            throw CommandFailure(message: "the built-in demo server failed: it cannot listen on 127.0.0.1 (\(error))", status: .failure)
        }
    }

    /// The developer option `PHOTOLIST_DEMO_FAULTS=RULE[,RULE…]`: the embedded demo server misbehaves as
    /// `photolist serve --fault RULE` would, to see how every command copes without a second process.
    static func faults(_ environment: [String: String]) throws(CommandFailure) -> [DemoFaultRule] {
        // A space after a comma, as in a list written by hand, is no part of the next rule.
        let texts = (environment["PHOTOLIST_DEMO_FAULTS"] ?? "").split(separator: ",").map { String($0.trimmingPrefix { $0 == " " }) }
        return try faultRules(texts, given: "PHOTOLIST_DEMO_FAULTS:")
    }

    /// The fault rules `texts`, each read once, in order; the first that is not one is refused (exit 2)
    /// after the name it was `given` under (`--fault`, `PHOTOLIST_DEMO_FAULTS:`), with the rule and why.
    static func faultRules(_ texts: [String], given name: String) throws(CommandFailure) -> [DemoFaultRule] {
        try texts.map { text throws(CommandFailure) in
            do throws(DemoFaultRefusal) {
                return try DemoFaultRule.parse(text)
            } catch {
                throw CommandFailure(message: name + " " + refusal(of: text, error), status: .usage)
            }
        }
    }

    /// Why the fault rule `text` was refused, put after the name it was given under: the rule as given (its
    /// hidden characters written as escapes, a long one cut: ``FeedName/quoted(_:)``), what is wrong, and
    /// where the rules are described.
    private static func refusal(of text: String, _ refusal: DemoFaultRefusal) -> String {
        "'\(FeedName.quoted(text))': \(TerminalText.sanitizedLine(refusal.description)) (see photolist serve --help)"
    }
}

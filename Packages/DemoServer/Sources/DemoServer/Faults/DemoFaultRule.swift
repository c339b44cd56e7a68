/// "Answer requests on `route` with `fault`": one `--fault` of `photolist serve`.
public struct DemoFaultRule: Sendable, Hashable {
    /// Where the fault applies.
    public var route: DemoRoute
    /// What happens there.
    public var fault: DemoFault
    /// How many of the requests it covers get the fault before it is spent and they are answered normally
    /// (`*N`), so a client's retry can be seen to succeed; `nil` for every request. Every request the rule
    /// covers counts, including one a fault passes through unchanged (`extreme-numbers` on a picture).
    public var times: Int?
    /// The first of the requests it covers that gets the fault (`@N`, 1-based), the ones before it answered
    /// normally, so a later page can fail after the first succeeded; `nil` from the first.
    public var from: Int?

    /// The most requests a rule can be limited to.
    public static let maximumTimes = 1_000_000

    /// The longest rule read, in Unicode scalars (a valid rule is ASCII, one scalar a character): the
    /// longest that means something is under 50.
    public static let maximumLength = 100

    /// Creates a rule.
    public init(route: DemoRoute, fault: DemoFault, times: Int? = nil, from: Int? = nil) {
        self.route = route
        self.fault = fault
        self.times = times
        self.from = from
    }

    /// Parses `[ROUTE:]FAULT[@N][*M]`, e.g. `list:status=503`, `search:drip=0.5`, `file:drip=0.05`
    /// (downloads only), `api:retry-after=2` (every API call, pictures not), `truncate` (every route),
    /// `file:truncate*1` (the first download's file only) or `list:status=500@2` (every list request but
    /// the first). Nil when ``parse(_:)`` refuses it.
    public init?(parsing text: String) {
        guard let rule = try? Self.parse(text) else { return nil }
        self = rule
    }

    /// Parses `[ROUTE:]FAULT[@N][*M]` (see ``init(parsing:)``).
    /// - Throws: ``DemoFaultRefusal`` saying what is wrong: a route that is none of ``DemoRoute``'s, a
    ///   fault ``DemoFault/parse(_:)`` refuses, or N or M not a whole number from 1 to ``maximumTimes``;
    ///   a rule longer than ``maximumLength``, or with a character other than printable ASCII.
    public static func parse(_ text: String) throws(DemoFaultRefusal) -> DemoFaultRule {
        // Refused before its parts are read, so no refusal quotes a part that runs on for pages, or one
        // whose hidden characters would make it look like a valid one.
        guard text.unicodeScalars.count <= maximumLength else {
            throw DemoFaultRefusal("a rule is at most \(maximumLength) characters long")
        }
        guard text.unicodeScalars.allSatisfy({ (0x21..<0x7F).contains($0.value) }) else {
            throw DemoFaultRefusal("a rule is written in ASCII letters, digits and punctuation, with no spaces or control characters")
        }
        var text = Substring(text)
        var times: Int?
        var from: Int?
        if let star = text.lastIndex(of: "*") {
            times = try count(text[text.index(after: star)...], of: "*M")
            text = text[..<star]
        }
        if let at = text.lastIndex(of: "@") {
            from = try count(text[text.index(after: at)...], of: "@N")
            text = text[..<at]
        }
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        var route = DemoRoute.all
        if parts.count == 2 {
            guard let named = DemoRoute(rawValue: parts[0]) else {
                let routes = DemoRoute.allCases.map(\.rawValue).joined(separator: ", ")
                throw DemoFaultRefusal("'\(parts[0])' is no route; the routes are \(routes)")
            }
            route = named
        }
        return DemoFaultRule(route: route, fault: try DemoFault.parse(parts.last ?? ""), times: times, from: from)
    }

    /// `text` as a count of requests, 1 to ``maximumTimes``, for the part of the rule `part` names.
    private static func count(_ text: Substring, of part: String) throws(DemoFaultRefusal) -> Int {
        guard let number = Int(text), (1...maximumTimes).contains(number) else {
            throw DemoFaultRefusal("\(part) takes a whole number from 1 to \(maximumTimes)")
        }
        return number
    }

    /// Whether the rule covers `request`.
    func applies(to request: DemoRequest) -> Bool {
        switch route {
        case .all: true
        case .file: DemoRoute(path: request.path) == .image && request.query["w"] == nil && request.query["h"] == nil
        case .api: DemoRoute(path: request.path)?.isAPICall == true
        default: DemoRoute(path: request.path) == route
        }
    }
}

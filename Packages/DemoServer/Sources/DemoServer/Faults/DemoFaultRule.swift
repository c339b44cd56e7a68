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
    /// the first). Nil when the route or the fault is unknown (see ``DemoFault/syntax`` and ``DemoRoute``),
    /// or N or M is not a whole number from 1 to ``maximumTimes``.
    public init?(parsing text: String) {
        var text = Substring(text)
        var times: Int?
        var from: Int?
        if let star = text.lastIndex(of: "*") {
            guard let count = Self.count(text[text.index(after: star)...]) else { return nil }
            times = count
            text = text[..<star]
        }
        if let at = text.lastIndex(of: "@") {
            guard let first = Self.count(text[text.index(after: at)...]) else { return nil }
            from = first
            text = text[..<at]
        }
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let route = parts.count == 2 ? DemoRoute(rawValue: parts[0]) : .all
        guard let route, let fault = DemoFault(parsing: parts.last ?? "") else { return nil }
        self.init(route: route, fault: fault, times: times, from: from)
    }

    /// `text` as a count of requests, 1 to ``maximumTimes``.
    private static func count(_ text: Substring) -> Int? {
        Int(text).flatMap { (1...maximumTimes).contains($0) ? $0 : nil }
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

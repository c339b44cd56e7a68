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

    /// The most requests a rule can be limited to.
    public static let maximumTimes = 1_000_000

    /// Creates a rule.
    public init(route: DemoRoute, fault: DemoFault, times: Int? = nil) {
        self.route = route
        self.fault = fault
        self.times = times
    }

    /// Parses `[ROUTE:]FAULT[*N]`, e.g. `list:status=503`, `search:drip=0.5`, `file:drip=0.05` (downloads
    /// only), `api:retry-after=2` (every API call, pictures not), `truncate` (every route) or
    /// `file:truncate*1` (the first download's file only). Nil when the route or the fault is unknown (see
    /// ``DemoFault/syntax`` and ``DemoRoute``), or N is not a whole number from 1 to ``maximumTimes``.
    public init?(parsing text: String) {
        var text = Substring(text)
        var times: Int?
        if let star = text.lastIndex(of: "*") {
            guard let count = Int(text[text.index(after: star)...]), (1...Self.maximumTimes).contains(count) else { return nil }
            times = count
            text = text[..<star]
        }
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let route = parts.count == 2 ? DemoRoute(rawValue: parts[0]) : .all
        guard let route, let fault = DemoFault(parsing: parts.last ?? "") else { return nil }
        self.init(route: route, fault: fault, times: times)
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

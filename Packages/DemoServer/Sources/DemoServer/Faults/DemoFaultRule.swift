/// "Answer requests on `route` with `fault`": one `--fault` of `photolist serve`.
public struct DemoFaultRule: Sendable, Hashable {
    /// Where the fault applies.
    public var route: DemoRoute
    /// What happens there.
    public var fault: DemoFault

    /// Creates a rule.
    public init(route: DemoRoute, fault: DemoFault) {
        self.route = route
        self.fault = fault
    }

    /// Parses `[ROUTE:]FAULT`, e.g. `list:status=503`, `search:drip=0.5`, `file:drip=0.05` (downloads only),
    /// `api:retry-after=2` (every API call, pictures not) or `truncate` (every route).
    /// Nil when the route or the fault is unknown (see ``DemoFault/syntax`` and ``DemoRoute``).
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let route = parts.count == 2 ? DemoRoute(rawValue: parts[0]) : .all
        guard let route, let fault = DemoFault(parsing: parts.last ?? "") else { return nil }
        self.init(route: route, fault: fault)
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

/// Repeated measurements of one quantity, summarised the way the report prints them: the median, and the
/// spread as the lowest and highest sample (the machine is shared, so single runs mean little).
struct Samples: Sendable {
    private(set) var values: [Double] = []

    init(_ values: [Double] = []) {
        self.values = values
    }

    mutating func append(_ value: Double) {
        values.append(value)
    }

    mutating func append(contentsOf other: Samples) {
        values.append(contentsOf: other.values)
    }

    var median: Double { percentile(50) }
    var minimum: Double { values.min() ?? 0 }
    var maximum: Double { values.max() ?? 0 }

    /// The nearest-rank percentile (`p` in 0...100).
    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

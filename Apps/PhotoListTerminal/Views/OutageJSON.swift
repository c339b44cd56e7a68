import Domain
import Foundation

/// Why the offline copy stood in for the source, in photolist's documented JSON:
/// `{"kind": "unreachable" | "sourceFailed" | "rateLimited", "httpStatus": N | null, "resetsAt": ISO 8601 | null}`,
/// so a script can tell an old copy served through an outage (exit 0) from a fresh answer.
struct OutageJSON: Encodable {
    let kind: String
    let httpStatus: Int?
    let resetsAt: String?

    init(_ outage: SourceOutage) {
        (kind, httpStatus, resetsAt) = switch outage {
        case .unreachable: ("unreachable", nil, nil)
        case .failed(let code): ("sourceFailed", code, nil)
        case .rateLimited(let resetsAt): ("rateLimited", nil, resetsAt.map(ISO8601Timestamp.string(from:)))
        }
    }

    private enum CodingKeys: String, CodingKey { case kind, httpStatus, resetsAt }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(httpStatus, forKey: .httpStatus)  // explicit null when absent
        try container.encode(resetsAt, forKey: .resetsAt)
    }
}

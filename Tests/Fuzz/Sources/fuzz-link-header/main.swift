import Foundation
import FuzzSupport
import PhotoData

// Any header value parses without trapping, and every relation it reports is found by its own name in
// any ASCII case.
FuzzDriver.run { bytes in
    let value = String(decoding: bytes, as: UTF8.self)
    let header = LinkHeader(value.components(separatedBy: "\n"))
    for (relation, target) in header.targets {
        let upper = String(decoding: relation.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
        fuzzCheck(!relation.utf8.contains { (0x41...0x5A).contains($0) }, "relation \(relation) is not lower-cased")
        fuzzCheck(header[upper] == target, "relation \(relation) is not found as \(upper)")
    }
}

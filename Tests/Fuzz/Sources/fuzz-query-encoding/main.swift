import Foundation
import FuzzSupport
import PhotoData

// Percent-encoding keeps only unreserved characters and decodes back to exactly the text it encoded.
FuzzDriver.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let encoded = QueryEncoding.percentEncode(text)
    fuzzCheck(encoded.utf8.allSatisfy { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "~") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }, "\(encoded) holds a reserved character")
    fuzzCheck(encoded.removingPercentEncoding == text, "\(encoded) does not decode to its input")
}

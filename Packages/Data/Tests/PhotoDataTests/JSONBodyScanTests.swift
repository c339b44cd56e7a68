import Foundation
@testable import PhotoData
import Testing

/// The grammar pass that tells valid JSON the decoder cannot read from a body that is not JSON, held to
/// `JSONSerialization` on bodies near and far from valid.
@Suite("JSONBodyScan")
struct JSONBodyScanTests {
    private static let seeds = [
        #"{"id":"a","width":1200,"tags":[{"title":"sea"},{"title":"fog"}],"likes":-0.5E+1,"ok":true,"no":null}"#,
        #"[1,2.5,-3e-2,"\"q\\\n\u0041",false,[],{}]"#, #" "text" "#, "0", #"{"a":{"b":[[[]]]}}"#,
    ]
    /// What mutations insert: JSON's punctuation and enough letters and digits to make and break its
    /// tokens. No `d` or `8`, so no `\u` escape names a lone surrogate, which JSONSerialization refuses and
    /// the grammar allows; no run of digits long enough to overflow.
    private static let alphabet = Array(#"{}[]",:. -+01eEtrufalsn\ "#.utf8) + [0x0A, 0x09, 0x01]

    @Test("given bodies made by inserting, deleting and replacing bytes in valid JSON, when scanned, then a body is JSON exactly when JSONSerialization reads it")
    func agreesWithJSONSerialization() {
        var generator = SeededGenerator(seed: UInt64.random(in: 0 ... .max))
        var sawBoth = (valid: 0, invalid: 0)
        for _ in 0..<5_000 {
            var bytes = Array(Self.seeds.randomElement(using: &generator)!.utf8)
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let position = Int.random(in: 0...bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.insert(Self.alphabet.randomElement(using: &generator)!, at: position)
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: if position < bytes.count { bytes[position] = Self.alphabet.randomElement(using: &generator)! }
                }
            }
            let body = Data(bytes)
            let scan = JSONBodyScan(body)
            let read = (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) != nil
            #expect(scan.isJSON == read, "seed \(generator.seed): \(String(decoding: bytes, as: UTF8.self))")
            if read { sawBoth.valid += 1 } else { sawBoth.invalid += 1 }
        }
        #expect(sawBoth.valid > 500 && sawBoth.invalid > 500, "the mutations made both kinds: \(sawBoth)")
    }

    @Test("given valid JSON nesting 600 deep, or holding a number beyond 64 bits or a Double, when scanned, then each is JSON and says which", arguments: [
        (String(repeating: "[", count: 600) + String(repeating: "]", count: 600), 600, false),
        (#"{"w":18446744073709551616}"#, 1, true), (#"{"w":-9223372036854775809}"#, 1, true), (#"[1e400,-1E+309]"#, 1, true),
        (#"[18446744073709551615,-9223372036854775808,1e308]"#, 1, false),
    ])
    func readsWhatTheDecoderCannot(body: String, depth: Int, tooLarge: Bool) {
        let scan = JSONBodyScan(Data(body.utf8))

        #expect(scan.isJSON)
        #expect(scan.depth == depth)
        #expect(scan.hasTooLargeNumber == tooLarge)
    }

    @Test("given bodies that are not JSON though their brackets pair or their numbers read as Doubles, when scanned, then none is JSON", arguments: [
        String(repeating: "{", count: 600) + String(repeating: "}", count: 600), #"{"a":+1e400}"#, #"[.5e400]"#, #"[1.e400]"#,
        #"[00018446744073709551617]"#, "[1,,2]", #"{"a" 1}"#, "[1] [2]", "[1}", "{]", "",
    ])
    func refusesWhatIsNotJSON(body: String) {
        #expect(!JSONBodyScan(Data(body.utf8)).isJSON)
    }
}

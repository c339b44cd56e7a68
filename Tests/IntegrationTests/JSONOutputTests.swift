import Foundation
@testable import PhotoListTerminal
import Testing

@Suite("JSONOutput")
struct JSONOutputTests {
    private struct Shape: Encodable {
        let queries: [String]
        let tags: [String: String]
        let text: String
        let nested: [[Int]]
    }

    @Test("given empty arrays and objects, when encoded, then each is written [] or {} on its line, and a string holding brackets and line breaks is kept as it was")
    func emptyContainersAreWrittenShort() throws {
        let shape = Shape(queries: [], tags: [:], text: "[\n\n]", nested: [[]])

        let json = JSONOutput.encode(shape)

        #expect(json.contains(#""queries" : []"#), "\(json)")
        #expect(json.contains(#""tags" : {}"#), "\(json)")
        #expect(!json.contains("\n\n"), "\(json)")
        let read = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(read["text"] as? String == "[\n\n]")
        #expect((read["nested"] as? [[Int]]) == [[]])
        #expect((read["queries"] as? [String])?.isEmpty == true && (read["tags"] as? [String: String])?.isEmpty == true)
    }
}

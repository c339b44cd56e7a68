import Foundation
@testable import photolist
import Testing

@Suite("JSONSyntaxPlace")
struct JSONSyntaxPlaceTests {
    @Test("given text that stops being JSON partway, when described, then the line and column of characters name where", arguments: [
        ("{\n  \"source\": \"demo\"\n  \"images\": \"blocks\"\n}\n", "it is not JSON (line 3, column 3)"),
        ("{\n  \"source\": \"démo\" \"images\": 1\n}", "it is not JSON (line 2, column 20)"),
        ("\u{FEFF}{\"a\" 1}", "it is not JSON (line 1, column 6)"),
        ("{oops", "it is not JSON (line 1, column 2)"),
        ("[1 2]", "it is not JSON (line 1, column 4)"),
    ])
    func namesTheLineAndColumn(text: String, place: String) {
        #expect(JSONSyntaxPlace.describe(Data(text.utf8)) == place)
    }

    @Test("given JSON nested 600 levels deep, when described, then it is named JSON nested deeper than photolist reads, with the place, not text that is not JSON")
    func namesNestingTooDeep() throws {
        let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let described = try #require(JSONSyntaxPlace.describe(Data(text.utf8)))

        #expect(described.hasPrefix("it nests arrays and objects deeper than photolist reads (line 1, column "), "\(described)")
    }

    @Test("given an empty file, a file cut short and valid JSON, when described, then each says so, and valid JSON gets nothing", arguments: [
        ("", "it is empty"),
        (" \n\t\r\n", "it is empty"),
        ("{\"source\": \"de", "it ends before its JSON does"),
        ("{\"source\": \"demo\"}", nil),
    ] as [(String, String?)])
    func namesWhatIsNotAPlace(text: String, place: String?) {
        #expect(JSONSyntaxPlace.describe(Data(text.utf8)) == place)
    }
}

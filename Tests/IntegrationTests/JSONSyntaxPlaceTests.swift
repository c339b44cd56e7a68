import Foundation
@testable import photolist
import Testing

@Suite("JSONSyntaxPlace")
struct JSONSyntaxPlaceTests {
    @Test("given text that stops being JSON partway, when located, then the line and column of characters name where", arguments: [
        ("{\n  \"source\": \"demo\"\n  \"images\": \"blocks\"\n}\n", "line 3, column 3"),
        ("{\n  \"source\": \"démo\" \"images\": 1\n}", "line 2, column 20"),
        ("\u{FEFF}{\"a\" 1}", "line 1, column 6"),
        ("{oops", "line 1, column 2"),
        ("[1 2]", "line 1, column 4"),
    ])
    func namesTheLineAndColumn(text: String, place: String) {
        #expect(JSONSyntaxPlace.describe(Data(text.utf8)) == place)
    }

    @Test("given an empty file, a file cut short and valid JSON, when located, then each says so or names no place", arguments: [
        ("", "it is empty"),
        (" \n\t\r\n", "it is empty"),
        ("{\"source\": \"de", "it ends before its JSON does"),
        ("{\"source\": \"demo\"}", nil),
    ] as [(String, String?)])
    func namesWhatIsNotAPlace(text: String, place: String?) {
        #expect(JSONSyntaxPlace.describe(Data(text.utf8)) == place)
    }
}

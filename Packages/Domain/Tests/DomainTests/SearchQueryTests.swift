import Domain
import Testing

@Suite("SearchQuery validation")
struct SearchQueryTests {
    @Test("given text with surrounding white space, when validated, then it is trimmed")
    func trims() throws {
        #expect(try SearchQuery("  cats & dogs/100% ü \n").text == "cats & dogs/100% ü")
    }

    @Test("given runs of white space and control characters inside the text, when validated, then each is one space", arguments: [
        ("misty   forest", "misty forest"), ("misty\tforest", "misty forest"), ("a\nb", "a b"), ("a\r\n\u{7}b", "a b"),
        ("forest\u{1B}", "forest"), ("\u{1B}[31mred", "[31mred"), ("a\u{85}b", "a b"), ("👩‍👩‍👧 family", "👩‍👩‍👧 family"),
    ])
    func normalises(text: String, expected: String) throws {
        #expect(try SearchQuery(text).text == expected)
        #expect(SearchQuery.normalized(text) == expected)
    }

    @Test("given two texts that differ only in their spacing, when validated, then they are the same query")
    func spacingDoesNotMakeAnotherQuery() throws {
        #expect(try SearchQuery("misty   forest ") == SearchQuery(" misty\tforest"))
    }

    @Test("given invisible format characters (a zero-width space, a byte-order mark, a word joiner, a direction override), when validated, then the query is the one they look like", arguments: [
        ("forest\u{200B}", "forest"), ("\u{FEFF}forest", "forest"), ("for\u{2060}est", "forest"),
        ("misty \u{200B} forest", "misty forest"), ("\u{202E}tserof\u{202C}", "tserof"), ("\u{200F}שלום", "שלום"),
    ])
    func dropsInvisibleFormatCharacters(text: String, expected: String) throws {
        #expect(try SearchQuery(text).text == expected)
    }

    @Test("given blank text, when validated, then it is refused as empty", arguments: ["", "   ", "\n\t", "\u{1B}\u{7}", "\u{200B}\u{FEFF}"])
    func refusesBlank(text: String) {
        #expect(throws: DomainError.invalidRequest("the search query is empty")) { try SearchQuery(text) }
    }

    @Test("given 100 and 101 characters, when validated, then 100 is accepted and 101 refused")
    func length() throws {
        #expect(try SearchQuery(String(repeating: "ü", count: 100)).text.count == 100)
        #expect(throws: DomainError.invalidRequest("the search query is longer than 100 characters (101)")) {
            try SearchQuery(String(repeating: "a", count: 101))
        }
    }
}

@Suite("PhotoID")
struct PhotoIDTests {
    @Test("given an empty identifier, when wrapped, then there is no PhotoID; given any other, it is kept exactly")
    func emptyIsNotAnID() {
        #expect(PhotoID(rawValue: "") == nil)
        #expect(PhotoID(rawValue: " a/b ")?.rawValue == " a/b ")
    }

    @Test("given an identifier holding a control or bidirectional control character, when wrapped, then there is no PhotoID; other scripts are kept")
    func unprintableIsNotAnID() {
        for hostile in ["evil\u{1B}]52;c;ZXZpbA==\u{07}", "a\nb", "a\u{7F}", "a\u{9B}31m", "a\u{202E}b", "a\u{2066}b"] {
            #expect(PhotoID(rawValue: hostile) == nil, "\(hostile.debugDescription)")
        }
        #expect(PhotoID(rawValue: "写真-é_1")?.rawValue == "写真-é_1")
    }
}

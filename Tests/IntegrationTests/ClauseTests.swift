@testable import photolist
import Testing

@Suite("A sentence as the command line's clause")
struct ClauseTests {
    @Test("given sentences beginning with a plain capitalised word, when made clauses, then only that first letter is lowered", arguments: [
        ("Cannot connect to the photo service. Check the address.", "cannot connect to the photo service. Check the address."),
        ("Storage error: the folder /x does not exist.", "storage error: the folder /x does not exist."),
        ("A secure connection could not be made.", "a secure connection could not be made."),
        ("Unknown option '--Foo'", "unknown option '--Foo'"),
    ])
    func plainWordsAreLowered(sentence: String, clause: String) {
        #expect(sentence.asClause == clause)
    }

    @Test("given sentences beginning with a name, capitals, mixed case, a quote or nothing, when made clauses, then they are left as they are", arguments: [
        "Unsplash rejected the access key.", "Unsplash+ photos need a subscription.", "Lorem Picsum has no search.",
        "HTTP 503 from the host.", "PhotoList cannot read it.", "'Abc-12' is not a favourite", "abc", "",
    ])
    func namesAndOthersStay(sentence: String) {
        #expect(sentence.asClause == sentence)
    }
}

import MemoComposer
import Testing

@Suite("MemoDraft: when a memo can be saved")
struct MemoDraftTests {
    @Test("A draft with a title and a content can be saved")
    func titleAndContentCanBeSaved() {
        #expect(MemoDraft(title: "Shopping", content: "Milk").isValid)
    }

    @Test(
        "A draft whose title or content is empty or only white space cannot be saved",
        arguments: [
            ("", "Milk"),
            ("Shopping", ""),
            ("   ", "Milk"),
            ("Shopping", "\n\t \n"),
            ("\u{00A0}", "Milk"),
            ("", ""),
        ]
    )
    func blankTitleOrContentCannotBeSaved(title: String, content: String) {
        let draft = MemoDraft(title: title, content: content)

        #expect(!draft.isValid)
        #expect(draft.memo == nil)
    }

    @Test("Saving drops the blanks around the title and the content but keeps the lines inside")
    func savingTrimsTheEdgesOnly() {
        let draft = MemoDraft(title: "  Shopping \n", content: "\n Milk\nEggs  \n\n")

        #expect(draft.memo == Memo(title: "Shopping", content: "Milk\nEggs"))
    }
}

import ConcurrencyExtras
import MemoComposer
import Reactive
import ReactiveTesting
import Testing

/// Every test runs with all tasks serialised on the main actor, as Presentation's view-model tests do, so
/// events sent to different relays are handled in the order they were sent, and "let the view model react"
/// is a deterministic `Task.megaYield()` rather than a sleep.
@MainActor
@Suite("MemoComposerViewModel", .serialized, .timeLimit(.minutes(1)))
struct MemoComposerViewModelTests {
    @Test("A new memo cannot be saved")
    func newMemoCannotBeSaved() async {
        await withMainSerialExecutor {
            let composer = await Harness()

            #expect(composer.validity.values == [false])
        }
    }

    @Test("A composer opened on a valid draft starts with Save enabled")
    func validDraftStartsEnabled() async {
        await withMainSerialExecutor {
            let composer = await Harness(draft: .shopping)

            #expect(composer.validity.values == [true])
        }
    }

    @Test("Typing a title and a content enables Save")
    func titleAndContentEnableSave() async {
        await withMainSerialExecutor {
            let composer = await Harness()

            composer.type(title: "Shopping", content: "Milk")

            #expect(await composer.validity.next() == [true])
        }
    }

    @Test("Erasing the title down to spaces disables Save again")
    func blankingTheTitleDisablesSave() async {
        await withMainSerialExecutor {
            let composer = await Harness(draft: .shopping)

            composer.input.title.send("   ")

            #expect(await composer.validity.next() == [false])
        }
    }

    @Test("Erasing the content down to line breaks disables Save again")
    func blankingTheContentDisablesSave() async {
        await withMainSerialExecutor {
            let composer = await Harness(draft: .shopping)

            composer.input.content.send("\n\n")

            #expect(await composer.validity.next() == [false])
        }
    }

    @Test("Saving emits the memo once, its title without the surrounding spaces")
    func savingEmitsTheTrimmedMemo() async {
        await withMainSerialExecutor {
            let composer = await Harness()

            composer.type(title: "  Shopping  ", content: "Milk")
            composer.input.save.send()

            #expect(await composer.memos.next() == [Memo(title: "Shopping", content: "Milk")])
            await Task.megaYield()
            #expect(composer.memos.values.count == 1)
        }
    }

    @Test("Pressing Save while the memo is invalid saves nothing")
    func savingWhileInvalidSavesNothing() async {
        await withMainSerialExecutor {
            let composer = await Harness()

            composer.input.save.send()
            composer.type(title: "Shopping", content: "Milk")
            #expect(await composer.validity.next() == [true])
            composer.input.save.send()

            // Had the first Save gone through, the first memo out would be the empty one.
            #expect(await composer.memos.next() == [Memo(title: "Shopping", content: "Milk")])
            await Task.megaYield()
            #expect(composer.memos.values.count == 1)
        }
    }
}

/// A composer with its input, its output and recorders of Save's state and of the saved memos.
@MainActor
private struct Harness {
    let input = MemoComposerViewModel.Input()
    let viewModel: MemoComposerViewModel
    let output: MemoComposerViewModel.Output
    let validity: Recorder<Bool>
    let memos: Recorder<Memo>

    /// A composer opened on `draft` whose first state of Save has been shown, so every subscription is running.
    init(draft: MemoDraft = MemoDraft()) async {
        viewModel = MemoComposerViewModel(draft: draft)
        output = viewModel.transform(input: input)
        validity = Recorder(output.validate.values)
        memos = Recorder(output.saved.values)
        _ = await validity.next()
    }

    /// Types `title` and `content` into the two fields.
    func type(title: String, content: String) {
        input.title.send(title)
        input.content.send(content)
    }
}

extension MemoDraft {
    /// A draft that can be saved.
    static let shopping = MemoDraft(title: "Shopping", content: "Milk")
}

import ConcurrencyExtras
import FriendList
import Reactive
import ReactiveTesting
import Testing

/// Every test runs with all tasks serialised on the main actor, as Presentation's view-model tests do, so
/// events sent to different relays are handled in the order they were sent, and "let the view model react"
/// is a deterministic `Task.megaYield()` rather than a sleep.
@MainActor
@Suite("AddFriendViewModel", .serialized, .timeLimit(.minutes(1)))
struct AddFriendViewModelTests {
    @Test("Save is disabled until the name holds more than spaces")
    func saveNeedsANonBlankName() async {
        await withMainSerialExecutor {
            let screen = await Harness()
            #expect(screen.canSave.values == [false])

            screen.input.name.send("Ann")
            #expect(await screen.canSave.next() == [true])
            screen.input.name.send("   ")

            #expect(await screen.canSave.next() == [false])
        }
    }

    @Test("Saving emits one person with the name without its surrounding spaces and a new id")
    func savingEmitsTheTrimmedPerson() async {
        await withMainSerialExecutor {
            let screen = await Harness()

            screen.input.name.send("  Ann ")
            screen.input.save.send()

            #expect(await screen.people.next() == [Person(id: SequentialIDs.id(1), name: "Ann")])
            await Task.megaYield()
            #expect(screen.people.values.count == 1)
        }
    }

    @Test("Pressing Save while the name is blank saves no one")
    func savingABlankNameSavesNoOne() async {
        await withMainSerialExecutor {
            let screen = await Harness()

            screen.input.save.send()
            screen.input.name.send("Bob")
            #expect(await screen.canSave.next() == [true])
            screen.input.save.send()

            // Had the blank Save gone through, the first person out would have id 1 and no name.
            #expect(await screen.people.next() == [Person(id: SequentialIDs.id(1), name: "Bob")])
        }
    }

    @Test("Two saves of the same name make two people with different ids")
    func eachSaveMakesAPersonOfItsOwn() async {
        await withMainSerialExecutor {
            let screen = await Harness()

            screen.input.name.send("Ann")
            screen.input.save.send()
            screen.input.save.send()

            let people = await screen.people.next(2)
            #expect(people.map(\.name) == ["Ann", "Ann"])
            #expect(people.map(\.id) == [SequentialIDs.id(1), SequentialIDs.id(2)])
        }
    }

    @Test("A person saved on the add screen appears in the list")
    func savedPersonAppearsInTheList() async {
        await withMainSerialExecutor {
            let ann = Person(id: SequentialIDs.id(42), name: "Ann")
            let list = FriendListViewModel(friends: [ann])
            let listInput = FriendListViewModel.Input()
            let rows = Recorder(list.transform(input: listInput).friends.values)
            let screen = await Harness()
            // What the screen that presents the add screen does: each saved person goes to the list.
            let lifetime = Lifetime()
            screen.output.saved.emit(in: lifetime) { person in listInput.add.send(person) }
            #expect(await rows.next() == [[ann]])

            screen.input.name.send("Bob")
            screen.input.save.send()

            #expect(await rows.next() == [[ann, Person(id: SequentialIDs.id(1), name: "Bob")]])
        }
    }
}

/// An add-friend screen with its input, its output and recorders of Save's state and of the people saved.
@MainActor
private struct Harness {
    let input = AddFriendViewModel.Input()
    let viewModel: AddFriendViewModel
    let output: AddFriendViewModel.Output
    let canSave: Recorder<Bool>
    let people: Recorder<Person>

    /// A screen whose saves get the ids ``SequentialIDs`` hands out, from 1, and whose first state of
    /// Save has been shown, so every subscription is running.
    init() async {
        let ids = SequentialIDs()
        viewModel = AddFriendViewModel(makeID: { ids.next() })
        output = viewModel.transform(input: input)
        canSave = Recorder(output.canSave.values)
        people = Recorder(output.saved.values)
        _ = await canSave.next()
    }
}

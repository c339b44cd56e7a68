import ConcurrencyExtras
import Foundation
import FriendList
import Reactive
import ReactiveTesting
import Testing

/// Every test runs with all tasks serialised on the main actor, as Presentation's view-model tests do, so
/// events sent to different relays are handled in the order they were sent.
@MainActor
@Suite("FriendListViewModel", .serialized, .timeLimit(.minutes(1)))
struct FriendListViewModelTests {
    private let ann = Person(id: SequentialIDs.id(1), name: "Ann")
    private let bob = Person(id: SequentialIDs.id(2), name: "Bob")
    private let otherAnn = Person(id: SequentialIDs.id(3), name: "Ann")

    @Test("A new list shows the friends it was given, in order")
    func showsTheFriendsItWasGiven() async {
        await withMainSerialExecutor {
            let list = await Harness(friends: [ann, bob])

            #expect(list.friends.values == [[ann, bob]])
        }
    }

    @Test("Adding a person shows them at the end of the list")
    func addingAppends() async {
        await withMainSerialExecutor {
            let list = await Harness(friends: [ann])

            list.input.add.send(bob)

            #expect(await list.friends.next() == [[ann, bob]])
        }
    }

    @Test("Deleting by id removes that friend only, even when another has the same name")
    func deletingByIDRemovesThatFriendOnly() async {
        await withMainSerialExecutor {
            let list = await Harness(friends: [ann, bob, otherAnn])

            list.input.delete.send(otherAnn.id)

            #expect(await list.friends.next() == [[ann, bob]])
        }
    }

    @Test("Deleting an id that is not listed changes nothing")
    func deletingAnUnlistedIDChangesNothing() async {
        await withMainSerialExecutor {
            let list = await Harness(friends: [ann, bob])

            list.input.delete.send(SequentialIDs.id(99))
            list.input.delete.send(ann.id)

            // Had the unknown id removed a row, the list after both deletions would not be [bob].
            #expect(await list.friends.next() == [[bob]])
        }
    }

    @Test("Adding a person who is already listed does not list them twice")
    func addingTwiceListsOnce() async {
        await withMainSerialExecutor {
            let list = await Harness(friends: [ann])

            list.input.add.send(ann)
            list.input.add.send(bob)

            #expect(await list.friends.next() == [[ann, bob]])
        }
    }
}

/// A friend list with its input, its output and a recorder of the lists it shows.
@MainActor
private struct Harness {
    let input = FriendListViewModel.Input()
    let viewModel: FriendListViewModel
    let output: FriendListViewModel.Output
    let friends: Recorder<[Person]>

    /// A list of `friends` whose first rows have been shown, so every subscription is running.
    init(friends: [Person]) async {
        viewModel = FriendListViewModel(friends: friends)
        output = viewModel.transform(input: input)
        self.friends = Recorder(output.friends.values)
        _ = await self.friends.next()
    }
}

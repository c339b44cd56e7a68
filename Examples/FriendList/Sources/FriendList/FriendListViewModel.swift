public import Foundation
public import Presentation
public import Reactive

/// The list of friends: shows them in the order they were added, adds the people the add screen saves,
/// and deletes a friend by id. The RxSwift original kept the list in a `BehaviorSubject<[Person]>` that
/// the add screen wrote to; here only this view model changes the list, and the add screen's
/// ``AddFriendViewModel/Output-swift.struct/saved`` signal is connected to ``Input-swift.struct/add`` by
/// whoever presents both screens.
@MainActor
public final class FriendListViewModel: ViewModelType {
    /// What the list screen (and the screens it presents) send.
    public struct Input: Sendable {
        /// A person to add at the end of the list. A person whose id is already listed is not added again.
        public let add: PublishRelay<Person>
        /// The user deleted the friend with this id. An id that is not listed (a row deleted twice by a
        /// quick double swipe) changes nothing.
        public let delete: PublishRelay<Person.ID>

        /// Creates the input relays.
        public init(add: PublishRelay<Person> = .init(), delete: PublishRelay<Person.ID> = .init()) {
            self.add = add
            self.delete = delete
        }
    }

    /// What the list screen shows.
    public struct Output: Sendable {
        /// The friends, in the order they were added.
        public let friends: Driver<[Person]>
    }

    private let friends: CurrentValueRelay<[Person]>
    private let lifetime = Lifetime()

    /// Creates a list showing `friends` (the friends already saved, say).
    public init(friends: [Person] = []) {
        self.friends = CurrentValueRelay(friends)
    }

    /// Subscribes to the input and returns what the list shows. Call once.
    public func transform(input: Input) -> Output {
        // Subscribe now, not inside the tasks, so an event sent right after this returns is not missed.
        let (additions, deletions) = (input.add.values, input.delete.values)
        lifetime.observe(additions) { [weak self] person in self?.add(person) }
        lifetime.observe(deletions) { [weak self] id in self?.delete(id) }
        return Output(friends: Driver(friends))
    }

    private func add(_ person: Person) {
        friends.update { friends in
            if !friends.contains(where: { $0.id == person.id }) { friends.append(person) }
        }
    }

    private func delete(_ id: Person.ID) {
        friends.update { $0.removeAll { $0.id == id } }
    }
}

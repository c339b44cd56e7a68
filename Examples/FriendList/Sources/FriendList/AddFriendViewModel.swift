public import Foundation
public import Presentation
public import Reactive

/// The add-friend screen: a name field and a Save button enabled once the name holds more than white space.
/// Saving emits a new ``Person`` (the name without the blanks around it, and a new id) through a ``Signal``,
/// for the list to add; the screen closes on it. A Save while the name is blank emits nothing.
@MainActor
public final class AddFriendViewModel: ViewModelType {
    /// What the add screen sends.
    public struct Input: Sendable {
        /// The name field's whole text, each time it changes.
        public let name: PublishRelay<String>
        /// The user pressed Save.
        public let save: PublishRelay<Void>

        /// Creates the input relays.
        public init(name: PublishRelay<String> = .init(), save: PublishRelay<Void> = .init()) {
            self.name = name
            self.save = save
        }
    }

    /// What the add screen shows and does.
    public struct Output: Sendable {
        /// Whether Save is enabled.
        public let canSave: Driver<Bool>
        /// Each person saved, once. Never replayed: a list subscribing later must not add them again.
        public let saved: Signal<Person>
    }

    private let makeID: @MainActor () -> Person.ID
    private var name = ""
    private let canSave = CurrentValueRelay(false)
    private let saved = PublishRelay<Person>()
    private let lifetime = Lifetime()

    /// Creates the screen's view model.
    /// - Parameter makeID: the id of each person saved; a new random UUID by default. Tests pass ids they
    ///   know in advance.
    public init(makeID: @escaping @MainActor () -> Person.ID = { UUID() }) {
        self.makeID = makeID
    }

    /// Subscribes to the field and the button and returns what the screen shows. Call once.
    public func transform(input: Input) -> Output {
        // Subscribe now, so an edit sent right after this returns is not missed; the field is observed
        // before the button, so a name sent before a first Save is applied before it.
        let (names, saves) = (input.name.values, input.save.values)
        lifetime.observe(names) { [weak self] name in self?.edit(name) }
        lifetime.observe(saves) { [weak self] _ in self?.save() }
        return Output(canSave: Driver(canSave), saved: Signal(saved))
    }

    private func edit(_ text: String) {
        name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        canSave.send(!name.isEmpty)
    }

    private func save() {
        guard !name.isEmpty else { return }
        saved.send(Person(id: makeID(), name: name))
    }
}

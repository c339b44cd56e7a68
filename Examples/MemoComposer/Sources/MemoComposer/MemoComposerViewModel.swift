public import Presentation
public import Reactive

/// The classic RxSwift memo composer: a title field and a content field whose texts, combined, decide
/// whether Save is enabled (`validate`), and a Save button that emits the memo. Here the texts arrive on
/// relays, the view model keeps the draft, and the memo leaves through a ``Signal`` only when the draft
/// is valid, so a Save that slips through a disabled button (a keyboard shortcut, a race) saves nothing.
///
/// The rules are ``MemoDraft``'s: a non-blank title and a non-blank content, both trimmed when saved.
@MainActor
public final class MemoComposerViewModel: ViewModelType {
    /// What the composer screen sends.
    public struct Input: Sendable {
        /// The title field's whole text, each time it changes.
        public let title: PublishRelay<String>
        /// The content field's whole text, each time it changes.
        public let content: PublishRelay<String>
        /// The user pressed Save.
        public let save: PublishRelay<Void>

        /// Creates the input relays.
        public init(title: PublishRelay<String> = .init(), content: PublishRelay<String> = .init(), save: PublishRelay<Void> = .init()) {
            self.title = title
            self.content = content
            self.save = save
        }
    }

    /// What the composer screen shows and does.
    public struct Output: Sendable {
        /// Whether Save is enabled. Named `validate` as in the RxSwift original.
        public let validate: Driver<Bool>
        /// Each memo saved, once: for the screen to hand over and close. Never replayed.
        public let saved: Signal<Memo>
    }

    private var draft: MemoDraft
    private let isValid: CurrentValueRelay<Bool>
    private let saved = PublishRelay<Memo>()
    private let lifetime = Lifetime()

    /// Creates a composer whose fields start as `draft` (empty for a new memo).
    public init(draft: MemoDraft = MemoDraft()) {
        self.draft = draft
        isValid = CurrentValueRelay(draft.isValid)
    }

    /// Subscribes to the fields and the button and returns what the screen shows. Call once.
    public func transform(input: Input) -> Output {
        // Subscribe now, so an edit sent right after this returns is not missed; the fields are observed
        // before the button, so texts sent before a first Save are applied before it.
        let (titles, contents, saves) = (input.title.values, input.content.values, input.save.values)
        lifetime.observe(titles) { [weak self] title in self?.edit { $0.title = title } }
        lifetime.observe(contents) { [weak self] content in self?.edit { $0.content = content } }
        lifetime.observe(saves) { [weak self] _ in self?.save() }
        return Output(validate: Driver(isValid), saved: Signal(saved))
    }

    private func edit(_ change: (inout MemoDraft) -> Void) {
        change(&draft)
        isValid.send(draft.isValid)
    }

    private func save() {
        guard let memo = draft.memo else { return }
        saved.send(memo)
    }
}

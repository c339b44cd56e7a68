public import Domain
public import Reactive

/// Loads the real pictures of the photos on screen, for every pane of a view to share.
///
/// The view says what is on screen now (``Input/show``); the view model decides the rest. Pictures load a
/// few at a time, in the order the view listed them; one that left the screen before it arrived is
/// cancelled, so scrolling never queues work for rows long gone. Loaded pictures stay in memory, least
/// recently shown first out, up to the byte budget it was made with. A picture that failed is not asked for again until
/// it has left the screen and come back, so a broken image cannot turn every redraw into a request.
/// Views draw a placeholder (the BlurHash) until a picture is in the set.
@MainActor
public final class PhotoPicturesViewModel: ViewModelType {
    /// What the view sends.
    public struct Input: Sendable {
        /// Every picture on screen now, most important first; replaces what was sent before.
        public let show: PublishRelay<[PictureRequest]>

        /// Creates the input relays.
        public init(show: PublishRelay<[PictureRequest]> = .init()) {
            self.show = show
        }
    }

    /// What the view renders.
    public struct Output: Sendable {
        /// The pictures loaded (and failed) so far.
        public let pictures: Driver<PictureSet>
    }

    /// How many pictures load at once (``PicturesSystem/maximumConcurrent``).
    public static let maximumConcurrent = PicturesSystem.maximumConcurrent

    private let useCase: any LoadPhotoImageUseCase
    private let maximumBytes: Int
    private let lifetime = Lifetime()

    /// A view model loading with `useCase`, keeping at most `maximumBytes` of decoded pixels in memory.
    public init(load useCase: any LoadPhotoImageUseCase, maximumBytes: Int = 96 << 20) {
        self.useCase = useCase
        self.maximumBytes = maximumBytes
    }

    /// Composes the input into the output: each screen becomes a ``PicturesSystem/Event/show(_:)`` event
    /// folded by ``PicturesSystem/reduce(_:_:)``; a feedback runs the loads the state asks for, cancelling
    /// those it stops asking for. Call once.
    public func transform(input: Input) -> Output {
        let useCase = self.useCase
        let state = Driver.system(
            initialState: PicturesSystemState(maximumBytes: maximumBytes),
            reduce: PicturesSystem.reduce,
            events: input.show.values.map(PicturesSystem.Event.show),
            feedback: [
                .react(requests: \.loading, effect: { request in
                    do throws(DomainError) {
                        return .loaded(request, .success(try await useCase.execute(request.photo, size: request.size)))
                    } catch {
                        return .loaded(request, .failure(error))
                    }
                }, cancelledEnded: { _ in .cancelledEnded })
            ],
            in: lifetime
        )
        return Output(pictures: state.map(\.pictures))
    }
}

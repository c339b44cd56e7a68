import ConcurrencyExtras
import Domain
import DomainTesting
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@MainActor
@Suite("PhotoDetailViewModel", .serialized, .timeLimit(.minutes(1)))
struct PhotoDetailViewModelTests {
    @Test("given a known photo, when the view loads, then the formatted detail is shown with Unsplash attribution")
    func loads() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotoDetailUseCase { id in PhotoDetail.fixture(id: id.rawValue) }
            let viewModel = PhotoDetailViewModel(id: "abc", fetchDetail: useCase, sourceName: "Unsplash")
            let input = PhotoDetailViewModel.Input()
            let recorder = Recorder(viewModel.transform(input: input).state.values)

            input.viewDidLoad.send()
            let loaded = await recorder.first { if case .loaded = $0 { true } else { false } }
            let state = try #require(loaded)

            guard case .loaded(let display) = state else { return }
            #expect(display.detail == PhotoDetail.fixture(id: "abc"))
            #expect(display.attribution == "Photo by Ansel Adams on Unsplash")
            #expect(display.cameraText == "Canon EOS R5")
            #expect(display.exposureText == "1/250 s · f/4.0 · 35.0 mm · ISO 100")
            #expect(display.locationText == "Lisbon, Portugal")
            #expect(display.downloadsText == "4.3k downloads")
            #expect(display.publishedText == "2023-11-14")
            #expect(useCase.requestedIDs == ["abc"])
        }
    }

    @Test("given a loaded detail, when viewDidLoad is sent again, then nothing is fetched again")
    func loadsOnce() async throws {
        await withMainSerialExecutor {
            let useCase = FakeFetchPhotoDetailUseCase { id in PhotoDetail.fixture(id: id.rawValue) }
            let viewModel = PhotoDetailViewModel(id: "abc", fetchDetail: useCase)
            let input = PhotoDetailViewModel.Input()
            let output = viewModel.transform(input: input)
            let recorder = Recorder(output.state.values)

            input.viewDidLoad.send()
            _ = await recorder.first { if case .loaded = $0 { true } else { false } }
            input.viewDidLoad.send()
            await Task.megaYield()

            #expect(useCase.requestedIDs.count == 1)
        }
    }

    @Test("given an unknown photo, when the view loads, then the state fails as not found")
    func notFound() async throws {
        await withMainSerialExecutor {
            let viewModel = PhotoDetailViewModel(id: "nope", fetchDetail: FakeFetchPhotoDetailUseCase { _ throws(DomainError) in throw .notFound })
            let input = PhotoDetailViewModel.Input()
            let recorder = Recorder(viewModel.transform(input: input).state.values)

            input.viewDidLoad.send()
            let state = await recorder.first { if case .failed = $0 { true } else { false } }

            #expect(state == .failed(ErrorDisplay(.notFound)))
        }
    }

    @Test("given a photo published three years before now, when shown, then its age reads \"3 years ago\"")
    func showsAge() async throws {
        try await withMainSerialExecutor {
            let published = Date(timeIntervalSince1970: 1_700_000_000)
            let harness = DetailHarness(now: published.addingTimeInterval(3 * 365 * 86_400 + 3_600))

            harness.input.viewDidLoad.send()
            let display = try await harness.loaded()

            #expect(display.publishedAgoText == "3 years ago")
        }
    }

    @Test("given a loaded photo that is not a favourite, when toggled twice, then it is a favourite after the first and not after the second")
    func togglesFavourite() async throws {
        try await withMainSerialExecutor {
            let harness = DetailHarness()
            let marks = Recorder(harness.output.isFavorite.values)
            harness.input.viewDidLoad.send()
            _ = try await harness.loaded()

            harness.input.toggleFavorite.send()
            let matched = await marks.first { $0 }
            #expect(matched == true)
            #expect(await harness.favorites.published(["abc"]))
            #expect(try await harness.store.favorites().map(\.id) == ["abc"])
            harness.input.toggleFavorite.send()

            #expect(await marks.next(3) == [false, true, false])
            #expect(await harness.favorites.published([]))
            #expect(try await harness.store.favorites().isEmpty)
        }
    }
}

@Suite("Detail formatting")
struct DetailFormattingTests {
    @Test("given partial camera settings, when formatted, then only what is known is shown", arguments: [
        (Exif(make: "Canon", model: "Canon EOS 40D", exposureTime: nil, aperture: nil, focalLength: nil, iso: nil), "Canon EOS 40D", nil),
        (Exif(make: "FUJIFILM", model: "X-T4", exposureTime: nil, aperture: "2.8", focalLength: nil, iso: 400), "FUJIFILM X-T4", "f/2.8 · ISO 400"),
        (Exif(make: nil, model: nil, exposureTime: nil, aperture: nil, focalLength: nil, iso: nil), nil, nil),
    ] as [(Exif, String?, String?)])
    func camera(exif: Exif, camera: String?, exposure: String?) {
        #expect(PhotoFormatting.camera(exif) == camera)
        #expect(PhotoFormatting.exposure(exif) == exposure)
    }
}

/// A detail view model for photo "abc" with shared favourites.
@MainActor
private struct DetailHarness {
    let store = InMemoryFavoritesRepository()
    let favorites: SharedFavorites
    let input = PhotoDetailViewModel.Input()
    let viewModel: PhotoDetailViewModel
    let output: PhotoDetailViewModel.Output
    let recorder: Recorder<PhotoDetailState>

    init(
        repository: FakePhotoRepository = FakePhotoRepository(),
        now: Date = Date(timeIntervalSince1970: 1_800_000_000)
    ) {
        let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: repository))
        self.favorites = favorites
        viewModel = PhotoDetailViewModel(
            id: "abc",
            fetchDetail: FakeFetchPhotoDetailUseCase { id in PhotoDetail.fixture(id: id.rawValue) },
            sourceName: "Unsplash",
            favorites: favorites,
            now: { now }
        )
        output = viewModel.transform(input: input)
        recorder = Recorder(output.state.values)
    }

    /// The loaded display; fails the test if the detail fails instead.
    func loaded() async throws -> PhotoDetailDisplay {
        let state = await recorder.first { if case .loaded = $0 { true } else { false } }
        guard case .loaded(let display) = state else { throw Failure.notLoaded }
        return display
    }

    enum Failure: Error { case notLoaded }
}

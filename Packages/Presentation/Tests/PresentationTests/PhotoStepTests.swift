import ConcurrencyExtras
import Domain
import DomainTesting
import Presentation
import Reactive
import ReactiveTesting
import Testing

@MainActor
@Suite("Stepping between photos", .serialized, .timeLimit(.minutes(1)))
struct PhotoStepTests {
    @Test("given a loaded page, when stepping next and previous from rows, then the neighbour opens in place, and nothing opens before the first photo")
    func stepsWithinLoadedRows() async throws {
        await withMainSerialExecutor {
            let viewModel = PhotoListViewModel(fetchPhotos: FakeFetchPhotosUseCase { PhotoPage.fixture(page: $0.page) })
            let input = PhotoListViewModel.Input()
            let output = viewModel.transform(input: input)
            let states = Recorder(output.state.values)
            let routes = Recorder(output.route.values)
            input.viewDidLoad.send()
            _ = await states.first { $0.phase == .loaded }

            input.select.send("1-1")
            _ = await routes.next()
            input.step.send(PhotoStep(from: "1-1", .next))
            let forward = await routes.next()
            input.step.send(PhotoStep(from: "1-2", .previous))
            let back = await routes.next()
            input.step.send(PhotoStep(from: "1-1", .previous))
            await Task.megaYield()

            #expect(forward + back == [.detailInPlace("1-2"), .detailInPlace("1-1")])
            #expect(routes.values.count == 3)
        }
    }

    @Test("given the last loaded row of a list with more pages, when stepping next, then page 2 loads and its first photo opens in place")
    func stepLoadsTheNextPage() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { PhotoPage.fixture(page: $0.page) }
            let viewModel = PhotoListViewModel(fetchPhotos: useCase)
            let input = PhotoListViewModel.Input()
            let output = viewModel.transform(input: input)
            let states = Recorder(output.state.values)
            let routes = Recorder(output.route.values)
            input.viewDidLoad.send()
            _ = await states.first { $0.phase == .loaded }
            input.select.send("1-3")
            _ = await routes.next()

            input.step.send(PhotoStep(from: "1-3", .next))
            let opened = await routes.next()
            let sixRows = await states.first { $0.items.count == 6 }
            let state = try #require(sixRows)

            #expect(opened == [.detailInPlace("2-1")])
            #expect(useCase.requests.map(\.page) == [1, 2])
            #expect(state.page(ofRow: 0) == 1)
            #expect(state.page(ofRow: 3) == 2)
            #expect(state.page(ofRow: 5) == 2)
            #expect(state.page(ofRow: 6) == nil)
        }
    }

    @Test("given the last photo of the whole list, when stepping next, then nothing is fetched and nothing opens")
    func stepStopsAtTheEnd() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeFetchPhotosUseCase { PhotoPage.fixture(page: $0.page, hasNextPage: false) }
            let viewModel = PhotoListViewModel(fetchPhotos: useCase)
            let input = PhotoListViewModel.Input()
            let output = viewModel.transform(input: input)
            let states = Recorder(output.state.values)
            let routes = Recorder(output.route.values)
            input.viewDidLoad.send()
            let settled = await states.first { $0.phase == .loaded }
            let loaded = try #require(settled)
            input.select.send("1-3")
            _ = await routes.next()

            input.step.send(PhotoStep(from: "1-3", .next))
            await Task.megaYield()

            #expect(loaded.neighbor(of: PhotoStep(from: "1-3", .next)) == PhotoNeighbor.none)
            #expect(routes.values == [.detail("1-3")])
            #expect(useCase.requests.count == 1)
        }
    }

    @Test("given favourites, when stepping next from one, then the next favourite opens in place")
    func favoritesStep() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            for id in ["c", "b", "a"] { _ = try await store.add(.fixture(id: id)) }
            let viewModel = FavoritesViewModel(favorites: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            let input = FavoritesViewModel.Input()
            let output = viewModel.transform(input: input)
            let states = Recorder(output.state.values)
            let routes = Recorder(output.route.values)
            input.viewDidLoad.send()
            let three = await states.first { $0.items.count == 3 }
            let loaded = try #require(three)
            input.select.send(loaded.items[0].id)
            _ = await routes.next()

            input.step.send(PhotoStep(from: loaded.items[0].id, .next))

            #expect(await routes.next() == [.detailInPlace(loaded.items[1].id)])
        }
    }
}


import ConcurrencyExtras
import Domain
import DomainTesting
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Synchronization
import Testing

@MainActor
@Suite("FavoritesViewModel", .serialized, .timeLimit(.minutes(1)))
struct FavoritesViewModelTests {
    @MainActor
    private struct Harness {
        let input = FavoritesViewModel.Input()
        let viewModel: FavoritesViewModel
        let output: FavoritesViewModel.Output
        let recorder: Recorder<FavoritesState>
        let notices: Recorder<FavoritesNotice>

        init(_ favorites: any FavoritesUseCase) {
            self.init(favorites: SharedFavorites(useCase: favorites))
        }

        init(favorites: SharedFavorites) {
            viewModel = FavoritesViewModel(favorites: favorites)
            output = viewModel.transform(input: input)
            recorder = Recorder(output.state.values)
            notices = Recorder(output.notice.values)
        }

        func firstState(where predicate: @escaping @Sendable (FavoritesState) -> Bool) async throws -> FavoritesState {
            let state = await recorder.first(where: predicate)
            return try #require(state)
        }
    }

    @Test("given two favourites, when the view loads, then both are listed newest first")
    func lists() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            _ = try await store.add(.fixture(id: "old"))
            _ = try await store.add(.fixture(id: "new"))
            let harness = Harness(DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))

            harness.input.viewDidLoad.send()
            let state = try await harness.firstState { $0.phase == .loaded }

            #expect(Set(state.items.map(\.id)) == ["old", "new"])
        }
    }

    @Test("given no favourites, already read by another screen, when the favourites screen loads, then it says there are none instead of loading for ever")
    func emptyFavouritesReadElsewhereEndLoading() async throws {
        try await withMainSerialExecutor {
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()))
            try await favorites.reload()
            let harness = Harness(favorites: favorites)
            // The screen shows the shared favourites as they stand before it appears: none.
            _ = try await harness.firstState { $0.phase == .loaded }

            harness.input.viewDidLoad.send()
            let sawLoading = LockIsolated(false)
            let state = try await harness.firstState { state in
                if state.phase == .loading { sawLoading.setValue(true) }
                return sawLoading.value && state.phase != .loading
            }

            #expect(state.phase == .loaded)
            #expect(state.items.isEmpty)
        }
    }

    @Test("given a removed favourite, when its removal is undone, then each is announced once, naming the photo, and the favourite is back in the list and the store")
    func undoesARemoval() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            _ = try await store.add(.fixture(id: "a", description: "Frozen harbour in the fog"))
            _ = try await store.add(.fixture(id: "b"))
            let harness = Harness(DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.items.count == 2 }

            harness.input.remove.send("a")
            let removed = try await harness.firstState { $0.removed != nil && $0.items.count == 1 }
            let removalNotices = await harness.notices.next(1)
            let seenBeforeUndo = harness.recorder.values.count
            harness.input.undoRemoval.send("a")
            _ = try await harness.firstState { _ in harness.recorder.values.dropFirst(seenBeforeUndo).contains { $0.items.count == 2 } }
            let restored = try #require(harness.recorder.values.dropFirst(seenBeforeUndo).last)
            let undoNotices = await harness.notices.next(1)

            #expect(removed.items.map(\.id) == ["b"])
            #expect(removalNotices.map(\.message) == ["Removed “Frozen harbour in the fog” by Ansel Adams from favourites."])
            #expect(undoNotices.map(\.message) == ["Put back “Frozen harbour in the fog” by Ansel Adams."])
            #expect(harness.notices.values.count == 2)
            #expect(Set(restored.items.map(\.id)) == ["a", "b"])
            #expect(Set(try await store.favorites().map(\.id)) == ["a", "b"])
        }
    }

    @Test("given a favourite removed from the middle of the list, when its removal is undone, then it returns to its place, dated as it was")
    func undoneRemovalReturnsToItsPlace() async throws {
        try await withMainSerialExecutor {
            let clock = Mutex(1_000.0)
            let store = InMemoryFavoritesRepository(now: { clock.withLock { $0 += 60; return Date(timeIntervalSince1970: $0) } })
            for id in ["a", "b", "c"] { _ = try await store.add(.fixture(id: id)) }
            let dated = try await store.favorites()
            let harness = Harness(DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.items.count == 3 }

            harness.input.remove.send("b")
            _ = try await harness.firstState { $0.removed != nil && $0.items.count == 2 }
            let seenBeforeUndo = harness.recorder.values.count
            harness.input.undoRemoval.send("b")
            _ = try await harness.firstState { _ in harness.recorder.values.dropFirst(seenBeforeUndo).contains { $0.items.count == 3 } }

            #expect(harness.recorder.values.last?.items.map(\.id) == ["c", "b", "a"])
            #expect(try await store.favorites() == dated)
        }
    }

    @Test("given a removed favourite, when an undo names another photo, then nothing is restored")
    func undoNamesTheRemovedPhotoOnly() {
        var state = FavoritesSystemState()
        FavoritesSystem.reduce(&state, .listed([FavoritePhoto(photo: .fixture(id: "a"), addedAt: Date(timeIntervalSince1970: 0))]))
        FavoritesSystem.reduce(&state, .remove("a"))
        FavoritesSystem.reduce(&state, .removed(state.removal!.number, nil))

        FavoritesSystem.reduce(&state, .undoRemoval("b"))
        let afterWrongUndo = state.restoration
        FavoritesSystem.reduce(&state, .undoRemoval("a"))

        #expect(afterWrongUndo == nil)
        #expect(state.restoration?.value.id == "a")
        #expect(state.screen.removed == nil)
    }

    @Test("given a listed favourite, when it is removed, then the list no longer shows it and the store forgot it")
    func removes() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            _ = try await store.add(.fixture(id: "a"))
            _ = try await store.add(.fixture(id: "b"))
            let harness = Harness(DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.items.count == 2 }

            harness.input.remove.send("a")
            let state = try await harness.firstState { $0.phase == .loaded && $0.items.count == 1 }

            #expect(state.items.map(\.id) == ["b"])
            #expect(try await !store.isFavorite("a"))
        }
    }

    @Test("given a damaged library, when the view loads, then the state fails with a storage message that is not retryable")
    func storageFailure() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository(failure: .storage(StorageFailure(.library, path: "/x/library.sqlite", reason: .damaged)))
            let harness = Harness(DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))

            harness.input.viewDidLoad.send()
            let state = try await harness.firstState { if case .failed = $0.phase { true } else { false } }

            guard case .failed(let error) = state.phase else { return }
            #expect(error.error == .storage(StorageFailure(.library, path: "/x/library.sqlite", reason: .damaged)))
            #expect(!error.isRetryable)
            #expect(error.message == "Storage error: the library file /x/library.sqlite is damaged; photolist left it untouched. Move it aside to start a new library, or restore it from a backup.")
        }
    }

    @Test("given the favourites screen and the list share favourites, when a row is toggled in the list, then the favourites screen shows it")
    func followsChangesMadeElsewhere() async throws {
        try await withMainSerialExecutor {
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()))
            let favoritesViewModel = FavoritesViewModel(favorites: favorites)
            let favoritesInput = FavoritesViewModel.Input()
            let screen = Recorder(favoritesViewModel.transform(input: favoritesInput).state.values)
            favoritesInput.viewDidLoad.send()
            _ = await screen.first { $0.phase == .loaded }
            let list = PhotoListViewModel(fetchPhotos: FakeFetchPhotosUseCase { request in .fixture(page: request.page) }, favorites: favorites)
            let listInput = PhotoListViewModel.Input()
            let rows = Recorder(list.transform(input: listInput).state.values)
            listInput.viewDidLoad.send()
            _ = await rows.first { $0.phase == .loaded }

            listInput.toggleFavorite.send("1-2")
            let listed = await screen.first { !$0.items.isEmpty }
            let state = try #require(listed)

            #expect(state.items.map(\.id) == ["1-2"])
            #expect(state.items.allSatisfy { $0.isFavorite })
        }
    }

    @Test("given a list showing a row unmarked, when another process makes it a favourite and then the row is toggled, then it stays a favourite and the row is marked: the toggle asked for what the screen showed turned over")
    func aStaleRowIsNeverUnmarkedByItsToggle() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            let list = PhotoListViewModel(fetchPhotos: FakeFetchPhotosUseCase { request in .fixture(page: request.page) }, favorites: favorites)
            let listInput = PhotoListViewModel.Input()
            let rows = Recorder(list.transform(input: listInput).state.values)
            listInput.viewDidLoad.send()
            let shown = await rows.first { $0.phase == .loaded }
            #expect(shown?.items.first { $0.id == "1-2" }?.isFavorite == false)
            _ = try await store.add(.fixture(id: "1-2"))  // another process, behind this screen's back

            listInput.toggleFavorite.send("1-2")
            let marked = await rows.first { $0.items.first { $0.id == "1-2" }?.isFavorite == true }

            #expect(marked != nil)
            #expect(await favorites.published(["1-2"]))
            #expect(try await store.favorites().map(\.id) == ["1-2"])
        }
    }

    @Test("given a favourite, when it is selected, then a route to its detail is emitted")
    func selectRoutes() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            _ = try await store.add(.fixture(id: "a"))
            let harness = Harness(DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            let routes = Recorder(harness.output.route.values)
            harness.input.viewDidLoad.send()
            _ = try await harness.firstState { $0.items.count == 1 }

            harness.input.select.send("a")

            #expect(await routes.next(1) == [.detail("a")])
        }
    }

    @Test("given two favourites on screen, when a third is added elsewhere and the user removes and opens the first they saw, then that photo is removed and opened")
    func actsOnTheSeenFavouriteAfterTheListChanged() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            _ = try await store.add(.fixture(id: "b"))
            _ = try await store.add(.fixture(id: "a"))
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            let harness = Harness(favorites: favorites)
            let routes = Recorder(harness.output.route.values)
            harness.input.viewDidLoad.send()
            let seen = try await harness.firstState { $0.items.count == 2 }
            try await favorites.mark(.fixture(id: "new"), asFavorite: true)
            _ = try await harness.firstState { $0.items.count == 3 }

            harness.input.select.send("a")
            harness.input.remove.send("a")
            let after = try await harness.firstState { $0.items.count == 2 && !$0.items.contains { $0.id == "a" } }

            #expect(seen.items.first?.id == "a")
            #expect(await routes.next(1) == [.detail("a")])
            #expect(Set(after.items.map(\.id)) == ["new", "b"])
        }
    }
}

@MainActor
@Suite("PhotoListViewModel offline badge", .serialized, .timeLimit(.minutes(1)))
struct PhotoListOfflineBadgeTests {
    @Test("given a page served from the offline copy, when it loads, then the state carries the badge with the fetch time")
    func badge() async throws {
        try await withMainSerialExecutor {
            let fetchedAt = Date(timeIntervalSince1970: 1_795_000_000)
            let useCase = FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page).cached(at: fetchedAt) }
            let viewModel = PhotoListViewModel(fetchPhotos: useCase, firstPage: .first)
            let input = PhotoListViewModel.Input()
            let recorder = Recorder(viewModel.transform(input: input).state.values)

            input.viewDidLoad.send()
            let settled = await recorder.first { $0.phase == .loaded }
            let state = try #require(settled)

            #expect(state.offlineBadge == "offline copy from 2026-11-18 11:06 UTC")
        }
    }
}

import ConcurrencyExtras
import Domain
import DomainTesting
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@MainActor
@Suite("SharedFavorites", .serialized, .timeLimit(.minutes(1)))
struct SharedFavoritesTests {
    @Test("given a photo marked a favourite, when the store answers, then the favourites it returned are published without reading the store again")
    func markPublishesTheReturnedFavourites() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            _ = try await store.add(.fixture(id: "kept"))
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            let changes = Recorder(favorites.changes)

            try await favorites.mark(.fixture(id: "a"), asFavorite: true)
            let published = await changes.first { $0 != nil }

            #expect(Set(published??.map(\.id) ?? []) == ["a", "kept"])
            #expect(favorites.ids == ["a", "kept"])
            #expect(store.favoritesReads == 0)
        }
    }

    @Test("given a read of the favourites in flight, when a mark is stored before it ends, then the read's older list is not published over the mark's")
    func aMarkSupersedesAnOlderRead() async throws {
        try await withMainSerialExecutor {
            let store = HeldReads(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()))
            let favorites = SharedFavorites(useCase: store)
            let read = Task { try await favorites.reload() }
            await Task.megaYield()

            try await favorites.mark(.fixture(id: "a"), asFavorite: true)
            store.gate.open()
            try await read.value

            #expect(favorites.current?.map(\.id) == ["a"])
        }
    }

    @Test("given a mark whose caller is cancelled before the store answers (the screen that asked closed), when the store answers, then the mark is stored and published all the same")
    func aMarkOutlivesItsCaller() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()))
            let favorites = SharedFavorites(useCase: store)
            let caller = Task { try await favorites.mark(.fixture(id: "a"), asFavorite: true) }
            await Task.megaYield()

            caller.cancel()
            store.gate.open()
            _ = await caller.result
            let stored = try await store.list().map(\.id)

            #expect(stored == ["a"])
            #expect(favorites.ids == ["a"])
        }
    }

    @Test("given two marks of one photo asked back to back while the store holds the first, when it answers, then the second waits for it: the store takes them in the order asked, so a photo ends as its last press asked")
    func marksReachTheStoreInTheOrderAsked() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()), holding: [1])
            let favorites = SharedFavorites(useCase: store)
            let first = Task { try await favorites.mark(.fixture(id: "a"), asFavorite: true) }
            await Task.megaYield()
            let second = Task { try await favorites.mark(.fixture(id: "a"), asFavorite: false) }
            await Task.megaYield()

            store.gate.open()
            try await first.value
            try await second.value
            let stored = try await store.list()

            #expect(store.marked == ["a: true", "a: false"])
            #expect(stored.isEmpty)
            #expect(favorites.ids.isEmpty)
        }
    }

    @Test("given an undone removal whose caller is cancelled before the store answers (the favourites screen closed), when the store answers, then the favourite is back all the same, and waiting for the changes asked for ends only then")
    func aRestoreOutlivesItsCaller() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()))
            let favorites = SharedFavorites(useCase: store)
            let removed = FavoritePhoto(photo: .fixture(id: "a"), addedAt: Date(timeIntervalSince1970: 0))
            let caller = Task { try await favorites.restore(removed) }
            await Task.megaYield()
            let waitEnded = LockIsolated(false)
            let waiting = Task {
                _ = await favorites.changesStored()
                waitEnded.setValue(true)
            }
            await Task.megaYield()
            caller.cancel()
            await Task.megaYield()
            let storedBeforeTheAnswer = store.marked
            let endedBeforeTheAnswer = waitEnded.value

            store.gate.open()
            await waiting.value
            let stored = try await store.list()

            #expect(storedBeforeTheAnswer.isEmpty && !endedBeforeTheAnswer)
            #expect(waitEnded.value)
            #expect(store.marked == ["a: restored"])
            #expect(stored.map(\.id) == ["a"] && stored.first?.addedAt == Date(timeIntervalSince1970: 0))
        }
    }

    @Test("given three marks on their way, two of which the store will refuse, when the app waits for the changes at its end, then it is told that 2 favourite changes were not stored, and why")
    func theEndIsToldOfTheChangesRefused() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()), refusing: ["b", "c"])
            let favorites = SharedFavorites(useCase: store)
            let marks = ["a", "b", "c"].map { id in Task { try? await favorites.mark(.fixture(id: id), asFavorite: true) } }
            await Task.megaYield()
            let waiting = Task { await favorites.changesStored() }
            await Task.megaYield()

            store.gate.open()
            for mark in marks { await mark.value }
            let report = await waiting.value

            #expect(report?.error == HeldWrites.refusal)
            #expect(report?.message.hasPrefix("2 favourite changes were not stored: cannot use the library file library.sqlite: read-only") == true, "\(report?.message ?? "nil")")
            #expect(store.marked == ["a: true"])
        }
    }

    @Test("given a mark the store refused while its screen could say so, before or after one it stored, when the app waits for the changes at its end, then it is told of none: only changes refused after its checkpoint are its to report", arguments: [["b", "a"], ["a", "b"]])
    func theEndIsNotToldOfRefusalsBeforeItsCheckpoint(order: [String]) async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()), holding: [], refusing: ["b"])
            let favorites = SharedFavorites(useCase: store)
            var refusedHere: [DomainError] = []
            for id in order {
                do throws(DomainError) {
                    try await favorites.mark(.fixture(id: id), asFavorite: true)
                } catch {
                    refusedHere.append(error)
                }
            }

            let report = await favorites.changesStored(since: favorites.checkpoint())

            #expect(refusedHere == [HeldWrites.refusal])
            #expect(report == nil, "\(report?.message ?? "")")
        }
    }

    @Test("given a checkpoint taken while a mark was on its way (the user asked to quit) and the store refusing that mark, when the app waits for the changes, and another mark is asked while it waits, then the wait ends only once both later marks are stored, and reports the refusal: 1 change not stored")
    func theEndReportsRefusalsSinceItsCheckpointAndWaitsForMarksAskedMeanwhile() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(
                DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()),
                holding: [2], holdingLater: [3], refusing: ["b"]
            )
            let favorites = SharedFavorites(useCase: store)
            let refused = Task { try? await favorites.mark(.fixture(id: "b"), asFavorite: true) }
            let checkpoint = favorites.checkpoint()
            await refused.value
            let held = Task { try? await favorites.mark(.fixture(id: "a"), asFavorite: true) }
            await Task.megaYield()
            let waiting = Task { await favorites.changesStored(since: checkpoint) }
            await Task.megaYield()
            let askedWhileWaiting = Task { try? await favorites.mark(.fixture(id: "c"), asFavorite: true) }
            await Task.megaYield()

            store.gate.open()
            await Task.megaYield()
            let storedWhileCWasHeld = store.marked
            store.laterGate.open()
            let report = await waiting.value
            let storedWhenTheWaitEnded = store.marked
            await held.value
            await askedWhileWaiting.value

            #expect(report?.message.hasPrefix("1 favourite change was not stored:") == true, "\(report?.message ?? "nil")")
            #expect(storedWhileCWasHeld == ["a: true"])
            #expect(storedWhenTheWaitEnded == ["a: true", "c: true"])
        }
    }

    @Test("given three marks queued as the app ends and another program holding the store past its wait, when the first is refused for it, then the two behind it are refused at once for the same reason, not tried: 3 changes not stored, one wait; a change asked after the wait is tried again")
    func aStoreInUseAtTheEndRefusesTheQueuedChangesAtOnce() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(
                DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()),
                holding: [1], refusing: ["a", "b", "c"], refusal: HeldWrites.inUse
            )
            let favorites = SharedFavorites(useCase: store)
            let marks = ["a", "b", "c"].map { id in Task { try? await favorites.mark(.fixture(id: id), asFavorite: true) } }
            await Task.megaYield()
            let waiting = Task { await favorites.changesStored(since: favorites.checkpoint()) }
            await Task.megaYield()

            store.gate.open()
            let report = await waiting.value
            for mark in marks { await mark.value }

            #expect(report?.message.hasPrefix("3 favourite changes were not stored: another program, such as another photolist, is using the library file library.sqlite") == true, "\(report?.message ?? "nil")")
            try await favorites.mark(.fixture(id: "d"), asFavorite: true)  // the app went on after all

            #expect(report?.error == HeldWrites.inUse)
            #expect(store.attempts == 2)
            #expect(store.marked == ["d: true"])
        }
    }

    @Test("given a store in use refusing a mark while the app runs (no end asked), when the next mark is asked, then it is tried: only an ending app gives up the changes queued behind a busy store")
    func aStoreInUseBeforeTheEndRefusesNothingUntried() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(
                DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()),
                holding: [], refusing: ["a"], refusal: HeldWrites.inUse
            )
            let favorites = SharedFavorites(useCase: store)

            try? await favorites.mark(.fixture(id: "a"), asFavorite: true)
            try await favorites.mark(.fixture(id: "b"), asFavorite: true)

            #expect(store.attempts == 2)
            #expect(store.marked == ["b: true"])
        }
    }

    @Test("given a checkpoint and two marks still held by the store, one refused before, when the app asks what was not stored without waiting (a stop that cannot wait), then it says 1 change was not stored, and why, and 2 more may not have been")
    func changesStillWaitingAreSaidToMayNotHaveBeenStored() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()), holding: [2, 3], refusing: ["a"])
            let favorites = SharedFavorites(useCase: store)
            let checkpoint = favorites.checkpoint()
            let marks = ["a", "b", "c"].map { id in Task { try? await favorites.mark(.fixture(id: id), asFavorite: true) } }
            await Task.megaYield()

            let report = favorites.changesNotStored(since: checkpoint)
            store.gate.open()
            for mark in marks { await mark.value }
            let afterwards = favorites.changesNotStored(since: favorites.checkpoint())

            #expect(report?.message == "1 favourite change was not stored: cannot use the library file library.sqlite: read-only; 2 more may not have been: they were still waiting for the library when photolist ended.")
            #expect(afterwards == nil)
        }
    }

    @Test("given a mark the store holds, when the favourites are read (a screen opened right after the press), then the read waits for it and lists it")
    func aReadAfterAMarkListsIt() async throws {
        try await withMainSerialExecutor {
            let store = HeldWrites(DefaultFavoritesUseCase(favorites: InMemoryFavoritesRepository(), photos: FakePhotoRepository()))
            let favorites = SharedFavorites(useCase: store)
            let mark = Task { try await favorites.mark(.fixture(id: "a"), asFavorite: true) }
            await Task.megaYield()
            let read = Task { try await favorites.reload() }
            await Task.megaYield()
            let readBeforeTheMark = favorites.current

            store.gate.open()
            try await mark.value
            try await read.value

            #expect(readBeforeTheMark == nil)
            #expect(favorites.current?.map(\.id) == ["a"])
        }
    }

    @Test("given favourites that follow the store's writes, when another process adds one and the store reports a write, then every screen is told the new favourites")
    func aWriteElsewhereIsPublished() async throws {
        try await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            let favorites = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            try await favorites.reload()
            let writes = PublishRelay<Void>()
            favorites.follow(writes.values)
            let changes = Recorder(favorites.changes)
            await Task.megaYield()

            _ = try await store.add(.fixture(id: "added-elsewhere"))
            writes.send(())
            let published = await changes.first { $0?.isEmpty == false }

            #expect(published??.map(\.id) == ["added-elsewhere"])
        }
    }

    @Test("given favourites that follow the store's writes, when they are released, then a later write reads nothing: following does not keep them alive")
    func releasingTheFavouritesEndsFollowing() async {
        await withMainSerialExecutor {
            let store = InMemoryFavoritesRepository()
            let writes = PublishRelay<Void>()
            var favorites: SharedFavorites? = SharedFavorites(useCase: DefaultFavoritesUseCase(favorites: store, photos: FakePhotoRepository()))
            favorites?.follow(writes.values)
            await Task.megaYield()
            favorites = nil
            await Task.megaYield()

            writes.send(())
            await Task.megaYield()

            #expect(store.favoritesReads == 0)
        }
    }
}

/// Favourites whose reads take what the store holds at once, then wait for ``gate`` before answering, as a
/// slow read would: a change made meanwhile is not in the answer.
private final class HeldReads: FavoritesUseCase {
    let gate = Gate()
    private let base: DefaultFavoritesUseCase

    init(_ base: DefaultFavoritesUseCase) {
        self.base = base
    }

    func list() async throws(DomainError) -> [FavoritePhoto] {
        let favorites = try await base.list()
        await gate.wait()
        return favorites
    }

    func add(_ photo: Photo) async throws(DomainError) -> FavoritePhoto { try await base.add(photo) }
    func add(id: PhotoID) async throws(DomainError) -> FavoriteAddition { try await base.add(id: id) }
    func restore(_ favorite: FavoritePhoto) async throws(DomainError) -> FavoriteAddition { try await base.restore(favorite) }
    func remove(_ id: PhotoID) async throws(DomainError) -> Bool { try await base.remove(id) }
    func mark(_ photo: Photo, asFavorite isFavorite: Bool) async throws(DomainError) -> [FavoritePhoto] { try await base.mark(photo, asFavorite: isFavorite) }
}

import Domain
import DomainTesting
import Foundation
import Presentation
import Testing

/// The favourites screen's rules as a specification.
@Suite("FavoritesSystem.reduce")
struct FavoritesSystemTests {
    private func id(_ raw: String) -> PhotoID { PhotoID(rawValue: raw)! }
    private func favorite(_ raw: String) -> FavoritePhoto { FavoritePhoto(photo: .fixture(id: raw), addedAt: Date(timeIntervalSince1970: 0)) }

    @Test("given the screen appears, when the favourites arrive, then they are the list, all marked, nothing more to load")
    func appearingReadsTheFavourites() {
        var state = FavoritesSystemState()
        FavoritesSystem.reduce(&state, .appeared)
        let loading = state
        FavoritesSystem.reduce(&state, .listed([favorite("b"), favorite("a")]))
        FavoritesSystem.reduce(&state, .read(loading.reading!.number, .success([favorite("b"), favorite("a")])))

        #expect(loading.screen.phase == .loading)
        #expect(state.screen.phase == .loaded)
        #expect(state.screen.items.map(\.id) == [id("b"), id("a")])
        #expect(state.screen.items.allSatisfy { $0.isFavorite })
        #expect(state.reading == nil)
    }

    @Test("given the screen reading its favourites, when the shared favourites arrive (older than a mark pressed just before it opened), then they wait for the read's answer, which lists the mark first; later changes list at once")
    func theSharedListWaitsForTheScreensOwnRead() {
        var state = FavoritesSystemState()
        FavoritesSystem.reduce(&state, .appeared)
        let reading = state.reading
        FavoritesSystem.reduce(&state, .listed([favorite("a")]))
        let beforeTheAnswer = state.screen
        FavoritesSystem.reduce(&state, .read(reading!.number, .success([favorite("new"), favorite("a")])))
        let answered = state.screen.items.map(\.id)
        FavoritesSystem.reduce(&state, .listed([favorite("a")]))  // "new" removed elsewhere since

        #expect(beforeTheAnswer.phase == .loading && beforeTheAnswer.items.isEmpty)
        #expect(answered == [id("new"), id("a")])
        #expect(state.screen.items.map(\.id) == [id("a")])
    }

    @Test("given the favourites already listed before the screen appeared (another screen read them), when its own read finds the same, then the screen is loaded, with no favourites when there are none")
    func aReadThatChangesNothingStillEndsTheLoading() {
        var state = FavoritesSystemState()
        FavoritesSystem.reduce(&state, .listed([]))
        FavoritesSystem.reduce(&state, .appeared)
        let loading = state
        FavoritesSystem.reduce(&state, .read(loading.reading!.number, .success([])))

        #expect(loading.screen.phase == .loading)
        #expect(state.screen.phase == .loaded)
        #expect(state.screen.items.isEmpty)
    }

    @Test("given a favourite removed elsewhere, when the user opens the row they saw, then that photo still opens")
    func aRemovedRowStillOpens() {
        var state = FavoritesSystemState()
        FavoritesSystem.reduce(&state, .listed([favorite("b"), favorite("a")]))
        FavoritesSystem.reduce(&state, .listed([favorite("a")]))
        FavoritesSystem.reduce(&state, .list(.select(id("b"))))

        #expect(state.list.navigation?.value == .detail(id("b")))
    }

    @Test("given the last favourite open, when the user steps next, then nothing opens; stepping back opens the one before")
    func steppingStopsAtTheEnd() {
        var state = FavoritesSystemState()
        FavoritesSystem.reduce(&state, .listed([favorite("b"), favorite("a")]))
        FavoritesSystem.reduce(&state, .list(.select(id("a"))))
        FavoritesSystem.reduce(&state, .list(.navigated(state.list.navigation!.number)))
        var next = state
        FavoritesSystem.reduce(&next, .list(.step(PhotoStep(from: id("a"), .next))))
        FavoritesSystem.reduce(&state, .list(.step(PhotoStep(from: id("a"), .previous))))

        #expect(next.list.navigation == nil && next.list.load == nil)
        #expect(state.list.navigation?.value == .detailInPlace(id("b")))
    }

    @Test("given a removal that fails, when it ends, then the screen shows why")
    func aFailedRemovalIsShown() {
        var state = FavoritesSystemState()
        FavoritesSystem.reduce(&state, .listed([favorite("a")]))
        FavoritesSystem.reduce(&state, .remove(id("a")))
        FavoritesSystem.reduce(&state, .removed(state.removal!.number, .storage(StorageFailure(.library, path: "/l", reason: .full))))

        #expect(state.removal == nil)
        #expect(state.notices.isEmpty, "nothing is announced as removed")
        #expect(state.screen.removed == nil, "nothing can be undone")
        if case .failed = state.screen.phase {} else { Issue.record("the failure is shown: \(state.screen.phase)") }
    }

    @Test("given a removal that succeeds, then it is announced by that state only, and an undo that fails announces nothing")
    func removalsAreAnnouncedOnce() {
        var state = FavoritesSystemState()
        FavoritesSystem.reduce(&state, .listed([favorite("a"), favorite("b")]))
        FavoritesSystem.reduce(&state, .remove(id("a")))
        let whileRemoving = state.notices
        FavoritesSystem.reduce(&state, .removed(state.removal!.number, nil))
        let removed = state.notices
        FavoritesSystem.reduce(&state, .listed([favorite("b")]))
        let afterListing = state.notices
        FavoritesSystem.reduce(&state, .undoRemoval(id("a")))
        FavoritesSystem.reduce(&state, .restored(state.restoration!.number, .storage(StorageFailure(.library, path: "/l", reason: .full))))

        #expect(whileRemoving.isEmpty)
        #expect(removed == [.removed(favorite("a").photo)])
        #expect(afterListing.isEmpty)
        #expect(state.notices.isEmpty)
    }

    @Test("given a removal that can be undone, when the favourites list that photo again (added back elsewhere), then there is nothing left to undo")
    func aFavouriteAddedBackElsewhereLeavesNothingToUndo() {
        var state = FavoritesSystemState()
        FavoritesSystem.reduce(&state, .listed([favorite("a"), favorite("b")]))
        FavoritesSystem.reduce(&state, .remove(id("a")))
        FavoritesSystem.reduce(&state, .removed(state.removal!.number, nil))
        FavoritesSystem.reduce(&state, .listed([favorite("b")]))
        let undoable = state.screen.removed

        FavoritesSystem.reduce(&state, .listed([favorite("a"), favorite("b")]))
        FavoritesSystem.reduce(&state, .undoRemoval(id("a")))

        #expect(undoable?.id == id("a"))
        #expect(state.screen.removed == nil)
        #expect(state.restoration == nil, "no restoration is asked for a favourite that is back")
    }

    @Test("given the notices of a removal and of its undo, then the removal's offers the photo to put back and the undo's names the photo put back, and neither names the other's")
    func noticesNameTheirPhotos() {
        let photo = Photo.fixture(id: "a")

        #expect(FavoritesNotice.removed(photo).undoable == id("a") && FavoritesNotice.removed(photo).restoredFavorite == nil)
        #expect(FavoritesNotice.restored(photo).restoredFavorite == id("a") && FavoritesNotice.restored(photo).undoable == nil)
    }
}

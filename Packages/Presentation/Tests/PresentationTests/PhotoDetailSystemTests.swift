import Domain
import DomainTesting
import Foundation
import Presentation
import Testing

/// The detail screen's rules as a specification.
@Suite("PhotoDetailSystem.reduce")
struct PhotoDetailSystemTests {
    private let id = PhotoID(rawValue: "p")!

    @Test("given the detail appears, when it appears again while loading or loaded, then the photo is asked for once; after a failure, again")
    func loadsOnceAndAgainAfterAFailure() {
        var state = PhotoDetailSystemState(id: id, hasFavorites: true)
        PhotoDetailSystem.reduce(&state, .appeared)
        let first = state.load
        PhotoDetailSystem.reduce(&state, .appeared)
        let whileLoading = state.load
        PhotoDetailSystem.reduce(&state, .loaded(first!.number, .failure(.notFound)))
        PhotoDetailSystem.reduce(&state, .appeared)

        #expect(first?.value == id && whileLoading == first)
        #expect(state.load != nil && state.load != first)
        #expect(state.screen == .loading)
    }

    @Test("given a loaded photo pressed twice, when the store answers the first press before the second is stored, then the mark keeps the second's; a failed second goes back to what the store said")
    func theStoresAnswerToAnEarlierPressDoesNotTurnTheMarkBack() throws {
        var state = PhotoDetailSystemState(id: id, hasFavorites: true)
        PhotoDetailSystem.reduce(&state, .appeared)
        let display = PhotoDetailDisplay(.fixture(id: "p"), sourceName: nil, now: Date(timeIntervalSince1970: 0))
        PhotoDetailSystem.reduce(&state, .loaded(state.load!.number, .success(display)))
        PhotoDetailSystem.reduce(&state, .favoritesChanged([]))
        PhotoDetailSystem.reduce(&state, .toggleFavorite)
        PhotoDetailSystem.reduce(&state, .toggleFavorite)
        let second = try #require(state.favoriteMark)

        PhotoDetailSystem.reduce(&state, .favoritesChanged([id]))  // the first press reached the store
        let shown = state.isFavorite
        PhotoDetailSystem.reduce(&state, .marked(second.number, stored: false))

        #expect(!shown)
        #expect(state.isFavorite)
    }

    @Test("given a loaded photo, when the mark is toggled, then the mark it showed turned over is asked for and shown at once; before it loaded, nothing is; a mark not stored goes back to the store's")
    func togglesTheLoadedPhoto() throws {
        var state = PhotoDetailSystemState(id: id, hasFavorites: true)
        PhotoDetailSystem.reduce(&state, .toggleFavorite)
        let beforeLoad = state.favoriteMark
        PhotoDetailSystem.reduce(&state, .appeared)
        let display = PhotoDetailDisplay(.fixture(id: "p"), sourceName: nil, now: Date(timeIntervalSince1970: 0))
        PhotoDetailSystem.reduce(&state, .loaded(state.load!.number, .success(display)))
        PhotoDetailSystem.reduce(&state, .favoritesChanged([]))
        PhotoDetailSystem.reduce(&state, .toggleFavorite)
        let asked = try #require(state.favoriteMark)
        let shownAtOnce = state.isFavorite

        PhotoDetailSystem.reduce(&state, .marked(asked.number, stored: false))

        #expect(beforeLoad == nil)
        #expect(asked.value.photo.id == id && asked.value.isFavorite == true)
        #expect(shownAtOnce)
        #expect(!state.isFavorite)
        #expect(state.favoriteMark == nil)
    }
}

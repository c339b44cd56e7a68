import Domain
import DomainTesting
import Presentation
import Testing

/// The pictures on screen as a specification: an event, and the loads and pictures after it.
@Suite("PicturesSystem.reduce")
struct PicturesSystemTests {
    private let size = PixelSize(width: 8, height: 4)!

    private func request(_ id: String) -> PictureRequest {
        PictureRequest(photo: .fixture(id: id), size: size)
    }

    private func requests(_ ids: [String]) -> [PictureRequest] { ids.map(request) }

    @Test("given six pictures on screen, when shown, then the first four load, in order; each ending one starts the next")
    func loadsAFewAtATimeInOrder() {
        var state = PicturesSystemState(maximumBytes: 1 << 20)

        PicturesSystem.reduce(&state, .show(requests(["a", "b", "c", "d", "e", "f"])))
        let first = state.loading
        PicturesSystem.reduce(&state, .loaded(request("b"), .success(.uniform(size, gray: 1))))

        #expect(first == requests(["a", "b", "c", "d"]))
        #expect(state.loading == requests(["a", "c", "d", "e"]))
        #expect(state.pictures[request("b").key] != nil)
    }

    @Test("given four loads running, when the screen moves on, then they are dropped but still count until they end")
    func cancelledLoadsCountUntilTheyEnd() {
        var state = PicturesSystemState(maximumBytes: 1 << 20)
        PicturesSystem.reduce(&state, .show(requests(["a", "b", "c", "d"])))

        PicturesSystem.reduce(&state, .show(requests(["w", "x", "y", "z"])))
        let whileDraining = state.loading
        PicturesSystem.reduce(&state, .cancelledEnded)
        PicturesSystem.reduce(&state, .cancelledEnded)

        #expect(whileDraining.isEmpty)
        #expect(state.draining == 2)
        #expect(state.loading == requests(["w", "x"]))
    }

    @Test("given a picture that failed, when shown again, then it is not asked again; after it leaves and returns, it is")
    func aFailureIsAskedAgainOnlyAfterLeaving() {
        var state = PicturesSystemState(maximumBytes: 1 << 20)
        PicturesSystem.reduce(&state, .show(requests(["a"])))
        PicturesSystem.reduce(&state, .loaded(request("a"), .failure(.notFound)))

        PicturesSystem.reduce(&state, .show(requests(["a"])))
        let again = state.loading
        PicturesSystem.reduce(&state, .show([]))
        PicturesSystem.reduce(&state, .show(requests(["a"])))

        #expect(again.isEmpty)
        #expect(state.pictures.failures[request("a").key] == nil)
        #expect(state.loading == requests(["a"]))
    }

    @Test("given a budget of two pictures, when a third loads, then the least recently shown one off screen is dropped")
    func theBudgetDropsTheLeastRecentlyShown() {
        let bytes = PhotoImage.uniform(size, gray: 1).rgb.count
        var state = PicturesSystemState(maximumBytes: 2 * bytes)
        for id in ["a", "b"] {
            PicturesSystem.reduce(&state, .show(requests([id])))
            PicturesSystem.reduce(&state, .loaded(request(id), .success(.uniform(size, gray: 1))))
        }
        PicturesSystem.reduce(&state, .show(requests(["a"])))  // a shown again: b is now the oldest

        PicturesSystem.reduce(&state, .show(requests(["c"])))
        PicturesSystem.reduce(&state, .loaded(request("c"), .success(.uniform(size, gray: 1))))

        #expect(state.pictures[request("a").key] != nil)
        #expect(state.pictures[request("b").key] == nil)
        #expect(state.pictures[request("c").key] != nil)
        #expect(state.bytes == 2 * bytes)
    }
}

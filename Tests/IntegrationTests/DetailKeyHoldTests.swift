@testable import PhotoListTerminal
import Testing

@Suite("Keys waiting for a detail's photo")
struct DetailKeyHoldTests {
    @Test("given a detail loaded with nothing on its way, when steps come in a burst, then none waits: the list keeps up with them")
    func stepsAloneNeverWait() {
        var hold = DetailKeyHold()
        hold.stepSent()
        hold.stepSent()

        #expect(!hold.holds(.next, detailSettled: false))
        #expect(!hold.holds(.previous, detailSettled: true))
        #expect(!hold.holds(.back, detailSettled: false))
    }

    @Test("given a key held, when a key that opens a pane or leaves the detail follows, then it waits behind it, so the held key acts before the detail goes; quitting never waits")
    func keysThatLeaveWaitBehindHeldOnes() {
        var hold = DetailKeyHold()
        hold.stepSent()
        hold.hold(.character("d"))

        #expect(hold.holds(.search, detailSettled: true))
        #expect(hold.holds(.back, detailSettled: true))
        #expect(hold.holds(.showFavorites, detailSettled: true))
        #expect(!hold.holds(.quit, detailSettled: true))
        #expect(!DetailKeyHold().holds(.search, detailSettled: false), "with nothing held, / opens the search at once")
    }

    @Test("given n pressed, when d, n and y follow before the photo comes, then they wait in order; each comes back once its photo has come, and the step among them stops the rest until it lands")
    func keysWaitInOrderForThePhotoTheyFollow() {
        var hold = DetailKeyHold()
        hold.stepSent()  // n
        #expect(hold.holds(.download, detailSettled: true))
        hold.hold(.character("d"))
        #expect(hold.holds(.next, detailSettled: true), "a step after a held key waits behind it")
        hold.hold(.character("n"))
        hold.hold(.character("y"))

        #expect(hold.next(detailSettled: true) == nil, "the step has not landed")
        hold.stepEnded()  // its photo opened
        #expect(hold.next(detailSettled: false) == nil, "the photo is still loading")
        #expect(hold.next(detailSettled: true) == .character("d"))
        #expect(hold.next(detailSettled: true) == .character("n"))
        hold.stepSent()  // the n given back steps again
        #expect(hold.next(detailSettled: true) == nil)
        hold.stepEnded()
        #expect(hold.next(detailSettled: true) == .character("y"))
        #expect(hold.next(detailSettled: true) == nil)
        #expect(!hold.holds(.download, detailSettled: true))
    }

    @Test("given a step the list dropped without a word, when the wait is given up, then the held keys act up to the next step, which they wait for again")
    func givingUpReleasesUpToTheNextStep() {
        var hold = DetailKeyHold()
        hold.stepSent()
        hold.hold(.character("d"))
        hold.hold(.character("n"))
        hold.hold(.character("y"))

        hold.giveUp()
        let first = hold.next(detailSettled: false)
        let second = hold.next(detailSettled: false)
        hold.stepSent()
        let third = hold.next(detailSettled: false)

        #expect(first == .character("d") && second == .character("n"))
        #expect(third == nil)
        #expect(hold.keys == [.character("y")])
    }

    @Test("given keys held, when the detail is left, then they are dropped, and so is the count of steps on their way")
    func leavingDropsTheKeys() {
        var hold = DetailKeyHold()
        hold.stepSent()
        hold.hold(.character("d"))

        hold.drop()

        #expect(hold == DetailKeyHold())
        #expect(!hold.holds(.download, detailSettled: true))
    }
}

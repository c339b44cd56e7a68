@testable import PhotoListTerminal
import Testing

@Suite("Keys waiting for a pane to settle")
struct KeyHoldTests {
    @Test("given a detail loaded with nothing on its way, when steps come in a burst, then none waits: the list keeps up with them")
    func stepsAloneNeverWait() {
        var hold = KeyHold()
        hold.stepSent()
        hold.stepSent()

        #expect(!hold.holds(.next, paneSettled: false))
        #expect(!hold.holds(.previous, paneSettled: true))
        #expect(!hold.holds(.back, paneSettled: false))
    }

    @Test("given a key held, when a key that opens a pane or leaves the detail follows, then it waits behind it, so the held key acts before the detail goes; q quits at once unless a search waits before it, whose field it may be typed into")
    func keysThatLeaveWaitBehindHeldOnes() {
        var hold = KeyHold()
        hold.stepSent()
        hold.hold(.character("d"))

        #expect(hold.holds(.search, paneSettled: true))
        #expect(hold.holds(.back, paneSettled: true))
        #expect(hold.holds(.showFavorites, paneSettled: true))
        #expect(hold.holdsBehind(.character("w"), searchIsOpen: false), "a key with no command waits too: it may be a letter for a field")
        #expect(!hold.holdsBehind(.character("q"), searchIsOpen: false))
        #expect(hold.holdsBehind(.character("q"), searchIsOpen: true), "the search open, q may be a letter of its query")
        hold.hold(.character("/"))
        #expect(hold.holdsBehind(.character("q"), searchIsOpen: false), "behind a search waiting to open, q may be a letter of the query")
        #expect(!hold.holds(.redraw, paneSettled: true))
        #expect(!KeyHold().holds(.search, paneSettled: false), "with nothing held, / opens the search at once")
    }

    @Test("given a change the pane asked for not shown yet (f's mark), when any key but the control keys follows, then it waits, even one that leaves the pane or opens another; with none on its way, those act at once")
    func aChangeOnItsWayHoldsEveryKey() {
        let hold = KeyHold()

        #expect(hold.holds(.back, paneSettled: false, paneStoring: true))
        #expect(hold.holds(.showFavorites, paneSettled: false, paneStoring: true))
        #expect(hold.holds(.toggleFavorite, paneSettled: false, paneStoring: true))
        #expect(!hold.holds(.quit, paneSettled: false, paneStoring: true))
        #expect(!hold.holds(.redraw, paneSettled: false, paneStoring: true))
        #expect(!hold.holds(.back, paneSettled: false, paneStoring: false), "a pane still reading may be left at once")
        #expect(!hold.holds(.showFavorites, paneSettled: true, paneStoring: false))
    }

    @Test("given n pressed, when d, n and y follow before the photo comes, then they wait in order; each comes back once its photo has come, and the step among them stops the rest until it lands")
    func keysWaitInOrderForThePhotoTheyFollow() {
        var hold = KeyHold()
        hold.stepSent()  // n
        #expect(hold.holds(.download, paneSettled: true))
        hold.hold(.character("d"))
        #expect(hold.holds(.next, paneSettled: true), "a step after a held key waits behind it")
        hold.hold(.character("n"))
        hold.hold(.character("y"))

        #expect(hold.next(paneSettled: true) == nil, "the step has not landed")
        hold.stepEnded()  // its photo opened
        #expect(hold.next(paneSettled: false) == nil, "the photo is still loading")
        #expect(hold.next(paneSettled: true) == .character("d"))
        #expect(hold.next(paneSettled: true) == .character("n"))
        hold.stepSent()  // the n given back steps again
        #expect(hold.next(paneSettled: true) == nil)
        hold.stepEnded()
        #expect(hold.next(paneSettled: true) == .character("y"))
        #expect(hold.next(paneSettled: true) == nil)
        #expect(!hold.holds(.download, paneSettled: true))
    }

    @Test("given the wait given up, when a key given back asks the pane to wait again (a search's results), then the keys after it wait for that")
    func aKeyGivenBackAfterAGiveUpMakesTheRestWaitAgain() {
        var hold = KeyHold()
        hold.detailRequested()
        hold.hold(.down)
        hold.hold(.character("j"))
        hold.giveUp()

        #expect(hold.next(paneSettled: false) == .down, "given up: the keys act on the pane as it is")
        hold.keyAskedToWait()
        #expect(hold.next(paneSettled: false) == nil)
        #expect(hold.next(paneSettled: true) == .character("j"))
    }

    @Test("given a step the list dropped without a word, when the wait is given up, then the held keys act up to the next step, which they wait for again")
    func givingUpReleasesUpToTheNextStep() {
        var hold = KeyHold()
        hold.stepSent()
        hold.hold(.character("d"))
        hold.hold(.character("n"))
        hold.hold(.character("y"))

        hold.giveUp()
        let first = hold.next(paneSettled: false)
        let second = hold.next(paneSettled: false)
        hold.stepSent()
        let third = hold.next(paneSettled: false)

        #expect(first == .character("d") && second == .character("n"))
        #expect(third == nil)
        #expect(hold.keys == [.character("y")])
    }

    @Test("given a list whose first rows are being read, when keys that move, open or act on a photo are pressed, then they wait; keys that open a pane or leave wait only behind them, and q with nothing held quits at once")
    func aListBeingReadHoldsTheKeysThatActOnItsRows() {
        let hold = KeyHold()

        for command: BrowserCommand in [.moveDown, .last, .pageDown, .open, .download, .copy, .toggleFavorite, .remove, .undo] {
            #expect(hold.holds(command, paneSettled: false), "\(command)")
            #expect(!hold.holds(command, paneSettled: true), "\(command) on rows already read")
        }
        for command: BrowserCommand in [.back, .search, .help, .refresh, .showFeature(0), .cycleOrder] {
            #expect(!hold.holds(command, paneSettled: false), "\(command) with nothing held")
        }
        #expect(!hold.holds(.quit, paneSettled: false))
    }

    @Test("given keys held behind a step, when a held key opens another pane, then the count of steps is forgotten and the rest wait for the new pane to settle, then act in order")
    func keysAfterAPaneChangeWaitForTheNewPane() {
        var hold = KeyHold()
        hold.stepSent()
        hold.hold(.character("F"))
        hold.hold(.character("j"))
        hold.stepEnded()
        #expect(hold.next(paneSettled: true) == .character("F"))

        hold.paneChanged()  // F opened the favourites

        #expect(hold.stepsOnTheirWay == 0)
        #expect(hold.next(paneSettled: false) == nil, "the favourites are being read")
        #expect(hold.next(paneSettled: true) == .character("j"))
        #expect(hold == KeyHold())
    }

    @Test("given Enter asked for a detail, when any key follows, then it waits until the detail opens; then the keys act on it once it has settled")
    func keysAfterEnterWaitForTheDetail() {
        var hold = KeyHold()
        hold.detailRequested()

        #expect(hold.holdsEveryKey)
        #expect(hold.holds(.next, paneSettled: true))
        #expect(hold.holdsBehind(.character("j"), searchIsOpen: false))
        #expect(!hold.holds(.redraw, paneSettled: true))
        hold.hold(.character("n"))
        #expect(hold.next(paneSettled: true) == nil, "the detail has not opened")
        hold.paneChanged()  // it opened
        #expect(hold.next(paneSettled: false) == nil, "its photo is loading")
        #expect(hold.next(paneSettled: true) == .character("n"))
        #expect(!hold.holdsEveryKey)
    }

    @Test("given Enter asked for a detail that never opens, when the wait is given up, then the keys held act where they are and the detail is no longer awaited")
    func givingUpForgetsTheDetail() {
        var hold = KeyHold()
        hold.detailRequested()
        hold.hold(.character("j"))

        hold.giveUp()

        #expect(hold.next(paneSettled: true) == .character("j"))
        #expect(hold == KeyHold())
    }

    @Test("given the wait given up, when a released key opens another pane, then the keys after it wait for that pane again")
    func aPaneChangeEndsAGiveUp() {
        var hold = KeyHold()
        hold.hold(.character("F"))
        hold.hold(.character("j"))
        hold.giveUp()
        #expect(hold.next(paneSettled: false) == .character("F"))

        hold.paneChanged()

        #expect(hold.next(paneSettled: false) == nil)
        #expect(hold.next(paneSettled: true) == .character("j"))
    }
}

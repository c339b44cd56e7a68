import Domain
import DomainTesting
@testable import PhotoListTerminal
import Presentation
import Testing

@Suite("What keys typed ahead wait for in a pane")
struct PaneSettlingTests {
    @Test("given a list with no rows, when its first read is under way, then it is reading (waiting, before it is asked for), as while it is read again; once it has ended, with rows or none, it is settled")
    func aFirstReadIsWaitedFor() {
        #expect(PaneSettling.list(isEmpty: true, isIdle: true, isLoading: false, isReloading: false, awaitsRows: false, moreMayCome: true) == .waiting)
        #expect(PaneSettling.list(isEmpty: true, isIdle: false, isLoading: true, isReloading: false, awaitsRows: false, moreMayCome: true) == .reading)
        #expect(PaneSettling.list(isEmpty: true, isIdle: false, isLoading: false, isReloading: false, awaitsRows: false, moreMayCome: false) == .settled)
        #expect(PaneSettling.list(isEmpty: false, isIdle: false, isLoading: true, isReloading: false, awaitsRows: false, moreMayCome: true) == .settled, "a next page loading moves no row a key acts on")
        #expect(PaneSettling.list(isEmpty: false, isIdle: false, isLoading: true, isReloading: true, awaitsRows: false, moreMayCome: true) == .reading, "a first page read again replaces the rows")
    }

    @Test("given keys that aimed past the loaded rows, when more may come, then the list is reading that page or waiting for it to be asked for; at the end or after a failure it is settled")
    func rowsAKeyAimedAtAreWaitedFor() {
        #expect(PaneSettling.list(isEmpty: false, isIdle: false, isLoading: true, isReloading: false, awaitsRows: true, moreMayCome: true) == .reading)
        #expect(PaneSettling.list(isEmpty: false, isIdle: false, isLoading: false, isReloading: false, awaitsRows: true, moreMayCome: true) == .waiting)
        #expect(PaneSettling.list(isEmpty: false, isIdle: false, isLoading: false, isReloading: false, awaitsRows: true, moreMayCome: false) == .settled)
    }

    @Test("given a favourite removed, when the state shows it gone but not yet answered, then the change has not settled; answered and gone, or failed, it has; an undo settles once answered and listed again")
    func aFavouritesChangeSettlesWhenTheStateShowsIt() {
        let photos = [Photo.fixture(id: "a"), Photo.fixture(id: "b")]
        let rows = { (photos: [Photo]) in PhotoListRows(photos.map { PhotoListItem($0, isFavorite: true) }) }
        let removal = FavoritesChange.removal(photos[0].id)

        #expect(!FavoritesState(items: rows(photos), phase: .loaded).settles(removal))
        #expect(!FavoritesState(items: rows([photos[1]]), phase: .loaded).settles(removal), "listed without it, not yet answered: z would find nothing to undo")
        #expect(FavoritesState(items: rows([photos[1]]), phase: .loaded, removed: photos[0]).settles(removal))
        #expect(FavoritesState(items: rows(photos), phase: .failed(ErrorDisplay(.notFound))).settles(removal))
        #expect(!FavoritesState(items: rows(photos), phase: .loaded).settles(.undo(photos[0].id)), "listed again, not yet answered: its row is not yet selected")
        #expect(!FavoritesState(items: rows([photos[1]]), phase: .loaded).settles(.undoAnswered(photos[0].id)))
        #expect(FavoritesState(items: rows(photos), phase: .loaded).settles(.undoAnswered(photos[0].id)))
    }
}

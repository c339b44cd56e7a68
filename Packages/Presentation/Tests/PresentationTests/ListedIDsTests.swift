import Domain
@testable import Presentation
import Testing

/// `ListedIDs` shares one table between copies; each copy must still behave as a set of its own.
@Suite("ListedIDs")
struct ListedIDsTests {
    private static func ids(_ names: String...) -> [PhotoID] { names.map { PhotoID(rawValue: $0)! } }

    @Test("given one set copied, when each copy inserts different ids, then each holds its own and the original neither")
    func copiesAreIndependent() {
        let original = ListedIDs(Self.ids("a", "b"))
        var (first, second) = (original, original)

        let insertedC = first.insert(PhotoID(rawValue: "c")!)
        let insertedD = second.insert(PhotoID(rawValue: "d")!)
        let insertedCInSecond = second.insert(PhotoID(rawValue: "c")!)

        #expect(insertedC && insertedD && insertedCInSecond)
        #expect(first.contains(PhotoID(rawValue: "c")!) && !first.contains(PhotoID(rawValue: "d")!))
        #expect(second.contains(PhotoID(rawValue: "d")!) && second.contains(PhotoID(rawValue: "c")!))
        #expect(!original.contains(PhotoID(rawValue: "c")!) && !original.contains(PhotoID(rawValue: "d")!))
        #expect((original.count, first.count, second.count) == (2, 3, 4))
    }

    @Test("given an id listed, when inserted again, then it is refused and the count stays")
    func repeatsAreRefused() {
        var ids = ListedIDs(Self.ids("a", "b"))

        let inserted = ids.insert(PhotoID(rawValue: "a")!)

        #expect(!inserted)
        #expect(ids.count == 2)
    }

    @Test("given an earlier copy, when the later one is offered an id both hold, then the earlier copy still holds it")
    func aRefusedRepeatKeepsItsPlace() {
        let earlier = ListedIDs(Self.ids("a"))
        var later = earlier
        later.insert(PhotoID(rawValue: "b")!)

        let inserted = later.insert(PhotoID(rawValue: "a")!)

        #expect(!inserted)
        #expect(earlier.contains(PhotoID(rawValue: "a")!) && !earlier.contains(PhotoID(rawValue: "b")!))
        #expect((earlier.count, later.count) == (1, 2))
    }

    @Test("given sets of the same count, when compared, then equal ids are equal whatever their table or order, and different ids are not")
    func equalityIsBySetContents() {
        let one = ListedIDs(Self.ids("a", "b", "c"))
        var shared = one
        shared.insert(PhotoID(rawValue: "d")!)
        let separate = ListedIDs(Self.ids("a", "b", "c"))

        #expect(one == ListedIDs(Self.ids("c", "a", "b")))
        #expect(one != ListedIDs(Self.ids("a", "b", "x")))
        #expect(one != shared)
        #expect(one == separate)
        #expect(shared != ListedIDs(Self.ids("a", "b", "c", "e")))
    }
}

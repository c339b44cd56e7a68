@testable import DemoServer
import Synchronization
import Testing

@Suite("Mapping an array on every core")
struct DemoConcurrentMapTests {
    private struct Refusal: Error, Equatable {
        let element: Int
    }

    @Test("given many elements, when mapped concurrently, then each result is at its element's place, as a sequential map's")
    func resultsKeepTheArraysOrder() {
        let elements = Array(0..<1_000).map { ($0 * 7_919) % 1_000 }
        #expect(elements.concurrentMap { $0 * $0 + 1 } == elements.map { $0 * $0 + 1 })
    }

    @Test("given several elements failing, when mapped concurrently, then the first failing one in the array's order is thrown")
    func theFirstFailureInOrderIsThrown() {
        let failing: Set = [611, 37, 402]
        #expect(throws: Refusal(element: 37)) {
            try Array(0..<1_000).concurrentMap { element throws(Refusal) in
                if failing.contains(element) { throw Refusal(element: element) }
                return element
            }
        }
    }

    @Test("given elements, when mapped concurrently, then every element is transformed exactly once")
    func everyElementIsTransformedOnce() {
        let visits = Mutex([Int](repeating: 0, count: 500))
        _ = Array(0..<500).concurrentMap { element in visits.withLock { $0[element] += 1 } }
        #expect(visits.withLock { $0 } == [Int](repeating: 1, count: 500))
    }

    @Test("given no elements, when mapped concurrently, then the result is empty")
    func anEmptyArrayMapsToAnEmptyOne() {
        #expect([Int]().concurrentMap { $0 + 1 } == [])
    }
}

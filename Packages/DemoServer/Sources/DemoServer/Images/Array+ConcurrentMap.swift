import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` of each element, in order, the elements spread over the machine's cores: the demo spreads
    /// its start-up decode over the cores this way, and decodes ``DemoPhotographLibrary/pixels`` on first
    /// use. The calling thread takes part and returns when every element is done; the first error in the
    /// array's order is thrown, as a sequential `map` would have thrown it.
    func concurrentMap<Transformed: Sendable, Failure: Error>(
        _ transform: @Sendable (Element) throws(Failure) -> Transformed
    ) throws(Failure) -> [Transformed] {
        let results = Mutex([Result<Transformed, Failure>?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = Result { () throws(Failure) in try transform(self[index]) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { $0 }.map { result throws(Failure) in
            // concurrentPerform returns only after every iteration has stored its result.
            guard let result else { preconditionFailure("concurrentPerform skipped an element") }
            return try result.get()
        }
    }
}

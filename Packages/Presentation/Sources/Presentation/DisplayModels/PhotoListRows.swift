/// A list's rows, read like an array but kept as the immutable chunks the pages brought them in.
///
/// A page turn adds one chunk: it copies none of the rows already listed, although the state before it
/// (which a view may still hold) shares every earlier chunk. With a plain array, each turn copied, and later
/// freed, every row loaded so far, so a long browse slowed down and used more memory with every page.
/// Finding a row is a binary search over the chunks' ends; iterating walks the chunks.
public struct PhotoListRows: RandomAccessCollection, MutableCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
    /// The chunks in order; none is empty.
    private var chunks: [[PhotoListItem]] = []
    /// How many rows the chunks hold up to and including each one.
    private var ends: [Int] = []

    /// No rows.
    public init() {}

    /// The rows `items`, in one chunk.
    public init(_ items: some Sequence<PhotoListItem>) {
        append(contentsOf: items)
    }

    /// The rows of an array literal.
    public init(arrayLiteral items: PhotoListItem...) {
        append(contentsOf: items)
    }

    /// The first row's index: 0.
    public var startIndex: Int { 0 }
    /// One past the last row's index: the number of rows.
    public var endIndex: Int { ends.last ?? 0 }

    /// The row at `position`; setting it copies at most that row's chunk.
    public subscript(position: Int) -> PhotoListItem {
        get {
            let (chunk, offset) = location(of: position)
            return chunks[chunk][offset]
        }
        set {
            let (chunk, offset) = location(of: position)
            chunks[chunk][offset] = newValue
        }
    }

    /// Adds `items` as a chunk of their own after the last row (nothing when there are none).
    public mutating func append(contentsOf items: some Sequence<PhotoListItem>) {
        let chunk = Array(items)
        guard !chunk.isEmpty else { return }
        ends.append(endIndex + chunk.count)
        chunks.append(chunk)
    }

    /// Iterates chunk by chunk, without a search per row.
    public func makeIterator() -> Iterator {
        Iterator(chunks: chunks)
    }

    /// Rows in order, walking each chunk in turn.
    public struct Iterator: IteratorProtocol {
        fileprivate let chunks: [[PhotoListItem]]
        fileprivate var chunk = 0
        fileprivate var offset = 0

        /// The next row, or `nil` after the last.
        public mutating func next() -> PhotoListItem? {
            while chunk < chunks.count {
                if offset < chunks[chunk].count {
                    defer { offset += 1 }
                    return chunks[chunk][offset]
                }
                chunk += 1
                offset = 0
            }
            return nil
        }
    }

    /// Equal when they hold the same rows in the same order, however the rows are chunked. Rows that
    /// share their chunks (a state and the one a turn made from it) compare a chunk at a time.
    public static func == (left: PhotoListRows, right: PhotoListRows) -> Bool {
        if left.ends == right.ends { return left.chunks == right.chunks }
        return left.count == right.count && left.elementsEqual(right)
    }

    /// The chunk holding row `position` and the row's offset in it.
    private func location(of position: Int) -> (chunk: Int, offset: Int) {
        precondition(position >= 0 && position < endIndex, "row \(position) is outside 0..<\(endIndex)")
        var low = 0
        var high = ends.count - 1
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] > position { high = middle } else { low = middle + 1 }
        }
        return (low, position - (low == 0 ? 0 : ends[low - 1]))
    }
}

/// A body described as segments, some of them one pattern repeated, so that megabytes or gigabytes cost a
/// few bytes until they are written: the server sends it in ``chunks(maximumSize:)`` as the connection
/// drains, never holding it whole.
struct DemoStreamedBody: Sendable {
    /// A run of the body.
    enum Segment: Sendable {
        /// These bytes, once.
        case bytes([UInt8])
        /// `pattern`, `times` times over.
        case repeated([UInt8], times: Int)
    }

    /// The runs, in order.
    let segments: [Segment]

    /// A body of `segments`.
    init(segments: [Segment]) {
        self.segments = segments
    }

    /// A body of just these bytes.
    init(_ bytes: [UInt8]) {
        self.init(segments: [.bytes(bytes)])
    }

    /// The total length in bytes.
    var count: Int {
        segments.reduce(0) { total, segment in
            switch segment {
            case .bytes(let bytes): total + bytes.count
            case .repeated(let pattern, let times): total + pattern.count * times
            }
        }
    }

    /// Every byte at once; for tests and small bodies only.
    var bytes: [UInt8] {
        chunks().reduce(into: []) { $0 += $1 }
    }

    /// The body in consecutive pieces of at most `maximumSize` bytes (or one repeated pattern, if longer).
    func chunks(maximumSize: Int = 1 << 16) -> Chunks {
        Chunks(segments: segments[...], maximumSize: maximumSize)
    }

    /// Iterates the pieces of a body; a repeated pattern is laid out once as a block of whole patterns,
    /// and every piece of its run is that block (the last one cut short).
    struct Chunks: Sequence, IteratorProtocol, Sendable {
        private var segments: ArraySlice<Segment>
        private let maximumSize: Int
        private var block: [UInt8] = []
        private var offset = 0
        private var remaining = 0
        private var repeating = false

        init(segments: ArraySlice<Segment>, maximumSize: Int) {
            self.segments = segments
            self.maximumSize = Swift.max(1, maximumSize)
        }

        mutating func next() -> ArraySlice<UInt8>? {
            while remaining == 0 {
                guard let segment = segments.popFirst() else { return nil }
                switch segment {
                case .bytes(let bytes):
                    (block, offset, remaining, repeating) = (bytes, 0, bytes.count, false)
                case .repeated(let pattern, let times):
                    let total = pattern.count * Swift.max(0, times)
                    let perBlock = Swift.max(1, maximumSize / Swift.max(1, pattern.count))
                    block = total == 0 ? [] : Array([[UInt8]](repeating: pattern, count: Swift.min(perBlock, times)).joined())
                    (offset, remaining, repeating) = (0, total, true)
                }
            }
            let size = Swift.min(remaining, repeating ? block.count : maximumSize)
            defer {
                remaining -= size
                if !repeating { offset += size }
            }
            return block[offset..<(offset + size)]
        }
    }
}

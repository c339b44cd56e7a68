/// A small, fast, seedable random number generator (SplitMix64). The catalog derives every photo from
/// its index through one of these, so the same index always yields the same photo on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Draws and discards `count` values: a draw the catalog no longer uses keeps its place in the
    /// stream, so every later draw, and so every photo's other fields, stays as it was.
    mutating func skip(_ count: Int) {
        for _ in 0..<count { _ = next() }
    }
}

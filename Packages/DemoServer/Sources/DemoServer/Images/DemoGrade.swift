/// A ``DemoTone``'s colour matrix and offset as plain numbers, taken once for many colours: applying it
/// allocates nothing, where reading the tone's `matrix` and `offset` makes two arrays each time.
struct DemoGrade: Sendable {
    private let red: (Float, Float, Float, Float)
    private let green: (Float, Float, Float, Float)
    private let blue: (Float, Float, Float, Float)

    /// The grade of `tone`.
    init(_ tone: DemoTone) {
        let (m, b) = (tone.matrix, tone.offset)
        red = (m[0], m[1], m[2], b[0])
        green = (m[3], m[4], m[5], b[1])
        blue = (m[6], m[7], m[8], b[2])
    }

    /// `red`, `green`, `blue` (0…255) graded, unclamped: each output channel is its matrix row times the
    /// input, plus its offset, summed in that order.
    func apply(_ r: Float, _ g: Float, _ b: Float) -> (Float, Float, Float) {
        (
            red.0 * r + red.1 * g + red.2 * b + red.3,
            green.0 * r + green.1 * g + green.2 * b + green.3,
            blue.0 * r + blue.1 * g + blue.2 * b + blue.3
        )
    }
}

/// How a catalog photo's picture is graded, as a photographer might develop the same frame differently.
/// Every tone is affine per pixel (a 3 × 3 colour matrix and an offset), so the mean colour of a graded
/// picture is the graded mean of the original: the catalog can name a photo's colour without drawing it.
enum DemoTone: Int, Sendable, CaseIterable {
    /// As photographed.
    case natural
    /// Red lifted, blue lowered: a warm, late-afternoon look.
    case warmer
    /// Blue lifted, red lowered: a cool, overcast look.
    case cooler
    /// Everything a little brighter.
    case brighter
    /// Everything a little darker.
    case darker
    /// Colours pulled halfway towards grey.
    case muted
    /// Black and white (Rec. 601 luma), for Unsplash's `black_and_white` colour filter.
    case monochrome

    /// The colour matrix, row by row (output red, green, blue from input red, green, blue).
    var matrix: [Float] {
        let (red, green, blue): (Float, Float, Float) = (0.299, 0.587, 0.114)
        switch self {
        case .natural: return [1, 0, 0, 0, 1, 0, 0, 0, 1]
        case .warmer: return [1.08, 0, 0, 0, 1.01, 0, 0, 0, 0.86]
        case .cooler: return [0.88, 0, 0, 0, 0.98, 0, 0, 0, 1.12]
        case .brighter: return [1.1, 0, 0, 0, 1.1, 0, 0, 0, 1.1]
        case .darker: return [0.8, 0, 0, 0, 0.8, 0, 0, 0, 0.8]
        case .muted:
            // Half the colour, half its luma.
            return [0.5 + red / 2, green / 2, blue / 2, red / 2, 0.5 + green / 2, blue / 2, red / 2, green / 2, 0.5 + blue / 2]
        case .monochrome: return [red, green, blue, red, green, blue, red, green, blue]
        }
    }

    /// What is added to each output channel after the matrix, on the 0…255 scale.
    var offset: [Float] {
        switch self {
        case .brighter: return [10, 10, 10]
        case .warmer: return [4, 2, 0]
        case .cooler: return [0, 2, 6]
        default: return [0, 0, 0]
        }
    }

    /// `red`, `green`, `blue` (0…255) graded, unclamped (``DemoGrade/apply(_:_:_:)``; take the
    /// ``DemoGrade`` once to grade many colours).
    func apply(_ red: Float, _ green: Float, _ blue: Float) -> (Float, Float, Float) {
        DemoGrade(self).apply(red, green, blue)
    }
}

/// The World Health Organization's categories of adult body-mass index: underweight below 18.5, normal
/// from 18.5, overweight from 25, obese from 30.
public enum BMICategory: Equatable, Sendable, CaseIterable {
    /// An index below 18.5.
    case underweight
    /// An index from 18.5 up to (not including) 25.
    case normal
    /// An index from 25 up to (not including) 30.
    case overweight
    /// An index of 30 or more.
    case obese

    /// The category of `bmi`, a finite index as ``BMI`` computes it.
    init(bmi: Double) {
        switch bmi {
        case ..<18.5: self = .underweight
        case ..<25: self = .normal
        case ..<30: self = .overweight
        default: self = .obese
        }
    }

    /// The category as the screen names it.
    public var title: String {
        switch self {
        case .underweight: "Underweight"
        case .normal: "Normal weight"
        case .overweight: "Overweight"
        case .obese: "Obese"
        }
    }
}

/// Why a height or a weight cannot be used, with the sentence the screen shows. Only one error is shown at
/// a time, the height's first.
public enum BMIInputError: Error, Equatable, Sendable {
    /// The two fields of the form.
    public enum Field: Equatable, Sendable {
        /// The height, in centimetres.
        case height
        /// The weight, in kilograms.
        case weight

        /// The values accepted: generous bounds around the shortest, tallest, lightest and heaviest adults
        /// ever measured, so a typo (175 kg for 75, 1.75 for a height in metres) is caught.
        public var range: ClosedRange<Double> {
            switch self {
            case .height: 50...300
            case .weight: 2...700
            }
        }
    }

    /// The field is empty or holds only white space.
    case missing(Field)
    /// The field holds something other than digits with at most one decimal point or comma: letters,
    /// "nan", "inf", an exponent ("1e400"), a hexadecimal number, two points.
    case notANumber(Field)
    /// The field holds zero or a negative number.
    case notPositive(Field)
    /// The field holds a number outside ``Field/range``.
    case outOfRange(Field)

    /// The sentence the screen shows: which field, and what to type instead.
    public var message: String {
        switch self {
        case .missing(.height): "Enter your height in centimetres."
        case .missing(.weight): "Enter your weight in kilograms."
        case .notANumber(.height): "The height must be a number of centimetres, like 175."
        case .notANumber(.weight): "The weight must be a number of kilograms, like 70.5."
        case .notPositive(.height): "The height must be more than 0 cm."
        case .notPositive(.weight): "The weight must be more than 0 kg."
        case .outOfRange(.height): "Enter a height between 50 and 300 cm."
        case .outOfRange(.weight): "Enter a weight between 2 and 700 kg."
        }
    }
}

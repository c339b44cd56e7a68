import Foundation

/// A height and a weight read from what the user typed, each checked to be a plausible human measurement.
/// Whatever the text (empty, letters, "nan", "1e400", a thousand digits), reading it either succeeds or
/// throws a ``BMIInputError``; it never traps and never yields NaN or infinity.
///
/// Accepted: ASCII digits with at most one decimal point or comma ("175", "70.5", "70,5") and white space
/// around them; a leading minus is read only to say that the number is negative. Nothing else is: no
/// exponent, "nan", "inf", hexadecimal or thousands separator ("1,000.5"), so no text becomes a value the
/// user did not see.
public struct BodyMeasurements: Equatable, Sendable {
    /// The height in centimetres, within ``BMIInputError/Field/height``'s range.
    public let heightInCentimetres: Double
    /// The weight in kilograms, within ``BMIInputError/Field/weight``'s range.
    public let weightInKilograms: Double

    /// Reads the two fields' texts; the height is checked first.
    public init(height: String, weight: String) throws(BMIInputError) {
        heightInCentimetres = try Self.number(in: height, for: .height)
        weightInKilograms = try Self.number(in: weight, for: .weight)
    }

    /// The body-mass index of these measurements.
    public var bmi: BMI {
        BMI(heightInCentimetres: heightInCentimetres, weightInKilograms: weightInKilograms)
    }

    private static func number(in text: String, for field: BMIInputError.Field) throws(BMIInputError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .missing(field) }
        // A leading minus (or the typographic one) is read, so "-70" is told it is negative, not "not a number".
        let isNegative = trimmed.first == "-" || trimmed.first == "\u{2212}"
        guard let magnitude = decimal(isNegative ? trimmed.dropFirst() : Substring(trimmed)) else { throw .notANumber(field) }
        guard !isNegative, magnitude > 0 else { throw .notPositive(field) }
        // Also catches infinity, which a long enough run of digits reads as.
        guard field.range.contains(magnitude) else { throw .outOfRange(field) }
        return magnitude
    }

    /// `text` as a number if it is ASCII digits with at most one decimal point or comma, else `nil`.
    private static func decimal(_ text: Substring) -> Double? {
        var digits = 0
        var separators = 0
        for character in text {
            if character.isASCII, character.isWholeNumber {
                digits += 1
            } else if character == "." || character == "," {
                separators += 1
            } else {
                return nil
            }
        }
        guard digits > 0, separators <= 1 else { return nil }
        return Double(text.replacingOccurrences(of: ",", with: "."))
    }
}

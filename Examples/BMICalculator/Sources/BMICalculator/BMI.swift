/// A body-mass index: the weight in kilograms over the square of the height in metres, rounded to one
/// decimal. The category is that of the rounded index, so the number and the category shown never disagree
/// (24.96 shows as 25.0 and counts as overweight, not as normal weight).
public struct BMI: Equatable, Sendable {
    /// The index in tenths: 229 for 22.9. An integer, so the text is exact and independent of the locale.
    private let tenths: Int

    /// The index of a height and a weight that ``BodyMeasurements`` has checked, so the result is finite
    /// and small.
    init(heightInCentimetres: Double, weightInKilograms: Double) {
        let metres = heightInCentimetres / 100
        tenths = Int((weightInKilograms / (metres * metres) * 10).rounded())
    }

    /// The index, to one decimal.
    public var value: Double {
        Double(tenths) / 10
    }

    /// The index as the screen shows it, with one decimal and a point: "22.9", "25.0".
    public var text: String {
        "\(tenths / 10).\(tenths % 10)"
    }

    /// The WHO category of the index.
    public var category: BMICategory {
        BMICategory(bmi: value)
    }
}

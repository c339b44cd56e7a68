import BMICalculator
import Testing

@Suite("Reading the fields and computing the index")
struct BodyMeasurementsTests {
    @Test("175 cm and 70 kg make a BMI of 22.9, normal weight")
    func computesTheIndex() throws {
        let bmi = try BodyMeasurements(height: "175", weight: "70").bmi

        #expect(bmi.text == "22.9")
        #expect(bmi.category == .normal)
    }

    @Test(
        "Each WHO category starts exactly at its threshold (at 200 cm, the index is the weight over 4)",
        arguments: [
            ("73.6", "18.4", BMICategory.underweight),
            ("74", "18.5", .normal),
            ("99.6", "24.9", .normal),
            ("100", "25.0", .overweight),
            ("119.6", "29.9", .overweight),
            ("120", "30.0", .obese),
        ]
    )
    func categoriesStartAtTheirThresholds(weight: String, text: String, category: BMICategory) throws {
        let bmi = try BodyMeasurements(height: "200", weight: weight).bmi

        #expect(bmi.text == text)
        #expect(bmi.category == category)
    }

    @Test("An index of 24.96 shows as 25.0 and counts as overweight, so text and category agree")
    func categoryFollowsTheRoundedIndex() throws {
        let bmi = try BodyMeasurements(height: "200", weight: "99.84").bmi

        #expect(bmi.text == "25.0")
        #expect(bmi.category == .overweight)
    }

    @Test("A decimal comma and surrounding spaces are accepted")
    func acceptsADecimalCommaAndSpaces() throws {
        let measurements = try BodyMeasurements(height: " 180 ", weight: "70,5\n")

        #expect(measurements.heightInCentimetres == 180)
        #expect(measurements.weightInKilograms == 70.5)
    }

    @Test(
        "Hostile or mistaken text is refused with the reason, never read as a number",
        arguments: [
            ("", "70", BMIInputError.missing(.height)),
            ("175", " \t", .missing(.weight)),
            ("abc", "70", .notANumber(.height)),
            ("nan", "70", .notANumber(.height)),
            ("175", "NaN", .notANumber(.weight)),
            ("inf", "70", .notANumber(.height)),
            ("175", "-infinity", .notANumber(.weight)),
            ("1e400", "70", .notANumber(.height)),
            ("0x1p8", "70", .notANumber(.height)),
            ("1.7.5", "70", .notANumber(.height)),
            ("1,000.5", "70", .notANumber(.height)),
            ("17 5", "70", .notANumber(.height)),
            ("١٧٥", "70", .notANumber(.height)),
            ("175", "-", .notANumber(.weight)),
            ("0", "70", .notPositive(.height)),
            ("175", "0.0", .notPositive(.weight)),
            ("-175", "70", .notPositive(.height)),
            ("175", "\u{2212}70", .notPositive(.weight)),
            ("1.75", "70", .outOfRange(.height)),
            ("175", "7000", .outOfRange(.weight)),
        ]
    )
    func refusesHostileText(height: String, weight: String, error: BMIInputError) {
        #expect(throws: error) { try BodyMeasurements(height: height, weight: weight) }
    }

    @Test("Ten thousand digits are refused as out of range, not read as infinity")
    func refusesAHugeNumber() {
        let huge = String(repeating: "9", count: 10_000)

        #expect(throws: BMIInputError.outOfRange(.weight)) { try BodyMeasurements(height: "175", weight: huge) }
    }

    @Test("Each error names its field and what to type", arguments: [
        (BMIInputError.missing(.weight), "Enter your weight in kilograms."),
        (.notANumber(.height), "The height must be a number of centimetres, like 175."),
        (.notPositive(.weight), "The weight must be more than 0 kg."),
        (.outOfRange(.height), "Enter a height between 50 and 300 cm."),
    ])
    func errorsNameTheirField(error: BMIInputError, message: String) {
        #expect(error.message == message)
    }
}

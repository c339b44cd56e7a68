public import Presentation
public import Reactive

/// The BMI calculator of countless MVC tutorials, whose `calculateTapped(_:)` read two text fields, parsed
/// them with `Double(_:)!` and set two labels, moved into a view model: the fields and the button are
/// inputs, the labels' texts are outputs, and the parsing and its errors (``BodyMeasurements``,
/// ``BMIInputError``) are plain functions tested on their own.
///
/// Nothing is computed while the user types: the result changes when Calculate is pressed, from the
/// latest texts of both fields, and stays until it is pressed again.
@MainActor
public final class BMICalculatorViewModel: ViewModelType {
    /// What the calculator screen sends.
    public struct Input: Sendable {
        /// The height field's whole text, in centimetres, each time it changes.
        public let height: PublishRelay<String>
        /// The weight field's whole text, in kilograms, each time it changes.
        public let weight: PublishRelay<String>
        /// The user pressed Calculate.
        public let calculate: PublishRelay<Void>

        /// Creates the input relays.
        public init(height: PublishRelay<String> = .init(), weight: PublishRelay<String> = .init(), calculate: PublishRelay<Void> = .init()) {
            self.height = height
            self.weight = weight
            self.calculate = calculate
        }
    }

    /// What the calculator screen shows. After each Calculate either the result (``bmiText`` and
    /// ``category``) or ``errorText`` is set, never both.
    public struct Output: Sendable {
        /// The index with one decimal ("22.9"); empty before the first result and while an error shows.
        public let bmiText: Driver<String>
        /// The WHO category of the index; `nil` before the first result and while an error shows.
        public let category: Driver<BMICategory?>
        /// Why the last Calculate found no result, as a sentence naming the field; `nil` otherwise.
        public let errorText: Driver<String?>
    }

    private var heightText = ""
    private var weightText = ""
    private let bmiText = CurrentValueRelay("")
    private let category = CurrentValueRelay<BMICategory?>(nil)
    private let errorText = CurrentValueRelay<String?>(nil)
    private let lifetime = Lifetime()

    /// Creates a calculator with empty fields and no result.
    public init() {}

    /// Subscribes to the fields and the button and returns what the screen shows. Call once.
    public func transform(input: Input) -> Output {
        // Subscribe now, so an edit sent right after this returns is not missed; the fields are observed
        // before the button, so texts sent before a first Calculate are applied before it.
        let (heights, weights, calculations) = (input.height.values, input.weight.values, input.calculate.values)
        lifetime.observe(heights) { [weak self] text in self?.heightText = text }
        lifetime.observe(weights) { [weak self] text in self?.weightText = text }
        lifetime.observe(calculations) { [weak self] _ in self?.calculate() }
        return Output(bmiText: Driver(bmiText), category: Driver(category), errorText: Driver(errorText))
    }

    private func calculate() {
        do throws(BMIInputError) {
            let bmi = try BodyMeasurements(height: heightText, weight: weightText).bmi
            show(bmiText: bmi.text, category: bmi.category, errorText: nil)
        } catch {
            show(bmiText: "", category: nil, errorText: error.message)
        }
    }

    private func show(bmiText: String, category: BMICategory?, errorText: String?) {
        self.bmiText.send(bmiText)
        self.category.send(category)
        self.errorText.send(errorText)
    }
}

import BMICalculator
import ConcurrencyExtras
import Reactive
import ReactiveTesting
import Testing

/// Every test runs with all tasks serialised on the main actor, as Presentation's view-model tests do, so
/// the texts sent before Calculate are handled before it, and "let the view model react" is a
/// deterministic `Task.megaYield()` rather than a sleep. Each test awaits one output through `Recorder`,
/// then reads the others, which the same Calculate set.
@MainActor
@Suite("BMICalculatorViewModel", .serialized, .timeLimit(.minutes(1)))
struct BMICalculatorViewModelTests {
    @Test("Calculating 175 cm and 70 kg shows 22.9, normal weight, and no error")
    func showsTheResult() async {
        await withMainSerialExecutor {
            let calculator = await Harness()

            calculator.calculate(height: "175", weight: "70")

            #expect(await calculator.results.next() == ["22.9"])
            #expect(calculator.output.category.value == .normal)
            #expect(calculator.output.errorText.value == nil)
        }
    }

    @Test(
        "Calculating with bad input shows why, naming the field, and no result",
        arguments: [
            ("175", "", "Enter your weight in kilograms."),
            ("nan", "70", "The height must be a number of centimetres, like 175."),
        ]
    )
    func showsWhyInputIsRefused(height: String, weight: String, message: String) async {
        await withMainSerialExecutor {
            let calculator = await Harness()

            calculator.calculate(height: height, weight: weight)

            #expect(await calculator.errors.next() == [message])
            #expect(calculator.output.bmiText.value == "")
            #expect(calculator.output.category.value == nil)
        }
    }

    @Test("Correcting the input and calculating again replaces the error with the result")
    func correctingReplacesTheError() async {
        await withMainSerialExecutor {
            let calculator = await Harness()
            calculator.calculate(height: "175", weight: "0")
            #expect(await calculator.errors.next() == ["The weight must be more than 0 kg."])

            calculator.calculate(height: "180", weight: "100")

            #expect(await calculator.errors.next() == [nil])
            #expect(calculator.output.bmiText.value == "30.9")
            #expect(calculator.output.category.value == .obese)
        }
    }

    @Test("A valid result is replaced by the error of a later, invalid calculation")
    func anErrorClearsTheResult() async {
        await withMainSerialExecutor {
            let calculator = await Harness()
            calculator.calculate(height: "160", weight: "45")
            #expect(await calculator.results.next() == ["17.6"])

            calculator.calculate(height: "160", weight: "1e400")

            #expect(await calculator.results.next() == [""])
            #expect(calculator.output.category.value == nil)
            #expect(calculator.output.errorText.value == "The weight must be a number of kilograms, like 70.5.")
        }
    }

    @Test("Typing without pressing Calculate shows nothing yet")
    func typingAloneShowsNothing() async {
        await withMainSerialExecutor {
            let calculator = await Harness()

            calculator.input.height.send("175")
            calculator.input.weight.send("70")
            await Task.megaYield()

            #expect(calculator.results.values == [""])
            #expect(calculator.output.errorText.value == nil)
        }
    }
}

/// A calculator with its input, its output and recorders of the index texts and error texts it shows.
@MainActor
private struct Harness {
    let input = BMICalculatorViewModel.Input()
    let viewModel = BMICalculatorViewModel()
    let output: BMICalculatorViewModel.Output
    let results: Recorder<String>
    let errors: Recorder<String?>

    /// A calculator whose first (empty) texts have been shown, so every subscription is running.
    init() async {
        output = viewModel.transform(input: input)
        results = Recorder(output.bmiText.values)
        errors = Recorder(output.errorText.values)
        _ = await (results.next(), errors.next())
    }

    /// Types `height` and `weight` into the fields and presses Calculate.
    func calculate(height: String, weight: String) {
        input.height.send(height)
        input.weight.send(weight)
        input.calculate.send()
    }
}

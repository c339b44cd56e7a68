import Presentation
import Reactive

/// The smallest view model with two drivers and a signal, so the tests can tell which output changed.
@MainActor
final class TallyViewModel: ViewModelType {
    struct Input {
        let add = PublishRelay<Int>()
        let reset = PublishRelay<Void>()
        let rename = PublishRelay<String>()
    }

    struct Output {
        let total: Driver<Int>
        let name: Driver<String>
        let passedTen: Signal<Int>
    }

    private let total = CurrentValueRelay(0)
    private let name = CurrentValueRelay("tally")
    private let passedTen = PublishRelay<Int>()
    private let lifetime = Lifetime()

    func transform(input: Input) -> Output {
        lifetime.observe(input.add.values) { [weak self] amount in self?.add(amount) }
        lifetime.observe(input.reset.values) { [weak self] _ in self?.total.send(0) }
        lifetime.observe(input.rename.values) { [weak self] name in self?.name.send(name) }
        return Output(total: Driver(total), name: Driver(name), passedTen: Signal(passedTen))
    }

    private func add(_ amount: Int) {
        let before = total.value
        total.send(before + amount)
        if before <= 10, before + amount > 10 { passedTen.send(before + amount) }
    }
}

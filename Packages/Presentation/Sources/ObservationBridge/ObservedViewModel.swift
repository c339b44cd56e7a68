public import Observation
public import Presentation
public import Reactive

/// Any view model, as an `@Observable` object a SwiftUI view reads and calls: each `Driver` of the
/// view model's `Output` reads as a plain property that Observation tracks, and each `PublishRelay` of
/// its `Input` is called as a method.
///
/// ```swift
/// @State private var list = ObservedViewModel(PhotoListViewModel(fetchPhotos: useCase), input: .init())
///
/// var body: some View {
///     List(list.state.items) { row in Text(row.title).onAppear { list.lastVisibleRow(row.id) } }
///         .task { list.viewDidLoad() }
/// }
/// ```
///
/// Why a bridge rather than rewriting view models as `@Observable`: the view models stay one
/// Input/Output contract for every view (the terminal, the browser pane, SwiftUI), and their tests stay
/// as they are. Each driver gets its own observed value, so a view that reads only `state` is not
/// invalidated by another output. Values arrive as the driver delivers them: asynchronously on the main
/// actor, equal values skipped. When an `Input` and an `Output` share a property name, dynamic lookup
/// is ambiguous: call ``send(_:_:)`` or read ``output`` directly.
@MainActor
@Observable
@dynamicMemberLookup
public final class ObservedViewModel<ViewModel: ViewModelType> {
    /// The view model, kept alive as long as this object.
    @ObservationIgnored public let viewModel: ViewModel
    /// The input the view model was transformed with, for anything the dynamic members do not cover.
    @ObservationIgnored public let input: ViewModel.Input
    /// The view model's output, for its signals (see ``on(_:perform:)``) and anything else.
    @ObservationIgnored public let output: ViewModel.Output
    /// One observed value per driver read so far, keyed by the driver's key path.
    @ObservationIgnored private var observedValues: [AnyKeyPath: AnyObject] = [:]
    /// Ends every subscription (drivers and signal handlers) when this object goes.
    @ObservationIgnored private let lifetime = Lifetime()

    /// Transforms `viewModel` with `input` (once, as `ViewModelType` requires) and holds the result.
    public init(_ viewModel: ViewModel, input: ViewModel.Input) {
        self.viewModel = viewModel
        self.input = input
        output = viewModel.transform(input: input)
    }

    /// The latest value of the output's driver at `keyPath`, tracked by Observation: a view that reads it
    /// is updated when the driver delivers a different value.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewModel.Output, Driver<Value>>) -> Value {
        observedValue(keyPath).value
    }

    /// The input relay at `keyPath` as a method: `model.select(id)` sends `id` to `input.select`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewModel.Input, PublishRelay<Value>>) -> (Value) -> Void {
        let relay = input[keyPath: keyPath]
        return { relay.send($0) }
    }

    /// The event relay at `keyPath` as a method without arguments: `model.refresh()`.
    public subscript(dynamicMember keyPath: KeyPath<ViewModel.Input, PublishRelay<Void>>) -> () -> Void {
        let relay = input[keyPath: keyPath]
        return { relay.send(()) }
    }

    /// Sends `value` to the input relay at `keyPath`.
    public func send<Value>(_ keyPath: KeyPath<ViewModel.Input, PublishRelay<Value>>, _ value: Value) {
        input[keyPath: keyPath].send(value)
    }

    /// Calls `handle` with each event of the output's signal at `keyPath` (a navigation, an alert) for as
    /// long as this object lives. Signals are events, not state, so they are not properties to observe.
    public func on<Event>(
        _ keyPath: KeyPath<ViewModel.Output, Signal<Event>>,
        perform handle: @escaping @MainActor @Sendable (Event) -> Void
    ) {
        output[keyPath: keyPath].emit(in: lifetime, handle)
    }

    /// The observed value for the driver at `keyPath`, made (and subscribed) on first use.
    private func observedValue<Value>(_ keyPath: KeyPath<ViewModel.Output, Driver<Value>>) -> ObservedValue<Value> {
        if let existing = observedValues[keyPath] as? ObservedValue<Value> {
            return existing
        }
        let made = ObservedValue(output[keyPath: keyPath], in: lifetime)
        observedValues[keyPath] = made
        return made
    }
}

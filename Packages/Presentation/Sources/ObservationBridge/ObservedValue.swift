public import Observation
public import Reactive

/// The latest value of one `Driver`, as an `@Observable` property: what a SwiftUI view reads to be
/// redrawn when the driver delivers a different value. ``ObservedViewModel`` makes one per driver it is
/// asked for; use it alone to observe a single driver.
@MainActor
@Observable
public final class ObservedValue<Value: Sendable & Equatable> {
    /// The driver's latest value.
    public private(set) var value: Value

    /// Starts with the driver's current value and follows it until `lifetime` ends.
    public init(_ driver: Driver<Value>, in lifetime: Lifetime) {
        value = driver.value
        driver.drive(in: lifetime) { [weak self] value in
            self?.value = value
        }
    }
}

// swift-tools-version: 6.1
import PackageDescription

/// The counter once more as an `@Observable` view model with plain methods, to compare with
/// `Examples/Counter`. It needs neither Reactive nor Presentation: Observation, in the standard toolchain,
/// is its whole vocabulary.
let package = Package(
    name: "ObservableCounter",
    // The same floor as the other examples; the tests' one-shot lock is a `Synchronization.Mutex`, which needs it.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ObservableCounter", targets: ["ObservableCounter"]),
    ],
    targets: [
        .target(name: "ObservableCounter", swiftSettings: .photoList),
        .testTarget(name: "ObservableCounterTests", dependencies: ["ObservableCounter"], swiftSettings: .photoList),
    ],
    swiftLanguageModes: [.v6]
)

extension Array where Element == SwiftSetting {
    /// Every import is internal unless a file says otherwise, so no dependency leaks through a public API;
    /// a module's members are visible only where a file imports it, so every dependency is named.
    static let photoList: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility")]
}

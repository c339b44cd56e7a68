// swift-tools-version: 6.1
import PackageDescription

/// The reactive vocabulary view models speak: relays, lifetimes and main-actor drivers.
/// Built on Swift concurrency and swift-async-algorithms; knows nothing of photos.
let package = Package(
    name: "Reactive",
    // `AsyncSequence<Element, Never>` (the typed-failure primary associated types every output uses) and
    // `Synchronization.Mutex` (every relay's lock) first ship in macOS 15 / iOS 18 and their siblings.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Reactive", targets: ["Reactive"]),
        /// Records what a stream emits and awaits the next values without sleeping. For tests only.
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        // Tests only: a clock the tests advance by hand, and a serial executor for deterministic ordering.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
        // Documentation only: `swift package generate-documentation` (see Scripts/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "Reactive",
            dependencies: [.product(name: "AsyncAlgorithms", package: "swift-async-algorithms")],
            swiftSettings: .photoList
        ),
        .target(name: "ReactiveTesting", dependencies: ["Reactive"], swiftSettings: .photoList),
        .testTarget(
            name: "ReactiveTests",
            dependencies: [
                "Reactive",
                "ReactiveTesting",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ],
            swiftSettings: .photoList
        ),
    ],
    swiftLanguageModes: [.v6]
)

extension Array where Element == SwiftSetting {
    /// Every import is internal unless a file says otherwise, so no dependency leaks through a public API;
    /// a module's members are visible only where a file imports it, so every dependency is named.
    static let photoList: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility")]
}

// swift-tools-version: 6.1
import PackageDescription

/// View models (Input → Output) and UI-agnostic display models. Sees Domain and Reactive only.
let package = Package(
    name: "Presentation",
    // Reactive's floor: its outputs are `AsyncSequence<Element, Never>` and its relays use `Mutex`
    // (macOS 15 / iOS 18 and their siblings).
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Presentation", targets: ["Presentation"]),
        /// Any view model as an `@Observable` object (outputs as properties, inputs as methods), for SwiftUI.
        .library(name: "ObservationBridge", targets: ["ObservationBridge"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Reactive"),
        // Tests only: runs every task on the main actor in order, so view-model tests need no sleeps.
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
        // Tests only: a clock the tests advance by hand, so the search debounce runs in virtual time.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        // Documentation only: `swift package generate-documentation` (see Scripts/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "Presentation",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            swiftSettings: .photoList
        ),
        // Observation ships with the Swift toolchain on every platform, so the bridge is tested on Linux too.
        .target(
            name: "ObservationBridge",
            dependencies: ["Presentation", .product(name: "Reactive", package: "Reactive")],
            swiftSettings: .photoList
        ),
        .testTarget(
            name: "ObservationBridgeTests",
            dependencies: [
                "ObservationBridge", "Presentation",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTesting", package: "Domain"),
                .product(name: "Reactive", package: "Reactive"),
            ],
            swiftSettings: .photoList
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: [
                "Presentation",
                .product(name: "DomainTesting", package: "Domain"),
                .product(name: "ReactiveTesting", package: "Reactive"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
                .product(name: "Clocks", package: "swift-clocks"),
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

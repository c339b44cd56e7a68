// swift-tools-version: 6.1
import PackageDescription

/// The RxSwift memo composer (a title and a content field, a Save button enabled only when both are filled)
/// as a PhotoList view model: `PublishRelay` inputs in, a `Driver` and a `Signal` out.
let package = Package(
    name: "MemoComposer",
    // Reactive's constrained `AsyncSequence<Element, Never>` and `Synchronization.Mutex` need these versions.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "MemoComposer", targets: ["MemoComposer"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Reactive"),
        // For `ViewModelType`, the contract every view model of the app follows.
        .package(path: "../../Packages/Presentation"),
        // Tests only: runs every task on the main actor in order, so view-model tests need no sleeps.
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    ],
    targets: [
        .target(
            name: "MemoComposer",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            swiftSettings: .photoList
        ),
        .testTarget(
            name: "MemoComposerTests",
            dependencies: [
                "MemoComposer",
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "ReactiveTesting", package: "Reactive"),
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

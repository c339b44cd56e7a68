// swift-tools-version: 6.1
import PackageDescription

/// The RxSwift friend list (a list fed by an add-person screen through a `BehaviorSubject<[Person]>`) as two
/// PhotoList view models: the add screen emits a `Person` on a `Signal`, the list adds it.
let package = Package(
    name: "FriendList",
    // Reactive's constrained `AsyncSequence<Element, Never>` and `Synchronization.Mutex` need these versions.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "FriendList", targets: ["FriendList"]),
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
            name: "FriendList",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            swiftSettings: .photoList
        ),
        .testTarget(
            name: "FriendListTests",
            dependencies: [
                "FriendList",
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

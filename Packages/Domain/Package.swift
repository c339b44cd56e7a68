// swift-tools-version: 6.1
import PackageDescription

/// The innermost layer: entities, value types, ports and use cases. Depends on nothing but Foundation.
let package = Package(
    name: "Domain",
    // One floor for both products: DomainTesting's fakes lock with `Synchronization.Mutex` (macOS 15 / iOS 18
    // and their siblings). Domain alone would go lower, but every consumer also takes Reactive, whose floor
    // this is anyway.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        /// Fakes and fixtures for other packages' tests. Never linked into the app.
        .library(name: "DomainTesting", targets: ["DomainTesting"]),
    ],
    dependencies: [
        // Documentation only: `swift package generate-documentation` (see Scripts/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Domain", swiftSettings: .photoList),
        .target(name: "DomainTesting", dependencies: ["Domain"], swiftSettings: .photoList),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "DomainTesting"], swiftSettings: .photoList),
    ],
    swiftLanguageModes: [.v6]
)

extension Array where Element == SwiftSetting {
    /// Every import is internal unless a file says otherwise, so no dependency leaks through a public API;
    /// a module's members are visible only where a file imports it, so every dependency is named.
    static let photoList: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility")]
}

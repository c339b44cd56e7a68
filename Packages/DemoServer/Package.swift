// swift-tools-version: 6.1
import PackageDescription

/// An embedded HTTP server that speaks Unsplash's API dialect over a deterministic generated catalog.
/// It stands in for an external service, so it shares no code with the Data package: a DTO mistake there
/// cannot be hidden by a type shared with this server.
let package = Package(
    name: "DemoServer",
    // A server for a desktop or a CI machine, not a phone: macOS and Linux only. `Synchronization.Mutex`
    // (the router's locks) needs macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DemoServer", targets: ["DemoServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Documentation only: `swift package generate-documentation` (see Scripts/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libjpeg-turbo's TurboJPEG API: decodes the bundled photographs and encodes every served picture.
        .systemLibrary(
            name: "CDemoTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .target(
            name: "DemoServer",
            dependencies: [
                "CDemoTurboJPEG",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: .photoList
        ),
        .testTarget(
            name: "DemoServerTests",
            dependencies: [
                "DemoServer",
                // An event loop whose clock the tests move: deadlines are tested without waiting for them.
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
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

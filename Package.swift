// swift-tools-version: 6.1
import PackageDescription

/// PhotoList: the `photolist` executable (composition root and commands), its terminal and web views, over the layered packages
/// in `Packages/`, plus the cross-package integration tests.
let package = Package(
    name: "PhotoList",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "photolist", targets: ["photolist"]),
    ],
    dependencies: [
        // MARK: Layers
        .package(path: "Packages/Domain"),
        .package(path: "Packages/Reactive"),
        .package(path: "Packages/Data"),
        .package(path: "Packages/Presentation"),
        .package(path: "Packages/DemoServer"),
        // MARK: App
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // MARK: Web view (`photolist web`)
        // No traits: its swift-configuration support and its full-Foundation extras are unused here, and
        // leaving them out keeps them out of the binary.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // MARK: Tests only (reading the cache and library files as the user's SQLite would)
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "photolist",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Networking", package: "Data"),
                .product(name: "CurlNetworking", package: "Data"),
                .product(name: "PhotoData", package: "Data"),
                .product(name: "Persistence", package: "Data"),
                .product(name: "Imaging", package: "Data"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DemoServer", package: "DemoServer"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                "PhotoListTerminal",
                "PhotoListWeb",
            ],
            path: "Apps/photolist",
            swiftSettings: .photoList
        ),
        // The terminal views: the interactive browser, the commands' output (tables, JSON, pictures) and the
        // raw terminal. Like the web view, they see Presentation (and the Domain values its outputs carry), never
        // Data or DemoServer: the composition root in `photolist` hands them what to build.
        .target(
            name: "PhotoListTerminal",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Presentation", package: "Presentation"),
                "CTerminalGuard",
            ],
            path: "Apps/PhotoListTerminal",
            swiftSettings: .photoList
        ),
        // The web view: a second view over the same view models. It sees Presentation (and the Domain values
        // its outputs carry), never Data: the composition root in `photolist` hands it what to build.
        .target(
            name: "PhotoListWeb",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Apps/PhotoListWeb",
            swiftSettings: .photoList
        ),
        .testTarget(
            name: "WebTests",
            dependencies: [
                "PhotoListWeb",
                .product(name: "Domain", package: "Domain"),
                .product(name: "DomainTesting", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "ReactiveTesting", package: "Reactive"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                // The sessions' log lines, read back by a handler of the test's own.
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/WebTests",
            swiftSettings: .photoList
        ),
        // Raw mode and its restoration from signal handlers, which must be async-signal-safe C.
        .target(name: "CTerminalGuard", path: "Apps/CTerminalGuard"),
        .testTarget(
            name: "IntegrationTests",
            // Depending on the executable makes `swift test` build it; the tests run the real binary.
            dependencies: [
                "photolist",
                // Key decoding, layout and picture rendering are tested inside the terminal views' module.
                "PhotoListTerminal",
                // Width tests compare against the C library's wcswidth through the app's C shim.
                "CTerminalGuard",
                .product(name: "DomainTesting", package: "Domain"),
                .product(name: "Presentation", package: "Presentation"),
                // The composition root's screens are assembled over fakes and read through their outputs.
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "ReactiveTesting", package: "Reactive"),
                "PhotoListWeb",
                .product(name: "HTTPTestServer", package: "Data"),
                // The direct page reader is checked against captured pages of the real service.
                .product(name: "PhotoData", package: "Data"),
                .product(name: "GRDB", package: "GRDB.swift"),
                // The composition root's decisions are checked from parsed options.
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/IntegrationTests",
            swiftSettings: .photoList
        ),
    ],
    swiftLanguageModes: [.v6]
)

extension [SwiftSetting] {
    /// Every import is internal unless a file writes `public import`, so no dependency's types leak through
    /// an API; and a module's members are visible only where the file imports it, so every use of a module
    /// names it and the architecture check sees every dependency.
    static let photoList: [SwiftSetting] = [
        .enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

// swift-tools-version: 6.1
import PackageDescription

/// PhotoList's benchmarks (`Scripts/bench`), a package of their own so that what they measure against (a
/// plain C libcurl loop, AsyncHTTPClient) never enters the app's dependency graph: `swift run photolist`
/// neither resolves nor builds them.
let package = Package(
    name: "PhotoListBench",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "photolist-bench", targets: ["photolist-bench"]),
        .executable(name: "hello-foundation", targets: ["hello-foundation"]),
        .executable(name: "hello-world", targets: ["hello-world"]),
        .executable(name: "hello-grdb", targets: ["hello-grdb"]),
        .executable(name: "measure-child", targets: ["measure-child"]),
    ],
    dependencies: [
        .package(path: "../../Packages/Domain"),
        .package(path: "../../Packages/Reactive"),
        .package(path: "../../Packages/Data"),
        .package(path: "../../Packages/Presentation"),
        .package(path: "../../Packages/DemoServer"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The size floor (hello-grdb): the database library photolist links, alone.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // A peer to compare the curl client with: what server-side Swift teams pick. Bench only.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    ],
    targets: [
        // A measuring tool, so like the composition root it builds concrete Data types.
        .executableTarget(
            name: "photolist-bench",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Networking", package: "Data"),
                .product(name: "CurlNetworking", package: "Data"),
                .product(name: "URLSessionNetworking", package: "Data"),
                .product(name: "Persistence", package: "Data"),
                .product(name: "PhotoData", package: "Data"),
                .product(name: "Imaging", package: "Data"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DemoServer", package: "DemoServer"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                "CCurlBench",
                "CSQLiteBench",
            ],
            swiftSettings: [
                .enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility"),
            ]
        ),
        // The start-up and memory floor: a Foundation hello world.
        .executableTarget(name: "hello-foundation"),
        // The size floors (`Scripts/bench --size`): Swift alone, and Swift with GRDB (hence Foundation).
        .executableTarget(name: "hello-world"),
        .executableTarget(name: "hello-grdb", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        // Runs a program and reports its wall time and its own peak memory (see main.c for why it is C).
        .executableTarget(name: "measure-child"),
        // A plain C loop on one reused curl handle: the practical limit the curl client is compared with.
        .systemLibrary(name: "CCurlBench", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // A plain C sqlite3 loop reading the cache's page query: the floor a page read is measured against.
        .systemLibrary(name: "CSQLiteBench", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

/// The outer ring: the HTTP client (libcurl), DTOs and their mapping, SQLite persistence (GRDB), and the
/// repositories that implement Domain's ports. Imports Domain; never Presentation or Reactive.
let package = Package(
    name: "Data",
    // Networking, PhotoData and Persistence build for Apple platforms too (CurlNetworking and Imaging need
    // libcurl and libturbojpeg there); `Synchronization.Mutex` sets the floor at macOS 15 / iOS 18.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        /// The HTTP seam: requests and responses, the client protocols, and the retrying and logging
        /// decorators. Knows nothing of photos or of libcurl, so it builds on every platform.
        .library(name: "Networking", targets: ["Networking"]),
        /// `URLSessionHTTPClient`, the Networking protocols over Foundation's URLSession: the client an Apple
        /// app would take. A product of its own so that `photolist`, which uses libcurl, links no
        /// FoundationNetworking (on Linux, a second copy of libcurl's whole stack).
        .library(name: "URLSessionNetworking", targets: ["URLSessionNetworking"]),
        /// The client the app uses: `CurlHTTPClient`, the Networking protocols over libcurl.
        .library(name: "CurlNetworking", targets: ["CurlNetworking"]),
        /// Photo sources: DTOs, their mapping to Domain, and repositories implementing Domain's ports.
        .library(name: "PhotoData", targets: ["PhotoData"]),
        /// JPEG decoding (libjpeg-turbo's TurboJPEG API) behind Domain's `ImageDecoder` port, with size limits
        /// checked before any pixel is decoded. The only module that sees the C library.
        .library(name: "Imaging", targets: ["Imaging"]),
        /// SQLite storage (GRDB): the disposable photo cache, the user's library (favourites, recent
        /// searches), and the offline-first repository. No GRDB type crosses its public API.
        .library(name: "Persistence", targets: ["Persistence"]),
        /// Test support for other packages' tests: a scripted HTTP/1.1 server on 127.0.0.1, a listener that
        /// never answers, and an in-memory log sink. Never linked into the app.
        .library(name: "HTTPTestServer", targets: ["HTTPTestServer"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The ecosystem's currency types for HTTP (AsyncHTTPClient, Hummingbird, the OpenAPI runtime speak them).
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Documentation only: `swift package generate-documentation` (see Scripts/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libcurl's declarations (libcurl4-openssl-dev) and a loader: libcurl is opened with dlopen on first
        // use, not linked, so a run that makes no request never maps it and its thirty libraries.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .target(
            name: "Imaging",
            dependencies: ["CTurboJPEG", .product(name: "Domain", package: "Domain")],
            swiftSettings: .photoList
        ),
        .target(
            name: "Networking",
            dependencies: [.product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "Logging", package: "swift-log")],
            swiftSettings: .photoList
        ),
        .target(name: "URLSessionNetworking", dependencies: ["Networking"], swiftSettings: .photoList),
        // The only module that sees libcurl, so Networking itself stays portable.
        .target(
            name: "CurlNetworking",
            dependencies: ["CCurl", "Networking"],
            swiftSettings: .photoList
        ),
        .target(
            name: "PhotoData",
            dependencies: ["Networking", .product(name: "Domain", package: "Domain"), .product(name: "Logging", package: "swift-log")],
            swiftSettings: .photoList
        ),
        .target(
            name: "Persistence",
            dependencies: [
                .product(name: "Domain", package: "Domain"), .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: .photoList
        ),
        // A tiny blocking HTTP/1.1 server on 127.0.0.1 for the tests: real sockets, scripted answers.
        .target(
            name: "HTTPTestServer",
            dependencies: [.product(name: "Logging", package: "swift-log")],
            path: "Tests/HTTPTestServer",
            swiftSettings: .photoList
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: [
                "Networking", "CurlNetworking", "URLSessionNetworking", "HTTPTestServer", .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: .photoList
        ),
        // Writes to a cache and a library in a loop, for the SIGKILL and two-writer tests.
        .executableTarget(
            name: "persistence-stress-writer",
            dependencies: ["Persistence", .product(name: "Domain", package: "Domain")],
            path: "Tests/PersistenceStressWriter",
            swiftSettings: .photoList
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "Persistence", "persistence-stress-writer",
                .product(name: "Domain", package: "Domain"), .product(name: "DomainTesting", package: "Domain"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // A library and a cache written by the release that stored JSON snapshots, to migrate.
            resources: [.copy("Fixtures")],
            swiftSettings: .photoList
        ),
        // Compares decoded pixels with libjpeg-turbo's own djpeg on files cjpeg writes (libjpeg-turbo-progs).
        .testTarget(
            name: "ImagingTests",
            dependencies: ["Imaging", .product(name: "Domain", package: "Domain")],
            resources: [.copy("Fixtures")],
            swiftSettings: .photoList
        ),
        .testTarget(
            name: "PhotoDataTests",
            dependencies: [
                "PhotoData", "Networking", "CurlNetworking", "HTTPTestServer", .product(name: "Domain", package: "Domain"),
            ],
            resources: [.copy("Fixtures")],
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

// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets for the code that reads untrusted input: Unsplash DTO decoding (list, search and
/// detail bodies), the Link header parser, HTTP dates (`Retry-After`), the BlurHash decoder, the terminal sanitiser, query encoding, and
/// JPEG decoding (TurboJPEG, with its size limits) down to fitting the pixels to a view.
/// Built only by `Scripts/fuzz`, with `-sanitize=fuzzer,address` (a plain `swift build` cannot link them).
let photoData: Target.Dependency = .product(name: "PhotoData", package: "Data")
let domain: Target.Dependency = .product(name: "Domain", package: "Domain")

let package = Package(
    name: "PhotoListFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../Packages/Domain"),
        .package(path: "../../Packages/Data"),
        .package(path: "../../Packages/Presentation"),
    ],
    targets: [
        // Declares libFuzzer's LLVMFuzzerRunDriver, which the fuzzer runtime defines.
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"], swiftSettings: .fuzz),
        // TerminalText lives in the app (an executable cannot be imported): its source file is symlinked in.
        // The app's C shim (cell widths from wcwidth), symlinked in as TerminalText and CellWidth are.
        .target(name: "CTerminalGuard"),
        .executableTarget(
            name: "fuzz-terminal-text",
            dependencies: ["FuzzSupport", "CTerminalGuard", domain, .product(name: "Presentation", package: "Presentation")],
            swiftSettings: .fuzz
        ),
    ] + [
        ("fuzz-unsplash-dtos", photoData), ("fuzz-photo-list-reader", photoData), ("fuzz-link-header", photoData),
        ("fuzz-query-encoding", photoData), ("fuzz-http-date", .product(name: "Networking", package: "Data")),
        ("fuzz-blurhash", .product(name: "Presentation", package: "Presentation")),
    ].map { name, layer in
        .executableTarget(name: name, dependencies: ["FuzzSupport", layer], swiftSettings: .fuzz)
    } + [
        .executableTarget(
            name: "fuzz-jpeg-decode",
            dependencies: ["FuzzSupport", domain, .product(name: "Imaging", package: "Data"), .product(name: "Presentation", package: "Presentation")],
            swiftSettings: .fuzz
        ),
    ],
    swiftLanguageModes: [.v6]
)

extension Array where Element == SwiftSetting {
    static let fuzz: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility")]
}

internal import CFuzzerDriver
#if canImport(Glibc)
import Glibc
#endif

/// Runs libFuzzer with `body` as the function under test: each input arrives as bytes; a crash, a failed
/// precondition or an address-sanitizer report is a finding.
public enum FuzzDriver {
    /// The body libFuzzer's C callback calls. Set once before the driver starts, then only read, from the
    /// fuzzer's single thread.
    nonisolated(unsafe) private static var body: ([UInt8]) -> Void = { _ in }

    /// Hands the process to libFuzzer (it parses the command line: corpus folders, `-max_total_time=`, …).
    public static func run(_ body: @escaping ([UInt8]) -> Void) -> Never {
        Self.body = body
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            fuzzerTestOneInput(data, size)
        }
        exit(status)
    }

    /// Runs the body on one input.
    static func test(_ bytes: [UInt8]) {
        body(bytes)
    }
}

/// Ends the run as a finding when `condition` is false (a property every input must keep).
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        fatalError("fuzz property violated: \(message())")
    }
}

/// libFuzzer's conventional entry point. The runtime's own `main` refers to it, so it must exist even
/// though ``FuzzDriver/run(_:)`` passes its callback explicitly; both reach the same body.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzDriver.test(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

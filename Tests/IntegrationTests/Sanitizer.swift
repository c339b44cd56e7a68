import Foundation

/// Whether this build runs under Address or Thread Sanitizer (`Scripts/test --sanitize`): the test bundle is
/// built with the same flags as the binary it runs, so its own process says.
enum Sanitizer {
    /// True when the sanitizer's runtime is loaded in this process.
    static let isActive = dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil
}

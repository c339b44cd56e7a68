import Foundation
import Testing

extension Tag {
    /// A stress suite: real processes killed or racing over and over. It takes most of the package's test
    /// time, so a plain `swift test` skips it; `Scripts/test` runs it (it sets `PHOTOLIST_STRESS=1`).
    @Tag static var stress: Self
}

/// Whether this run includes the stress suites: `PHOTOLIST_STRESS=1 swift test` or `Scripts/test`.
enum StressTests {
    static let enabled = ProcessInfo.processInfo.environment["PHOTOLIST_STRESS"] == "1"
    static let skipped: Comment = "a stress suite: Scripts/test runs it, or PHOTOLIST_STRESS=1 swift test"
}

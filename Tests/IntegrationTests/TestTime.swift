import Foundation

/// How much longer than usual the end-to-end tests may take: `PHOTOLIST_TEST_TIME_SCALE` (default 1).
/// `Scripts/test --sanitize` sets it, because a binary built with TSan or ASan runs several times slower;
/// time limits and budgets stretch, but what each test asserts does not change.
enum TestTime {
    static let scale: Int = max(1, Int(ProcessInfo.processInfo.environment["PHOTOLIST_TEST_TIME_SCALE"] ?? "") ?? 1)
}

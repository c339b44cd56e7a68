import Foundation
import GRDB
@testable import Persistence
import Testing

/// `DatabaseTimestamp` writes the text GRDB's own `Date` binding writes (GRDB formats with a
/// `DateFormatter`, so ICU is the independent implementation here), and GRDB reads it back.
@Suite("DatabaseTimestamp")
struct DatabaseTimestampTests {
    /// 1600-01-01 and 10000-01-01, in seconds since 1970.
    private static let (first, end) = (-11_676_096_000.0, 253_402_300_800.0)

    @Test("given 20,000 moments spread over 1600–9999 with odd fractions of a second, when stored, then each is the text GRDB's DateFormatter writes")
    func everyMomentMatchesGRDB() {
        // A stride unrelated to days, seconds or milliseconds visits every time of day and every fraction.
        let stride = (Self.end - Self.first) / 20_000.37
        let moments = (0..<20_000).map { Date(timeIntervalSince1970: Self.first + Double($0) * stride + 0.000_123_7 * Double($0 % 997)) }

        let different = moments.filter { DatabaseTimestamp.value($0) != $0.databaseValue }

        #expect(different.count == 0, "first differing: \(different.prefix(3).map { "\($0.timeIntervalSince1970): \(DatabaseTimestamp.value($0)) vs \($0.databaseValue)" })")
    }

    @Test("given the edges (the epoch, a millisecond before it, leap days, century years, the range's ends), when stored, then each is the text GRDB writes", arguments: [
        0, -0.001, -0.000_1, 0.000_9, 951_782_400, 951_868_799.999_9, -2_203_891_200, 4_107_542_400,
        -11_676_096_000, 253_402_300_799.999, 1_795_000_000.5, -86_400.000_5,
    ])
    func edgesMatchGRDB(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)

        #expect(DatabaseTimestamp.value(date) == date.databaseValue)
    }

    @Test("given moments outside 1600–9999, when stored, then they are what GRDB writes (it writes them)", arguments: [-12_000_000_000.0, 253_402_300_800, 300_000_000_000])
    func outsideTheRangeIsGRDBs(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)

        #expect(DatabaseTimestamp.value(date) == date.databaseValue)
    }

    @Test("given a stored moment, when GRDB reads it back, then it is that moment to the nearest millisecond")
    func readsBackAsTheMoment() throws {
        let date = Date(timeIntervalSince1970: 1_795_123_456.789_6)
        let queue = try DatabaseQueue()

        let readBack = try queue.read { db in try Date.fetchOne(db, sql: "SELECT ?", arguments: [DatabaseTimestamp.value(date)]) }

        let read = try #require(readBack)
        #expect(abs(read.timeIntervalSince(date)) <= 0.000_5)
        #expect(abs(read.timeIntervalSince1970 - 1_795_123_456.790) < 0.000_01)
    }
}

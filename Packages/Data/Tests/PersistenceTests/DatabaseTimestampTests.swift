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

    @Test("given 20,000 stored moments, when read, then each is the Date GRDB reads from the same text")
    func readingMatchesGRDB() {
        let stride = (Self.end - Self.first) / 20_000.37
        let values = (0..<20_000).map { DatabaseTimestamp.value(Date(timeIntervalSince1970: Self.first + Double($0) * stride + 0.000_123_7 * Double($0 % 997))) }

        let different = values.filter { DatabaseTimestamp.date($0) != Date.fromDatabaseValue($0) }

        #expect(different.count == 0, "first differing: \(different.prefix(3).map { "\($0): \(DatabaseTimestamp.date($0).map(\.timeIntervalSinceReferenceDate) ?? .nan) vs \(Date.fromDatabaseValue($0).map(\.timeIntervalSinceReferenceDate) ?? .nan)" })")
    }

    @Test("given every millisecond-odd moment of the 100 days around 2001-01-01 (where the day's start is small), when read, then each is the Date GRDB reads")
    func readingMatchesGRDBNearTheReferenceDate() {
        // 978_307_200 is 2001-01-01 in seconds since 1970; a step of 86,400.0371 s visits every time of day.
        let values = (-50_000..<50_000).map { DatabaseTimestamp.value(Date(timeIntervalSince1970: 978_307_200 + Double($0) * 86.400_037_1)) }

        let different = values.filter { DatabaseTimestamp.date($0) != Date.fromDatabaseValue($0) }

        #expect(different.count == 0, "first differing: \(different.prefix(3))")
        #expect(DatabaseTimestamp.date("2000-12-31 23:59:59.001".databaseValue) == Date.fromDatabaseValue("2000-12-31 23:59:59.001".databaseValue))
    }

    @Test("given text in other shapes or out of range, when read, then it is what GRDB reads (a date, or none)", arguments: [
        "2026-11-24 01:02:03", "2026-11-24", "2026-11-24T01:02:03.456", "2026-11-24 01:02:03.456Z", "2026-02-30 00:00:00.000",
        "2026-13-01 00:00:00.000", "1500-01-01 00:00:00.000", "2026-11-24 24:00:00.000", "2026-11-24 01:02:03.4x6", "not a date", "",
        "2024-02-29 23:59:59.999", "2023-02-29 00:00:00.000", "1600-01-01 00:00:00.000", "9999-12-31 23:59:59.999",
    ])
    func otherTextIsGRDBs(text: String) {
        #expect(DatabaseTimestamp.date(text.databaseValue) == Date.fromDatabaseValue(text.databaseValue))
    }

    @Test("given a number, when read, then it is what GRDB reads (seconds since 1970)")
    func numbersAreGRDBs() {
        #expect(DatabaseTimestamp.date(1_795_000_000.25.databaseValue) == Date(timeIntervalSince1970: 1_795_000_000.25))
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

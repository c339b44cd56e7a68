import Foundation

/// Hands out the ids 00000000-0000-0000-0000-000000000001, …002 and so on, in order, so a test knows the
/// id of each person before it is saved.
@MainActor
final class SequentialIDs {
    private var last: UInt8 = 0

    /// The next id.
    func next() -> UUID {
        last += 1
        return Self.id(last)
    }

    /// The id handed out `number`th.
    nonisolated static func id(_ number: UInt8) -> UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number))
    }
}

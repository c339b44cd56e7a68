public import Foundation

/// A friend in the list. Identified by ``id``, never by name or position: two friends may share a name,
/// and a row's position changes when another row is deleted.
public struct Person: Identifiable, Equatable, Sendable {
    /// Who this is, for as long as the list lives.
    public let id: UUID
    /// The name the list shows.
    public let name: String

    /// Creates a person.
    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}

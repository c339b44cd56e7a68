public import Domain

/// A step from one photo to its neighbour in the list it was opened from (the detail's next and previous
/// keys).
public struct PhotoStep: Equatable, Sendable {
    /// Which way.
    public enum Direction: Equatable, Sendable {
        /// The photo after it.
        case next
        /// The photo before it.
        case previous
    }

    /// The photo shown now.
    public let from: PhotoID
    /// Which way to step.
    public let direction: Direction

    /// A step from `from` in `direction`.
    public init(from: PhotoID, _ direction: Direction) {
        self.from = from
        self.direction = direction
    }
}

/// Where a step from a photo leads, in a list as loaded so far.
public enum PhotoNeighbor: Equatable, Sendable {
    /// To this photo.
    case photo(PhotoID)
    /// Past the last loaded row of a list that has more: the next page must come first.
    case needsNextPage
    /// Nowhere: the first or the last photo of the whole list, or a photo the list does not hold.
    case none
}

extension RandomAccessCollection where Element == PhotoListItem, Index == Int {
    /// Where `step` leads among these rows; past the end, `hasMore` says whether a page may still bring it.
    public func neighbor(of step: PhotoStep, hasMore: Bool) -> PhotoNeighbor {
        guard let index = firstIndex(where: { $0.id == step.from }) else { return .none }
        let target = step.direction == .next ? index + 1 : index - 1
        if indices.contains(target) { return .photo(self[target].id) }
        return target == count && hasMore ? .needsNextPage : .none
    }
}

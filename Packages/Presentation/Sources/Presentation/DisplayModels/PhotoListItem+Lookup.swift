public import Domain

extension RandomAccessCollection where Element == PhotoListItem, Index == Int {
    /// The row at `index`, or `nil` when the list has no such row.
    public func item(at index: Int) -> PhotoListItem? {
        indices.contains(index) ? self[index] : nil
    }

    /// The row showing the photo with `id`, or `nil` when the list no longer has it.
    public func item(id: PhotoID) -> PhotoListItem? {
        first { $0.id == id }
    }
}

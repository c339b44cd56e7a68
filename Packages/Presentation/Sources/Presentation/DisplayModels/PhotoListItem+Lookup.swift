extension Array where Element == PhotoListItem {
    /// The row at `index`, or `nil` when a view sends an index the list no longer has (it shrank, say).
    public func item(at index: Int) -> PhotoListItem? {
        indices.contains(index) ? self[index] : nil
    }
}

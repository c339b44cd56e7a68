extension PhotoLibrary {
    /// One element after each burst of writes to this library by any process, this one included, seen
    /// through inotify on its folder: a screen reads its favourites again, so one added or removed by
    /// another photolist shows without a reload. Ends at once where writes cannot be watched (not Linux,
    /// or the per-user limit of inotify instances reached).
    public func writes() -> AsyncStream<Void> {
        DatabaseWrites.stream(path: path)
    }
}

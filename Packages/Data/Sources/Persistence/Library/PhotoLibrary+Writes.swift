extension PhotoLibrary {
    /// One element after each burst of writes to this library by any process, this one included, seen
    /// through inotify on its folder (each photolist also marks its commits there, so a read woken by one
    /// finds it): a screen reads its favourites again, so one added or removed by another photolist shows
    /// without a reload. Ends at once where writes cannot be watched: not Linux, or (with a warning logged)
    /// the per-user limit of inotify instances or watches reached.
    public func writes() -> AsyncStream<Void> {
        DatabaseWrites.stream(path: path)
    }
}

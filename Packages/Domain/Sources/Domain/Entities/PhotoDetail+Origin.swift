extension PhotoDetail {
    /// Where a detail came from: what a screen that must not pass an old copy off as the source's answer
    /// reads (missing camera facts then mean "not kept", not "none").
    public enum Origin: Hashable, Sendable {
        /// The source's answer.
        case source
        /// What the offline copy keeps of the photo (no exif, place or tags): because the source could not
        /// answer now (`outage` says why), or because it was not asked (offline, `nil`).
        case offlineCopy(outage: SourceOutage?)

        /// Why the offline copy stood in, when the source could not answer; `nil` otherwise.
        public var outage: SourceOutage? {
            if case .offlineCopy(let outage) = self { outage } else { nil }
        }
    }
}

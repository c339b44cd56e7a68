extension PhotoDetail {
    /// Where a detail came from: what a screen that must not pass an old copy off as the source's answer
    /// reads (missing camera facts then mean "not kept", not "none").
    public enum Origin: Hashable, Sendable {
        /// The source's answer.
        case source
        /// What the offline copy keeps of the photo (no exif, place or tags): because the source could not
        /// answer now (`outage` says why), or because it was not asked (offline, `nil`).
        case offlineCopy(outage: SourceOutage?)
        /// The snapshot kept with the photo's favourite (no exif, place or tags), when the offline copy did
        /// not hold the photo either: `outage` says why the source was not used, `nil` when it was not asked.
        case favorite(outage: SourceOutage?)

        /// Why a kept copy stood in, when the source could not answer; `nil` otherwise.
        public var outage: SourceOutage? {
            switch self {
            case .source: nil
            case .offlineCopy(let outage), .favorite(let outage): outage
            }
        }
    }

    /// What a kept copy knows of `photo` (no exif, place, tags or download count: only the source's detail
    /// has them), marked with where it was kept and why it stood in.
    public static func keptCopy(of photo: Photo, origin: Origin) -> PhotoDetail {
        PhotoDetail(photo: photo, exif: nil, location: nil, tags: [], downloads: nil, origin: origin)
    }
}

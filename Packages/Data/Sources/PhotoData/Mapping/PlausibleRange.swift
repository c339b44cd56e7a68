import Foundation

/// The one place that says which numbers from a photo source are believable. Every mapper from a DTO or
/// a response header to a Domain value checks its numbers here, so a source (or anyone pretending to be
/// one) cannot hand the rest of the app a value that overflows arithmetic, breaks a layout or prints as
/// nonsense.
///
/// The ranges live in PhotoData, not in Domain, because they are a judgement about what a remote source
/// may claim, not a property of photos: they include wire-only numbers (rate-limit headers, their reset
/// time) that Domain has no word for. What Domain receives is already inside them, which is what
/// `Photo`'s "already validated parts" means.
///
/// A number outside its range is treated like a malformed value in the same place: a photo with an
/// impossible size or like count is dropped like any malformed item; an impossible download count or ISO
/// is dropped from a detail's extras, as a malformed extra already is; an impossible quota or reset time
/// becomes unknown.
enum PlausibleRange {
    /// Pixels per side of a photo: 1…100 000. The largest single-frame camera sensors are about 20 000 px
    /// wide and stitched panoramas reach tens of thousands; 100 000 keeps every size computation (such as
    /// scaling to a thumbnail) far from overflow.
    static let photoSide = 1...100_000

    /// The most the long side of a photo may exceed the short side: 1 000 : 1 (a 100 000 × 100 px strip).
    /// A real panorama is rarely beyond 20 : 1; a wider "photo" cannot be laid out as one.
    static let maximumAspectRatio = 1_000

    /// The most items a page may hold: 100. Unsplash serves at most 30 a page and Picsum at most 100; a
    /// longer array is refused rather than decoded (see `BoundedItems`).
    static let itemsPerPage = 100

    /// Likes and downloads: 0…10¹⁰. The most-downloaded photos on Unsplash count in the tens of millions.
    static let count = 0...10_000_000_000

    /// ISO sensitivity: 1…10 000 000 (the highest any camera offers is about 4.5 million).
    static let iso = 1...10_000_000

    /// A rate-limit quota (`X-Ratelimit-Limit`, `X-Ratelimit-Remaining`): 0…10⁹ requests per window
    /// (Unsplash grants 50 or 5 000 an hour).
    static let quota = 0...1_000_000_000

    /// How far ahead a rate-limit reset may lie: one day (Unsplash's window is an hour). A later reset, or
    /// one in the past, is unknown rather than shown.
    static let resetHorizon: TimeInterval = 86_400

    /// Whether `width` × `height` can be a photo: both sides in ``photoSide`` and the sides at most
    /// ``maximumAspectRatio`` apart.
    static func isPhotoSize(width: Int, height: Int) -> Bool {
        guard photoSide.contains(width), photoSide.contains(height) else { return false }
        // Cannot overflow: both sides are at most 100 000.
        return max(width, height) <= maximumAspectRatio * min(width, height)
    }

    /// Whether an optional count (likes, downloads) is absent or within ``count``.
    static func isCount(_ value: Int?) -> Bool {
        value.map(count.contains) ?? true
    }

    /// `value` when it lies in `range`, else `nil`: for numbers that become unknown when implausible.
    static func within(_ range: ClosedRange<Int>, _ value: Int?) -> Int? {
        value.flatMap { range.contains($0) ? $0 : nil }
    }

    /// The instant `seconds` after `now`, when that lies within ``resetHorizon``; else `nil`.
    static func reset(inSeconds seconds: Int, after now: Date) -> Date? {
        (0...Int(resetHorizon)).contains(seconds) ? now.addingTimeInterval(TimeInterval(seconds)) : nil
    }

    /// `date` when it lies between `now` and ``resetHorizon`` after it; else `nil`.
    static func reset(at date: Date, after now: Date) -> Date? {
        let ahead = date.timeIntervalSince(now)
        return ahead >= 0 && ahead <= resetHorizon ? date : nil
    }
}

public import Domain
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A photo's detail with every text formatted for display. Keeps the domain value too, for views that
/// need raw numbers (a JSON printer, a layout that scales by aspect ratio).
public struct PhotoDetailDisplay: Equatable, Sendable {
    /// The domain value this display was made from.
    public let detail: PhotoDetail
    /// The description, or a neutral title when there is none.
    public let title: String
    /// "Photo by Ansel Adams on Unsplash" when the source asks for attribution, else "Photo by Ansel Adams".
    public let attribution: String
    /// The attribution and the photographer's handle when they have one that is not their name: "Photo by
    /// Ansel Adams on Unsplash (@ansel)"; the attribution alone otherwise.
    public let creditText: String
    /// "Sponsored by Surface: Made to Change" for an advertisement.
    public let sponsorText: String?
    /// What an Unsplash+ photo's licence means (``PhotoFormatting/plusLicence``), for such a photo.
    public let plusText: String?
    /// Whether a view offers to download the photo (`Photo.isDownloadable`, the rule the download use case
    /// refuses by). The notes say why an Unsplash+ photo is not; a download asked for anyway is refused.
    public let offersDownload: Bool
    /// That a kept copy (the offline copy, or the favourite's) stood in for the source, and why
    /// (``PhotoFormatting/keptCopyNote(_:)``).
    public let keptCopyText: String?
    /// The photographer's place, site and published count: "Lisbon, Portugal · https://ansel.example · 312
    /// photos", from whatever the source says.
    public let photographerText: String?
    /// The photographer's biography, as they wrote it.
    public let photographerBio: String?
    /// "12.3k views", when known.
    public let viewsText: String?
    /// "Nature, Film", when the photo is featured in topics.
    public let topicsText: String?
    /// "6000 × 4000".
    public let dimensionsText: String
    /// "1.2k likes", or `nil` when the source does not count likes.
    public let likesText: String?
    /// "4.3k downloads", when known.
    public let downloadsText: String?
    /// "Canon EOS R5", when known.
    public let cameraText: String?
    /// "1/250 s · f/4.0 · 35 mm · ISO 100", from whichever settings are known.
    public let exposureText: String?
    /// "Lisbon, Portugal", when known.
    public let locationText: String?
    /// "2023-11-14" (UTC), when the source says when the photo was published.
    public let publishedText: String?
    /// "3 years ago", relative to when the display was made, when the source says when it was published.
    public let publishedAgoText: String?
    /// "harbour, fog, winter": the first ``maximumTags`` tags, when the source gives any.
    public let tagsText: String?
    /// "#a75d39": the photo's dominant colour, when known.
    public let colorText: String?

    /// How many tags a detail names: enough to say what the photo is about, few enough for one line.
    public static let maximumTags = 8

    /// The notes every view shows under the credit, in this order: the offline copy's, the sponsor's, the
    /// Unsplash+ licence.
    public var notes: [String] {
        [keptCopyText, sponsorText, plusText].compactMap { $0 }
    }

    /// Formats `detail`; `sourceName` (e.g. "Unsplash") is named in the attribution when given, and ages
    /// are counted back from `now`.
    public init(_ detail: PhotoDetail, sourceName: String? = nil, now: Date = Date()) {
        let photo = detail.photo
        self.detail = detail
        title = photo.caption ?? "Untitled photo"
        let handle = PhotoFormatting.handle(of: photo.author).map { " (\($0))" } ?? ""
        attribution = "Photo by \(photo.author.name)" + (sourceName.map { " on \($0)" } ?? "")
        creditText = attribution + handle
        sponsorText = photo.sponsorship.map { "Sponsored by \($0.sponsor)" + ($0.tagline.map { ": \($0)" } ?? "") }
        plusText = photo.isPlus ? PhotoFormatting.plusLicence : nil
        offersDownload = photo.isDownloadable
        keptCopyText = PhotoFormatting.keptCopyNote(detail.origin)
        let profile = detail.photographer
        let profileFacts = [profile?.location, profile?.portfolioURL?.absoluteString, profile?.totalPhotos.map { PhotoFormatting.counted($0, "photo") }]
        photographerText = profileFacts.compactMap { $0 }.joined(separator: " · ").nilIfEmpty
        photographerBio = profile?.bio
        viewsText = detail.views.map { "\(PhotoFormatting.compactCount($0)) views" }
        topicsText = detail.topics.map(\.title).joined(separator: ", ").nilIfEmpty
        dimensionsText = PhotoFormatting.dimensions(width: photo.width, height: photo.height)
        likesText = photo.likes.map(PhotoFormatting.likes)
        downloadsText = detail.downloads.map { "\(PhotoFormatting.compactCount($0)) downloads" }
        cameraText = detail.exif.flatMap(PhotoFormatting.camera)
        exposureText = detail.exif.flatMap(PhotoFormatting.exposure)
        locationText = detail.location.flatMap { $0.name ?? [$0.city, $0.country].compactMap { $0 }.joined(separator: ", ").nilIfEmpty }
        publishedText = photo.createdAt.map(PhotoFormatting.day)
        publishedAgoText = photo.createdAt.map { PhotoFormatting.relative($0, now: now) }
        tagsText = detail.tags.prefix(Self.maximumTags).joined(separator: ", ").nilIfEmpty
        colorText = photo.color?.hex
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

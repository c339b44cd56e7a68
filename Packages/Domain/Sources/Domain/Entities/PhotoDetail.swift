/// Everything known about one photo: the photo itself plus what only a detail request returns.
public struct PhotoDetail: Hashable, Sendable {
    /// The photo.
    public let photo: Photo
    /// Camera settings, when the source knows them.
    public let exif: Exif?
    /// Where the photo was taken, when known.
    public let location: PhotoLocation?
    /// Descriptive tags, most relevant first.
    public let tags: [String]
    /// How many times the photo was downloaded, when the source reports it.
    public let downloads: Int?
    /// How many times the photo was viewed, when the source reports it.
    public let views: Int?
    /// The topics the photo is featured in, as the source lists them.
    public let topics: [TopicReference]
    /// What the source says of the photographer beyond their name (place, portfolio, biography), when it
    /// says anything.
    public let photographer: PhotographerProfile?
    /// Whether the source answered, or the offline copy stood in (and why).
    public let origin: Origin

    /// Creates a detail; the facts only some sources send (views, topics, the photographer's profile)
    /// default to absent, and the origin to the source.
    public init(
        photo: Photo,
        exif: Exif?,
        location: PhotoLocation?,
        tags: [String],
        downloads: Int?,
        views: Int? = nil,
        topics: [TopicReference] = [],
        photographer: PhotographerProfile? = nil,
        origin: Origin = .source
    ) {
        self.photo = photo
        self.exif = exif
        self.location = location
        self.tags = tags
        self.downloads = downloads
        self.views = views
        self.topics = topics
        self.photographer = photographer
        self.origin = origin
    }
}

/// Camera settings of a photo; every field is optional because sources often omit some.
public struct Exif: Hashable, Sendable {
    /// The camera maker, e.g. "Canon".
    public let make: String?
    /// The camera model, e.g. "EOS 5D Mark IV".
    public let model: String?
    /// Exposure time as the source writes it, e.g. "1/125".
    public let exposureTime: String?
    /// The f-number as the source writes it, e.g. "2.8".
    public let aperture: String?
    /// Focal length in millimetres as the source writes it, e.g. "35.0".
    public let focalLength: String?
    /// ISO sensitivity.
    public let iso: Int?

    /// Creates camera settings.
    public init(make: String?, model: String?, exposureTime: String?, aperture: String?, focalLength: String?, iso: Int?) {
        self.make = make
        self.model = model
        self.exposureTime = exposureTime
        self.aperture = aperture
        self.focalLength = focalLength
        self.iso = iso
    }
}

/// Where a photo was taken.
public struct PhotoLocation: Hashable, Sendable {
    /// A display name, e.g. "Lisbon, Portugal".
    public let name: String?
    /// The city.
    public let city: String?
    /// The country.
    public let country: String?

    /// Creates a location.
    public init(name: String?, city: String?, country: String?) {
        self.name = name
        self.city = city
        self.country = country
    }
}

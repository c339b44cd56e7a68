import Domain
import Foundation

extension UnsplashPhotoDetailDTO {
    /// The domain detail, or `nil` when the photo itself is not valid. Text is trimmed and empty strings
    /// become `nil`; an aperture or focal length of 0 is no value (the API sends "0.0" for unknown); an exif
    /// or location with nothing in it is absent; an older answer's location `title` names it when `name` does not; a download or view count or ISO outside
    /// ``PlausibleRange`` is dropped like a malformed extra; a topic without a title is left out.
    func toDomain() -> PhotoDetail? {
        guard let domainPhoto = photo.toDomain() else { return nil }
        let exif = exif.map {
            Domain.Exif(
                make: $0.make.trimmedText,
                model: $0.model.trimmedText,
                exposureTime: $0.exposureTime.trimmedText,
                aperture: $0.aperture.trimmedText.measured,
                focalLength: $0.focalLength.trimmedText.measured,
                iso: PlausibleRange.within(PlausibleRange.iso, $0.iso)
            )
        }
        let location = location.map {
            PhotoLocation(name: $0.name.trimmedText ?? $0.title.trimmedText, city: $0.city.trimmedText, country: $0.country.trimmedText)
        }
        return PhotoDetail(
            photo: domainPhoto,
            exif: exif == Domain.Exif(make: nil, model: nil, exposureTime: nil, aperture: nil, focalLength: nil, iso: nil) ? nil : exif,
            location: location == PhotoLocation(name: nil, city: nil, country: nil) ? nil : location,
            tags: (tags ?? []).compactMap { $0.title.trimmedText },
            downloads: PlausibleRange.within(PlausibleRange.count, downloads),
            views: PlausibleRange.within(PlausibleRange.count, views),
            // A topic is opened by its slug, so one no one could type back is left out, as in the topics list.
            topics: (topics ?? []).compactMap { element in
                element.value.flatMap { topic in
                    TypableIdentifier.allows(topic.slug) ? topic.title.trimmedText.map { TopicReference(slug: topic.slug, title: $0) } : nil
                }
            },
            photographer: photo.user.toProfile()
        )
    }
}

extension Optional where Wrapped == String {
    /// `nil` for a measurement of zero ("0", "0.0"), which the API sends when the camera did not record one.
    fileprivate var measured: String? {
        flatMap { Double($0) == 0 ? nil : $0 }
    }
}

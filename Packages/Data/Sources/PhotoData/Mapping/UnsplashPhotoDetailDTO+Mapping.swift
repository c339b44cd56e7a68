import Domain
import Foundation

extension UnsplashPhotoDetailDTO {
    /// The domain detail, or `nil` when the photo itself is not valid. Text is trimmed and empty strings
    /// become `nil`; an aperture or focal length of 0 is no value (the API sends "0.0" for unknown); an exif
    /// or location with nothing in it is absent; an older answer's location `title` names it when `name` does not; and a download count or ISO outside ``PlausibleRange`` is
    /// dropped like a malformed extra.
    func toDomain() -> PhotoDetail? {
        guard let photo = photo.toDomain() else { return nil }
        let exif = exif.map {
            Domain.Exif(
                make: $0.make.nonEmpty,
                model: $0.model.nonEmpty,
                exposureTime: $0.exposureTime.nonEmpty,
                aperture: $0.aperture.nonEmpty.measured,
                focalLength: $0.focalLength.nonEmpty.measured,
                iso: PlausibleRange.within(PlausibleRange.iso, $0.iso)
            )
        }
        let location = location.map {
            PhotoLocation(name: $0.name.nonEmpty ?? $0.title.nonEmpty, city: $0.city.nonEmpty, country: $0.country.nonEmpty)
        }
        return PhotoDetail(
            photo: photo,
            exif: exif == Domain.Exif(make: nil, model: nil, exposureTime: nil, aperture: nil, focalLength: nil, iso: nil) ? nil : exif,
            location: location == PhotoLocation(name: nil, city: nil, country: nil) ? nil : location,
            tags: (tags ?? []).compactMap { $0.title.nonEmpty },
            downloads: PlausibleRange.within(PlausibleRange.count, downloads)
        )
    }
}

extension Optional where Wrapped == String {
    /// The string without surrounding spaces (the API's camera models often begin with one); `nil` for a
    /// missing or blank string.
    fileprivate var nonEmpty: String? {
        flatMap { text in
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        }
    }

    /// `nil` for a measurement of zero ("0", "0.0"), which the API sends when the camera did not record one.
    fileprivate var measured: String? {
        flatMap { Double($0) == 0 ? nil : $0 }
    }
}

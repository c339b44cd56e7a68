import Domain

extension UnsplashPhotoDetailDTO {
    /// The domain detail, or `nil` when the photo itself is not valid. Empty strings become `nil`, an exif
    /// or location with nothing in it is absent, and a download count or ISO outside ``PlausibleRange`` is
    /// dropped like a malformed extra.
    func toDomain() -> PhotoDetail? {
        guard let photo = photo.toDomain() else { return nil }
        let exif = exif.map {
            Domain.Exif(
                make: $0.make.nonEmpty,
                model: $0.model.nonEmpty,
                exposureTime: $0.exposureTime.nonEmpty,
                aperture: $0.aperture.nonEmpty,
                focalLength: $0.focalLength.nonEmpty,
                iso: PlausibleRange.within(PlausibleRange.iso, $0.iso)
            )
        }
        let location = location.map { PhotoLocation(name: $0.name.nonEmpty, city: $0.city.nonEmpty, country: $0.country.nonEmpty) }
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
    /// `nil` for a missing or blank string.
    fileprivate var nonEmpty: String? {
        flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }
}

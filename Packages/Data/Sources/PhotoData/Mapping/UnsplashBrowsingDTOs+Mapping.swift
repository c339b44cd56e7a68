import Domain

extension UnsplashTopicDTO {
    /// The domain topic, or `nil` for one without a usable slug (one a user can type back, by
    /// `TypableIdentifier`) or title (it could be neither named nor opened). Text is trimmed, and the
    /// description, which the source writes in HTML, is read as plain text (`HTMLText`); a count outside
    /// ``PlausibleRange`` is no count.
    func toDomain() -> Topic? {
        guard TypableIdentifier.allows(slug), let title = title.trimmedText else { return nil }
        return Topic(
            id: id, slug: slug, title: title, description: description.map(HTMLText.plain).trimmedText,
            totalPhotos: PlausibleRange.within(PlausibleRange.count, totalPhotos)
        )
    }
}

extension UnsplashCollectionDTO {
    /// The domain collection, or `nil` for one without a usable id (by `TypableIdentifier`) or title. Text
    /// is trimmed; a count outside ``PlausibleRange`` is no count; a malformed curator is none.
    func toDomain() -> PhotoCollection? {
        guard TypableIdentifier.allows(id), let title = title.trimmedText else { return nil }
        return PhotoCollection(
            id: id, title: title, description: description.trimmedText,
            totalPhotos: PlausibleRange.within(PlausibleRange.count, totalPhotos),
            curator: user?.value?.toDomain()
        )
    }
}

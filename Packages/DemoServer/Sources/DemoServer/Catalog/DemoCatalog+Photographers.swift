extension DemoCatalog {
    /// The user object of `photographer`: the same on every photo of theirs. Their place, portfolio and
    /// the like come from a stream of their own; their photo count from this catalog.
    func user(for photographer: DemoPhotographer) -> DemoUser {
        var random = SplitMix64(seed: UInt64(photographer.number) &+ 0xF070_6A4E)
        return DemoUser(
            id: Self.id(at: 2_000_000 + photographer.number),
            username: photographer.username,
            firstName: photographer.firstName,
            lastName: photographer.lastName,
            location: Vocabulary.cities[Int(random.next() % UInt64(Vocabulary.cities.count))],
            totalPhotos: photographers.indices(of: photographer, count: count).count,
            totalCollections: DemoCollection.count(curatedBy: photographer)
        )
    }

    /// The indices of the photos posted by `username`, ascending (newest first); empty for a name no photo
    /// carries. A photographer's username ends in their photos' index modulo 97 and a sponsor's in no
    /// digit, so neither needs a scan of the catalog.
    func photoIndices(byUsername username: String) -> [Int] {
        if let sponsor = DemoSponsor.named(username) {
            return sponsor.indices(count: count)
        }
        guard let photographer = DemoPhotographer(username: username) else { return [] }
        return photographers.indices(of: photographer, count: count)
    }

    /// The photos of the photographer (or sponsor) called `username`, newest first, at most `limit`; empty
    /// for a name no photo carries.
    func photos(byUsername username: String, baseURL: String, limit: Int) -> [DemoPhoto] {
        photoIndices(byUsername: username).prefix(max(0, limit)).compactMap { photo(at: $0, baseURL: baseURL) }
    }
}

extension DemoCatalog {
    /// The photos of the photographer called `username`, newest first, at most `limit`; empty for a name
    /// no photo carries.
    ///
    /// A username ends in its photo's index modulo 97 (the letters before it never include a digit), so only
    /// every 97th photo is a candidate: a photographer's page costs about a hundred photos, not a scan of
    /// the catalog.
    func photos(byUsername username: String, baseURL: String, limit: Int) -> [DemoPhoto] {
        let digits = username.reversed().prefix(while: \.isNumber).reversed()
        guard !digits.isEmpty, digits.count <= 2, let remainder = Int(String(digits)), remainder < 97 else { return [] }
        var photos: [DemoPhoto] = []
        for index in stride(from: remainder, to: count, by: 97) where photos.count < limit {
            if let photo = photo(at: index, baseURL: baseURL), photo.user.username == username {
                photos.append(photo)
            }
        }
        return photos
    }
}

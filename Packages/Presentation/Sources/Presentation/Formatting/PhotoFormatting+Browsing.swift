public import Domain
// All of Foundation, not FoundationEssentials: this file needs String.trimmingCharacters.
import Foundation

extension PhotoFormatting {
    /// "Nature · 12.3k photos — Earth's beauty": a topic as one line of a list.
    public static func line(of topic: Topic) -> String {
        var text = topic.title
        if let count = topic.totalPhotos { text += " · " + counted(count, "photo") }
        if let description = topic.description { text += " — " + description }
        return text
    }

    /// "Mornings in Kyōto · 24 photos — by Ansel Adams": a collection as one line of a list.
    public static func line(of collection: PhotoCollection) -> String {
        var text = collection.title
        if let count = collection.totalPhotos { text += " · " + counted(count, "photo") }
        if let curator = collection.curator { text += " — by " + curator.name }
        return text
    }

    /// The title of a feed's screen: "Topic: Nature", "Collection: Mornings", "Photos by Ansel Adams".
    public static func title(of feed: PhotoFeed, named name: String) -> String {
        switch feed {
        case .topic: "Topic: \(name)"
        case .collection: "Collection: \(name)"
        case .photographer: "Photos by \(name)"
        }
    }
}

extension PhotoFormatting {
    /// "@ansel": the photographer's handle, when they have one that is not their name.
    public static func handle(of author: Author) -> String? {
        author.username.flatMap { $0 == author.name ? nil : "@\($0)" }
    }

    /// "Ansel Adams (@ansel) · Lisbon · 312 photos · https://ansel.example": who a photographer is, above
    /// their photos.
    public static func headline(of profile: PhotographerProfile) -> String {
        let name = profile.author.name + (handle(of: profile.author).map { " (\($0))" } ?? "")
        let facts = [profile.location, profile.totalPhotos.map { counted($0, "photo") }, profile.portfolioURL?.absoluteString]
        return ([name] + facts.compactMap { $0 }).joined(separator: " · ")
    }

    /// "“Frozen harbour in the fog” by Bruno Sato" (the caption cut to 40 characters), or "a photo by Bruno
    /// Sato" without one: a photo named in a sentence, such as what was removed.
    public static func described(_ photo: Photo) -> String {
        guard let caption = photo.caption?.trimmingCharacters(in: .whitespacesAndNewlines), !caption.isEmpty else {
            return "a photo by \(photo.author.name)"
        }
        let line = caption.split(whereSeparator: \.isNewline).joined(separator: " ")
        let cut = line.count > 40 ? line.prefix(39).trimmingCharacters(in: .whitespaces) + "…" : line
        return "“\(cut)” by \(photo.author.name)"
    }
}

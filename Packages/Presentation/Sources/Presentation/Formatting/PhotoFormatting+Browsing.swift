public import Domain
// All of Foundation, not FoundationEssentials: this file needs String.trimmingCharacters.
import Foundation

extension PhotoFormatting {
    /// "Nature · 12.3k photos — Earth's beauty": a topic as one line of a list.
    public static func line(of topic: Topic) -> String {
        line(topic.title, count: topic.totalPhotos, then: topic.description)
    }

    /// "12.3k photos — Earth's beauty": what a topic's line says after its title, for a view that shows the
    /// title on its own (a web card's button); `nil` when there is nothing more.
    public static func facts(of topic: Topic) -> String? {
        facts(count: topic.totalPhotos, then: topic.description)
    }

    /// "Mornings in Kyōto · 24 photos — by Ansel Adams": a collection as one line of a list.
    public static func line(of collection: PhotoCollection) -> String {
        line(collection.title, count: collection.totalPhotos, then: curatedBy(collection))
    }

    /// "24 photos — by Ansel Adams": what a collection's line says after its title; `nil` when nothing.
    public static func facts(of collection: PhotoCollection) -> String? {
        facts(count: collection.totalPhotos, then: curatedBy(collection))
    }

    /// "by Ansel Adams", when the collection names its curator.
    private static func curatedBy(_ collection: PhotoCollection) -> String? {
        collection.curator.map { "by " + $0.name }
    }

    /// `title`, then the facts: " · " before a count, " — " before the rest.
    private static func line(_ title: String, count: Int?, then more: String?) -> String {
        guard let facts = facts(count: count, then: more) else { return title }
        return title + (count == nil ? " " : " · ") + facts
    }

    /// "24 photos — more", "24 photos", "— more", or `nil`.
    private static func facts(count: Int?, then more: String?) -> String? {
        let parts = [count.map { counted($0, "photo") }, more.map { "— " + $0 }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
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

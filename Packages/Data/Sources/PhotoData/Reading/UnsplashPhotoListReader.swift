import Foundation

/// Reads a page of Unsplash photos (a JSON array of photo objects) straight from its bytes into the DTOs,
/// several times faster than `JSONDecoder`, which first indexes every value of the body.
///
/// It reads only what it is sure of: well-formed JSON (``JSONCursor``) in which every field PhotoList
/// reads has the type it expects, no such field appears twice in one object, and the page holds at most
/// ``PlausibleRange/itemsPerPage`` elements. Anything else (a malformed element that `JSONDecoder` would
/// drop, a width written `6000.0`, a body `JSONDecoder` tolerates but RFC 8259 does not) returns `nil`, and
/// the caller decodes the body with `JSONDecoder` as before. So whenever it returns a page, that page is
/// the one `JSONDecoder` would have made: the fuzz target `photo-list-reader` and the differential tests
/// (`UnsplashPhotoListReaderTests`) check exactly that.
enum UnsplashPhotoListReader {
    /// The page in `body`, or `nil` when it must be left to `JSONDecoder`.
    static func read(_ body: Data) -> BoundedItems<UnsplashPhotoDTO>? {
        body.withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            var photos: [UnsplashPhotoDTO] = []
            let read = cursor.readArray { cursor in
                guard photos.count < PlausibleRange.itemsPerPage, let photo = photo(&cursor) else { return false }
                photos.append(photo)
                return true
            }
            guard read, cursor.isAtEnd() else { return nil }
            return BoundedItems(items: photos, count: photos.count)
        }
    }

    // MARK: - Objects

    private static func photo(_ cursor: inout JSONCursor) -> UnsplashPhotoDTO? {
        var id: String?, createdAt: String?, width: Int?, height: Int?, color: String?, blurHash: String?
        var likes: Int?, description: String?, altDescription: String?, urls: UnsplashPhotoURLsDTO?
        var links: UnsplashPhotoLinksDTO?, user: UnsplashUserDTO?, sponsorship: LossyElement<UnsplashSponsorshipDTO>?
        var sponsored: LossyElement<Bool>?, sponsoredBy: LossyElement<UnsplashUserDTO>?
        var premium: LossyElement<Bool>?, plus: LossyElement<Bool>?
        var fields = Fields()
        let read = cursor.readObject { key, cursor in
            switch key {
            case "id": fields.first(0) && required(&cursor, &id) { $0.readString() }
            case "created_at": fields.first(1) && optional(&cursor, &createdAt) { $0.readString() }
            case "width": fields.first(2) && required(&cursor, &width) { $0.readInt() }
            case "height": fields.first(3) && required(&cursor, &height) { $0.readInt() }
            case "color": fields.first(4) && optional(&cursor, &color) { $0.readString() }
            case "blur_hash": fields.first(5) && optional(&cursor, &blurHash) { $0.readString() }
            case "likes": fields.first(6) && optional(&cursor, &likes) { $0.readInt() }
            case "description": fields.first(7) && optional(&cursor, &description) { $0.readString() }
            case "alt_description": fields.first(8) && optional(&cursor, &altDescription) { $0.readString() }
            case "urls": fields.first(9) && required(&cursor, &urls, urlsObject)
            case "links": fields.first(10) && optional(&cursor, &links, linksObject)
            case "user": fields.first(11) && required(&cursor, &user, userObject)
            case "sponsorship": fields.first(12) && lossy(&cursor, &sponsorship, sponsorshipObject)
            case "sponsored": fields.first(13) && lossy(&cursor, &sponsored) { $0.readBool() }
            case "sponsored_by": fields.first(14) && lossy(&cursor, &sponsoredBy, userObject)
            case "premium": fields.first(15) && lossy(&cursor, &premium) { $0.readBool() }
            case "plus": fields.first(16) && lossy(&cursor, &plus) { $0.readBool() }
            default: cursor.skipValue()
            }
        }
        guard read, let id, let width, let height, let urls, let user else { return nil }
        return UnsplashPhotoDTO(
            id: id, createdAt: createdAt, width: width, height: height, color: color, blurHash: blurHash, likes: likes,
            description: description, altDescription: altDescription, urls: urls, links: links, user: user,
            sponsorship: sponsorship, sponsored: sponsored, sponsoredBy: sponsoredBy, premium: premium, plus: plus
        )
    }

    private static func urlsObject(_ cursor: inout JSONCursor) -> UnsplashPhotoURLsDTO? {
        var raw: String?, full: String?, regular: String?, small: String?, thumb: String?
        var fields = Fields()
        let read = cursor.readObject { key, cursor in
            switch key {
            case "raw": fields.first(0) && optional(&cursor, &raw) { $0.readString() }
            case "full": fields.first(1) && required(&cursor, &full) { $0.readString() }
            case "regular": fields.first(2) && required(&cursor, &regular) { $0.readString() }
            case "small": fields.first(3) && required(&cursor, &small) { $0.readString() }
            case "thumb": fields.first(4) && required(&cursor, &thumb) { $0.readString() }
            default: cursor.skipValue()
            }
        }
        guard read, let full, let regular, let small, let thumb else { return nil }
        return UnsplashPhotoURLsDTO(raw: raw, full: full, regular: regular, small: small, thumb: thumb)
    }

    private static func linksObject(_ cursor: inout JSONCursor) -> UnsplashPhotoLinksDTO? {
        var html: String?, downloadLocation: String?
        var fields = Fields()
        let read = cursor.readObject { key, cursor in
            switch key {
            case "html": fields.first(0) && optional(&cursor, &html) { $0.readString() }
            case "download_location": fields.first(1) && optional(&cursor, &downloadLocation) { $0.readString() }
            default: cursor.skipValue()
            }
        }
        return read ? UnsplashPhotoLinksDTO(html: html, downloadLocation: downloadLocation) : nil
    }

    private static func userObject(_ cursor: inout JSONCursor) -> UnsplashUserDTO? {
        var id: String?, username: String?, name: String?, links: UnsplashUserDTO.Links?
        var location: LossyElement<String>?, bio: LossyElement<String>?, portfolioURL: LossyElement<String>?
        var totalPhotos: LossyElement<Int>?
        var fields = Fields()
        let read = cursor.readObject { key, cursor in
            switch key {
            case "id": fields.first(0) && optional(&cursor, &id) { $0.readString() }
            case "username": fields.first(1) && required(&cursor, &username) { $0.readString() }
            case "name": fields.first(2) && optional(&cursor, &name) { $0.readString() }
            case "links": fields.first(3) && optional(&cursor, &links, userLinksObject)
            case "location": fields.first(4) && lossy(&cursor, &location) { $0.readString() }
            case "bio": fields.first(5) && lossy(&cursor, &bio) { $0.readString() }
            case "portfolio_url": fields.first(6) && lossy(&cursor, &portfolioURL) { $0.readString() }
            case "total_photos": fields.first(7) && lossy(&cursor, &totalPhotos) { $0.readInt() }
            default: cursor.skipValue()
            }
        }
        guard read, let username else { return nil }
        return UnsplashUserDTO(
            id: id, username: username, name: name, links: links, location: location, bio: bio, portfolioURL: portfolioURL,
            totalPhotos: totalPhotos
        )
    }

    private static func userLinksObject(_ cursor: inout JSONCursor) -> UnsplashUserDTO.Links? {
        var html: String?
        var fields = Fields()
        let read = cursor.readObject { key, cursor in
            switch key {
            case "html": fields.first(0) && optional(&cursor, &html) { $0.readString() }
            default: cursor.skipValue()
            }
        }
        return read ? UnsplashUserDTO.Links(html: html) : nil
    }

    private static func sponsorshipObject(_ cursor: inout JSONCursor) -> UnsplashSponsorshipDTO? {
        var tagline: String?, sponsor: UnsplashUserDTO?
        var fields = Fields()
        let read = cursor.readObject { key, cursor in
            switch key {
            case "tagline": fields.first(0) && optional(&cursor, &tagline) { $0.readString() }
            case "sponsor": fields.first(1) && optional(&cursor, &sponsor, userObject)
            default: cursor.skipValue()
            }
        }
        return read ? UnsplashSponsorshipDTO(tagline: tagline, sponsor: sponsor) : nil
    }

    // MARK: - Fields, as the synthesized `Decodable` reads them

    /// A field `decode` reads: present, not null, of its type.
    private static func required<Value>(
        _ cursor: inout JSONCursor, _ value: inout Value?, _ read: (inout JSONCursor) -> Value?
    ) -> Bool {
        value = read(&cursor)
        return value != nil
    }

    /// A field `decodeIfPresent` reads: null is `nil`, anything else must be of its type.
    private static func optional<Value>(
        _ cursor: inout JSONCursor, _ value: inout Value?, _ read: (inout JSONCursor) -> Value?
    ) -> Bool {
        if cursor.consumeNull() { return true }
        value = read(&cursor)
        return value != nil
    }

    /// An optional ``LossyElement`` field: null is `nil`. A value of another type would be a `LossyElement`
    /// holding `nil`; that case is left to `JSONDecoder` (by returning `false`) rather than judged here.
    private static func lossy<Value>(
        _ cursor: inout JSONCursor, _ value: inout LossyElement<Value>?, _ read: (inout JSONCursor) -> Value?
    ) -> Bool {
        if cursor.consumeNull() { return true }
        guard let read = read(&cursor) else { return false }
        value = LossyElement(value: read)
        return true
    }

    /// Which of an object's fields have been read, so a repeated one (which `JSONDecoder` resolves by
    /// taking the first) is left to `JSONDecoder`.
    private struct Fields {
        private var seen: UInt32 = 0

        /// Marks field `number` read; `false` when it already was.
        mutating func first(_ number: Int) -> Bool {
            let bit: UInt32 = 1 << number
            defer { seen |= bit }
            return seen & bit == 0
        }
    }
}

/// An object's key as ``JSONCursor`` read it: its raw bytes in the body (ASCII, no escapes), matched
/// against the names a reader expects without making a `String` of it.
///
/// `switch key { case "id": … }` compares the bytes with the literal's: the list reader meets eleven keys
/// per photo, and decoding each into a `String` to compare it was a measurable part of a crawl.
struct JSONKey {
    /// The key's bytes, valid only during the ``JSONCursor/readObject(_:)`` call that passed it.
    let bytes: UnsafeRawBufferPointer

    /// Whether `key` is exactly `name` (a `case` pattern).
    static func ~= (name: StaticString, key: JSONKey) -> Bool {
        guard name.utf8CodeUnitCount == key.bytes.count else { return false }
        return name.withUTF8Buffer { key.bytes.elementsEqual($0) }
    }
}

/// Decodes one element of a JSON array (or one optional extra of an object), or nothing when it is
/// malformed, so a single bad item from a server does not cost the whole page or photo.
struct LossyElement<Wrapped: Decodable>: Decodable {
    /// The decoded element, or `nil` when it could not be decoded.
    let value: Wrapped?

    /// An element read some other way: `value`, or `nil` for a malformed one.
    init(value: Wrapped?) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        value = try? Wrapped(from: decoder)
    }
}

extension LossyElement: Sendable where Wrapped: Sendable {}
extension LossyElement: Equatable where Wrapped: Equatable {}

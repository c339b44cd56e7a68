/// Decodes one element of a JSON array, or nothing when that element is malformed, so a single bad item
/// from a server does not cost the whole page.
struct LossyElement<Wrapped: Decodable>: Decodable {
    /// The decoded element, or `nil` when it could not be decoded.
    let value: Wrapped?

    init(from decoder: any Decoder) throws {
        value = try? Wrapped(from: decoder)
    }
}

extension LossyElement: Sendable where Wrapped: Sendable {}

/// The `item-flood` fault's body: valid JSON of an exact size holding nothing but empty `{}` items, so a
/// client that caps bytes but not items decodes hundreds of thousands of photos with no fields.
enum DemoItemFlood {
    /// `bytes` bytes (at least a few hundred) of `[{},{},…]`, or for search
    /// `{"total":N,"total_pages":1,"results":[{},…]}` with N the item count; spaces before the closing
    /// bracket make up the last byte or two.
    static func body(bytes: Int, searchShaped: Bool) -> (body: DemoStreamedBody, items: Int) {
        func prefix(_ items: Int) -> String { searchShaped ? #"{"total":\#(items),"total_pages":1,"results":["# : "[" }
        let suffix = searchShaped ? "]}" : "]"
        // `{}` then `,{}` for each further item: 3 × items - 1 bytes. The prefix's length depends on the
        // count's digits, so estimate the count, step down until it fits, and fill the rest with spaces.
        func length(_ items: Int) -> Int { prefix(items).utf8.count + 3 * items - 1 + suffix.utf8.count }
        var items = max(1, (bytes - prefix(bytes / 3).utf8.count - suffix.utf8.count + 1) / 3)
        while items > 1, length(items) > bytes { items -= 1 }
        let padding = max(0, bytes - length(items))
        let body = DemoStreamedBody(segments: [
            .bytes(Array((prefix(items) + "{}").utf8)),
            .repeated(Array(",{}".utf8), times: items - 1),
            .bytes(Array((String(repeating: " ", count: padding) + suffix).utf8)),
        ])
        return (body, items)
    }
}

import Domain
import Testing

@Suite("RGBColor parsing")
struct RGBColorTests {
    @Test("given #RRGGBB in either case, when parsed, then channels match and hex round-trips")
    func parsesHex() throws {
        let color = try #require(RGBColor(hex: "#0C8aFf"))
        #expect(color == RGBColor(red: 0x0C, green: 0x8A, blue: 0xFF))
        #expect(color.hex == "#0c8aff")
    }

    @Test("given a malformed colour, when parsed, then it is nil", arguments: ["", "#", "#12345", "#1234567", "#GG0000", "red", "#+12345", "##12345", "#１２３４５６", "#12345\u{301}", "12 456"])
    func rejectsMalformed(text: String) {
        #expect(RGBColor(hex: text) == nil)
    }

    @Test("every channel value survives a trip through hex text")
    func everyChannelRoundTrips() throws {
        for value in UInt8.min...UInt8.max {
            let color = RGBColor(red: value, green: ~value, blue: value &* 31)
            #expect(RGBColor(hex: color.hex) == color)
            #expect(RGBColor(hex: String(color.hex.dropFirst()).uppercased()) == color)
        }
    }
}

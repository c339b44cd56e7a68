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

    @Test("given a malformed colour, when parsed, then it is nil", arguments: ["", "#", "#12345", "#1234567", "#GG0000", "red", "#+12345"])
    func rejectsMalformed(text: String) {
        #expect(RGBColor(hex: text) == nil)
    }
}

import Domain
import Testing

@Suite("The scalars no view shows")
struct UnprintableScalarsTests {
    @Test("the controls and bidirectional controls are unprintable up to each range's last scalar, and the scalars beside each range are not")
    func rangesEndWhereTheyShould() {
        let unprintable: [UInt32] = [0x00, 0x1B, 0x1F, 0x7F, 0x85, 0x9B, 0x9F, 0x202A, 0x202E, 0x2066, 0x2069]
        let printable: [UInt32] = [0x20, 0x7E, 0xA0, 0x2029, 0x202F, 0x2065, 0x206A, 0x200B, 0x05D0, 0x1F600]
        for value in unprintable {
            #expect(UnprintableScalars.includes(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
        for value in printable {
            #expect(!UnprintableScalars.includes(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
    }

    @Test("the visible ASCII bytes are exactly the bytes that are whole scalars which Unicode's own tables call neither white space, nor a control, nor default-ignorable")
    func visibleASCIIAgreesWithUnicode() {
        for byte in UInt8.min...UInt8.max {
            let scalar = Unicode.Scalar(byte)
            let shows = scalar.isASCII && !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
                && !scalar.properties.isDefaultIgnorableCodePoint
            #expect(UnprintableScalars.isVisibleASCII(byte) == shows, "byte \(byte)")
        }
    }

    @Test("the controls are exactly the scalars Unicode's own tables class as controls (Cc)")
    func controlsAgreeWithUnicode() {
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(UnprintableScalars.isControl(scalar) == (scalar.properties.generalCategory == .control), "U+\(String(value, radix: 16))")
        }
    }

    @Test("the invisible scalars are those that draw nothing (zero-width space and joiners, byte-order mark, soft hyphen, variation selector, Hangul filler); letters, digits, a hyphen and an underscore are not")
    func invisibleScalars() {
        for value: UInt32 in [0x200B, 0x200C, 0x200D, 0xFEFF, 0x00AD, 0xFE0F, 0x3164, 0x2060] {
            #expect(UnprintableScalars.isInvisible(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
        for scalar in "aZ09-_é한".unicodeScalars {
            #expect(!UnprintableScalars.isInvisible(scalar), "\(scalar)")
        }
    }
}

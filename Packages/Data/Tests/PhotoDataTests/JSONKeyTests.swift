@testable import PhotoData
import Testing

@Suite("JSONKey")
struct JSONKeyTests {
    private static func matches(_ key: String, _ name: StaticString) -> Bool {
        var key = key
        return key.withUTF8 { name ~= JSONKey(bytes: UnsafeRawBufferPointer($0)) }
    }

    @Test("given keys the same length as a name, a prefix of it, longer than it or empty, when matched, then only the exact bytes match")
    func onlyTheExactKeyMatches() {
        #expect(Self.matches("likes", "likes"))
        #expect(!Self.matches("liker", "likes"))
        #expect(!Self.matches("Likes", "likes"))
        #expect(!Self.matches("like", "likes"))
        #expect(!Self.matches("likes_", "likes"))
        #expect(!Self.matches("", "likes"))
        #expect(Self.matches("x", "x"))
        #expect(!Self.matches("y", "x"))
    }
}

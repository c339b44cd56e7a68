import Foundation
@testable import photolist
import Testing

@Suite("JSONObjectKeys")
struct JSONObjectKeysTests {
    @Test("given JSON objects, when their keys are read, then the outermost keys come in order with repeats, escapes decoded, and nested keys, strings holding braces or quotes, and a byte-order mark do not confuse the reading", arguments: [
        (#"{}"#, [String]()),
        (#"{"a": 1, "b": 2, "a": 3}"#, ["a", "b", "a"]),
        (#" { "sour\u0063e" : "demo" , "x\"y": "}" } "#, ["source", "x\"y"]),
        (#"{"n": {"a": [1, {"b": "]"}], "c": "\\"}, "d": null}"#, ["n", "d"]),
        ("\u{FEFF}{\"images\": \"none\"}", ["images"]),
        (#"{,,"a":1}"#, ["a"]), ("{\"deep\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}", ["deep"]),
    ])
    func keysInOrder(text: String, keys: [String]) {
        #expect(JSONObjectKeys.keys(in: Data(text.utf8)) == keys)
    }

    @Test("given text that is not a JSON object, when its keys are read, then there are none to read", arguments: [
        "", "[1, 2]", "\"source\"", "{\"a\" 1}", "{\"a\": \"unterminated}", "{\"a\": \"x\\", "{\"a\":]", "{\"a\\", "{",
    ])
    func notAnObject(text: String) {
        #expect(JSONObjectKeys.keys(in: Data(text.utf8)) == nil)
    }

    @Test("given keys with repeats, when the repeated ones are asked for, then each comes once, in the order it first appeared")
    func repeatedKeys() {
        #expect(JSONObjectKeys.repeated(in: ["b", "a", "b", "a", "b", "c"]) == ["b", "a"])
        #expect(JSONObjectKeys.repeated(in: ["a", "b"]).isEmpty)
    }
}

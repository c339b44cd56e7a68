import Foundation
import Testing

/// `--help` names the keys `--json` prints, read from the real output, so the help cannot fall behind
/// the schema.
@Suite("The help of list and show names every key their JSON has")
struct JSONHelpTests {
    @Test("given list's and show's JSON, when their help is read, then it names every top-level key, and list's each photo's key and the outage's")
    func helpNamesEveryKey() throws {
        let listed = try PhotoListBinary.run(["list", "--json", "--per-page", "1"])
        let list = try #require(JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [String: Any], "\(listed.standardError)")
        let photo = try #require((list["photos"] as? [[String: Any]])?.first)
        let shown = try PhotoListBinary.run(["show", try #require(photo["id"] as? String), "--json"])
        let show = try #require(JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any], "\(shown.standardError)")
        let listHelp = try listedKeys(of: ["list", "--help"])
        let showHelp = try listedKeys(of: ["show", "--help"])

        for key in list.keys.sorted() + photo.keys.sorted() + ["kind", "httpStatus", "resetsAt"] {
            #expect(listHelp.contains(key), "list --help lacks \(key)")
        }
        for key in show.keys.sorted() {
            #expect(showHelp.contains(key), "show --help lacks \(key)")
        }
    }

    /// The keys a help's description (before its usage line) lists: each word followed, as an item of a
    /// list is, by a comma, a parenthesis, a brace, a full stop or "and", so a key named only in passing
    /// ("when the page came …") or among the options (`--page`) is not counted as listed.
    private func listedKeys(of arguments: [String]) throws -> Set<String> {
        let help = try PhotoListBinary.run(arguments).standardOutput
        let text = (help.range(of: "USAGE:").map { String(help[..<$0.lowerBound]) } ?? help).replacingOccurrences(of: "\n", with: " ")
        let listed = text.matches(of: /([A-Za-z]+)(?=,| \(| \{|\)|\}|\.| and )/).map { String($0.1) }
        return Set(listed)
    }
}

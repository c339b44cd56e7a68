@testable import DemoServer
import Foundation
import Testing

@Suite("DemoJSON: the hand-written page encoding")
struct DemoJSONTests {
    @Test("given 500 catalog photos, when written by hand, then every byte equals JSONEncoder's sorted-keys output")
    func matchesJSONEncoder() throws {
        let catalog = DemoCatalog(count: 500)
        var sawNoDescription = false
        var sawPromoted = false
        for index in 0..<catalog.count {
            let photo = try #require(catalog.photo(at: index, baseURL: "http://127.0.0.1:8080"))
            sawNoDescription = sawNoDescription || photo.description == nil
            sawPromoted = sawPromoted || index % 4 == 0

            #expect(photo.listJSON.bytes == DemoRouter.encode(photo), "photo \(index)")
        }
        #expect(sawNoDescription && sawPromoted)
    }

    @Test("given the hand-written topic, collection and profile bodies, when Foundation rewrites them with sorted keys, then the bytes are the same: their keys are in order and each request always yields the same bytes", arguments: [
        "/topics?per_page=30", "/topics/\(DemoTopic.all.first { $0.slug.hasPrefix("-") }?.slug ?? "?")",
        "/collections?per_page=30", "/collections/\(DemoCollection.all.first { !$0.title.allSatisfy(\.isASCII) }?.id ?? "?")",
        "/users/\(DemoSponsor.all[0].username)", "/users/\(DemoCatalog.photographer(at: 10).username)",
    ])
    func newBodiesAreSorted(target: String) throws {
        let response = DemoRouter(catalog: DemoCatalog(count: 500)).respond(to: DemoRequest(method: "GET", target: target, host: "127.0.0.1:8080"))
        let parsed = try JSONSerialization.jsonObject(with: Data(response.body))

        let rewritten = try JSONSerialization.data(withJSONObject: parsed, options: [.sortedKeys, .withoutEscapingSlashes])

        #expect(response.status == 200)
        #expect(Array(rewritten) == response.body)
    }

    @Test("given text with quotes, backslashes, slashes, controls and non-ASCII, when written, then JSON reads back the same text")
    func escapesStrings() throws {
        let text = "quote \" backslash \\ slash / tab \t newline \n bell \u{07} é 😀"
        let bytes = DemoJSON.object(["text": .string(text)]).bytes

        let decoded = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String]
        #expect(decoded?["text"] == text)
        #expect(bytes == DemoRouter.encode(["text": text]))
    }
}

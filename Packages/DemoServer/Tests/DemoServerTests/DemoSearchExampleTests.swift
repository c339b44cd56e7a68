@testable import DemoServer
import Foundation
import Testing

@Suite("The README's searches on the demo catalog")
struct DemoSearchExampleTests {
    /// The first 1,000 photos of the catalog photolist serves (a larger catalog only adds photos after
    /// them), so what is found here is found there; scanning all 10,000 in a debug build takes seconds.
    private let router = DemoRouter(catalog: DemoCatalog(count: 1_000))

    @Test("given the demo catalog, when a search from the README runs, then it finds photos that match every filter", arguments: [
        ("sea", nil, nil), ("sea", nil, "blue"), ("sea", "portrait", "blue"), ("misty forest", nil, nil),
    ] as [(String, String?, String?)])
    func readmeSearchesFindPhotos(query: String, orientation: String?, color: String?) throws {
        var target = "/search/photos?per_page=30&query=" + query.replacingOccurrences(of: " ", with: "+")
        if let orientation { target += "&orientation=\(orientation)" }
        if let color { target += "&color=\(color)" }

        let response = router.respond(to: DemoRequest(method: "GET", target: target, host: "h"))
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let results = try #require(body["results"] as? [[String: Any]])

        #expect(response.status == 200)
        #expect(!results.isEmpty)
        for result in results {
            let text = ((result["description"] as? String ?? "") + " " + (result["alt_description"] as? String ?? "")).lowercased()
            #expect(query.split(separator: " ").allSatisfy { text.contains($0) })
            let (width, height) = (result["width"] as? Int ?? 0, result["height"] as? Int ?? 0)
            if orientation == "portrait" { #expect(height > width) }
            if let color {
                let hex = try #require((result["color"] as? String)?.dropFirst())
                #expect(DemoColorName.of(try #require(UInt32(hex, radix: 16))) == color)
            }
        }
    }
}

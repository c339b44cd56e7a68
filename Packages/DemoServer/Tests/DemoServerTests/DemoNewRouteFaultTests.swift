@testable import DemoServer
import Foundation
import Testing

/// The routes added for topics, collections, users and random photos, as API calls: counted against the
/// quota and covered by fault rules exactly as `GET /photos` is.
@Suite("Topics, collections, users and random photos as API calls: quota and faults")
struct DemoNewRouteFaultTests {
    /// One target of each new route (the topic and the collection whose handles begin with `-` among
    /// them), with the fault route that names it.
    static let targets: [(String, DemoRoute)] = {
        let topic = DemoTopic.all.first { $0.slug.hasPrefix("-") }?.slug ?? "?"
        let collection = DemoCollection.all.first { $0.id.hasPrefix("-") }?.id ?? "?"
        let sponsor = DemoSponsor.all[0].username
        return [
            ("/topics", .topics), ("/topics/\(DemoTopic.all[0].id)", .topics), ("/topics/\(topic)/photos", .topics),
            ("/collections", .collections), ("/collections/\(collection)", .collections), ("/collections/\(collection)/photos", .collections),
            ("/users/\(sponsor)", .users), ("/users/\(sponsor)/photos", .users), ("/photos/random", .random), ("/photos/random?count=3", .random),
        ]
    }()

    private let router = DemoRouter(catalog: DemoCatalog(count: 1_000))

    private func response(_ delivery: DemoDelivery) -> DemoResponse? {
        if case .respond(let response) = delivery { return response }
        return nil
    }

    private func deliver(_ target: String, _ rule: String) throws -> DemoDelivery {
        let request = DemoRequest(method: "GET", target: target, host: "h")
        let injector = DemoFaultInjector(rules: [try #require(DemoFaultRule(parsing: rule))])
        return injector.delivery(for: request) { router.respond(to: request) }
    }

    @Test("given each new route, when called between two listings, then it counts exactly one call against the quota and says so", arguments: targets)
    func countsAgainstTheQuota(target: String, route: DemoRoute) throws {
        let before = router.respond(to: DemoRequest(method: "GET", target: "/photos?per_page=1", host: "h"))
        let call = router.respond(to: DemoRequest(method: "GET", target: target, host: "h"))
        let after = router.respond(to: DemoRequest(method: "GET", target: "/photos?per_page=1", host: "h"))

        let remaining = try #require(before.header("X-Ratelimit-Remaining").flatMap(Int.init))
        #expect(call.status == 200, "\(target): \(call.text)")
        #expect(call.header("X-Ratelimit-Limit") == "5000")
        #expect(call.header("X-Ratelimit-Remaining").flatMap(Int.init) == remaining - 1)
        #expect(after.header("X-Ratelimit-Remaining").flatMap(Int.init) == remaining - 2)
    }

    @Test("given each new route, when its path is classified, then it is its own fault route and an API call", arguments: targets)
    func classified(target: String, route: DemoRoute) {
        let path = DemoRequest(method: "GET", target: target, host: nil).path
        #expect(DemoRoute(path: path) == route)
        #expect(route.isAPICall)
    }

    @Test("given rate-limit, retry-after, status and malformed-json rules for all routes, for API calls or for the route itself, when a new route is called, then the fault answers as on GET /photos", arguments: targets)
    func faultsApply(target: String, route: DemoRoute) throws {
        for scope in ["", "api:", "\(route.rawValue):"] {
            let exceeded = try #require(response(try deliver(target, scope + "rate-limit")), "\(scope)rate-limit")
            let listExceeded = try #require(response(try deliver("/photos", "rate-limit")))
            #expect(exceeded.status == 403 && exceeded.body == listExceeded.body && exceeded.headers.map(\.0) == listExceeded.headers.map(\.0))

            let tooMany = try #require(response(try deliver(target, scope + "retry-after=7")))
            #expect(tooMany.status == 429 && tooMany.header("Retry-After") == "7", "\(scope)retry-after on \(target)")

            let unavailable = try #require(response(try deliver(target, scope + "status=503")))
            #expect(unavailable.status == 503 && unavailable.text == #"{"errors":["Injected fault: HTTP 503"]}"#)

            let malformed = try #require(response(try deliver(target, scope + "malformed-json")))
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(malformed.body)) }
        }
    }

    @Test("given a fault rule for another route, when a new route is called, then it answers normally; a detail rule does not cover /photos/random")
    func otherRulesDoNotApply() throws {
        for (target, route) in Self.targets {
            let other: DemoRoute = route == .users ? .topics : .users
            let normal = try #require(response(try deliver(target, "\(other.rawValue):status=500")))
            #expect(normal.status == 200, "\(target)")
        }
        let random = try #require(response(try deliver("/photos/random", "detail:status=500")))
        #expect(random.status == 200)
        let detail = try #require(response(try deliver("/photos/\(DemoCatalog.id(at: 3))", "detail:status=500")))
        #expect(detail.status == 500)
    }

    @Test("given an api rule, when pictures and web pages are asked for, then they are answered normally: only API calls are covered")
    func apiRuleSparesPicturesAndPages() throws {
        let id = DemoCatalog.id(at: 3)
        for target in ["/images/\(id)?w=40", "/images/\(id)", "/p/\(id)", "/@\(DemoSponsor.all[0].username)"] {
            let normal = try #require(response(try deliver(target, "api:status=503")))
            #expect(normal.status == 200, "\(target)")
        }
        for target in ["/photos", "/search/photos?query=lake", "/photos/\(id)", "/photos/\(id)/download"] {
            #expect(response(try deliver(target, "api:status=503"))?.status == 503, "\(target)")
        }
    }

    @Test("given extreme-numbers, when random photos are drawn, then the photos' numbers are hostile as on a list page")
    func extremeNumbersOnRandom() throws {
        let delivered = try #require(response(try deliver("/photos/random?count=2", "random:extreme-numbers")))
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(delivered.body)) as? [[String: Any]])

        #expect(delivered.text.contains(#""height":1e18,"#))
        #expect(photos.count == 2 && photos[1]["likes"] as? Int == Int.max)
    }

    @Test("given the new route names, when fault rules are parsed, then each is accepted", arguments: ["random", "topics", "collections", "users", "api"])
    func parsesNewRouteNames(name: String) {
        #expect(DemoFaultRule(parsing: "\(name):status=500") == DemoFaultRule(route: DemoRoute(rawValue: name)!, fault: .status(500)))
    }
}

@testable import PhotoListWeb
import Testing

@Suite("The web view's access policy")
struct AccessPolicyTests {
    let token = AccessToken(value: "0123456789abcdef0123456789abcdef")
    var policy: AccessPolicy { AccessPolicy(token: token, bindHost: "127.0.0.1", port: 8090) }
    var cookie: String { "theme=dark; photolist-web-8090=\(token.value)" }

    func request(_ method: String = "GET", path: String = "/", queryToken: Substring? = nil, host: String? = "127.0.0.1:8090", origin: String? = nil, cookies: String? = nil) -> AccessPolicy.Request {
        AccessPolicy.Request(method: method, path: path, queryToken: queryToken, host: host, origin: origin, cookies: cookies)
    }

    @Test("a request carrying the run's cookie is allowed, by address or by localhost")
    func cookieAllows() {
        #expect(policy.decide(request(cookies: cookie)) == .allow)
        #expect(policy.decide(request(host: "localhost:8090", cookies: cookie)) == .allow)
        #expect(policy.decide(request(host: "[::1]:8090", cookies: cookie)) == .allow)
    }

    @Test("the printed URL's token is traded for the cookie; a wrong one is refused with 403")
    func urlToken() {
        #expect(policy.decide(request(queryToken: Substring(token.value))) == .grantCookie)
        #expect(policy.cookie.contains("HttpOnly") && policy.cookie.contains("SameSite=Lax"))
        guard case .refuse(403, _) = policy.decide(request(queryToken: "0000")) else { Issue.record("a wrong token is not refused"); return }
    }

    @Test("a request without the token is refused with 401, and one with another run's with 403")
    func missingOrWrongCookie() {
        guard case .refuse(401, _) = policy.decide(request()) else { Issue.record("no token is not 401"); return }
        guard case .refuse(403, _) = policy.decide(request(cookies: "photolist-web-8090=ffffffffffffffffffffffffffffffff")) else {
            Issue.record("a wrong token is not 403"); return
        }
        // Another port's cookie is another run's, not this one's.
        guard case .refuse(401, _) = policy.decide(request(cookies: "photolist-web-8091=\(token.value)")) else {
            Issue.record("another port's cookie counts"); return
        }
    }

    @Test("a Host naming a domain, another port or nothing is refused, even with the cookie (DNS rebinding)")
    func foreignHost() {
        for host in ["rebound.example:8090", "127.0.0.1:8091", "127.0.0.1", "localhost.evil.example:8090", nil] {
            guard case .refuse(403, _) = policy.decide(request(host: host, cookies: cookie)) else {
                Issue.record("Host \(host ?? "none") is not refused"); continue
            }
        }
    }

    @Test("a request with two Host headers, or none, is refused with 400, even when the first names this server and the cookie is right")
    func duplicateHost() {
        var twice = request(cookies: cookie)
        twice.hostCount = 2
        guard case .refuse(400, let reason) = policy.decide(twice) else { Issue.record("two Host headers are not refused with 400"); return }
        #expect(!reason.contains("\n"))
        var none = request(host: nil, cookies: cookie)
        none.hostCount = 0
        guard case .refuse(400, let noneReason) = policy.decide(none) else { Issue.record("no Host header is not refused with 400"); return }
        #expect(noneReason.contains("carried 0"))
        #expect(policy.decide(request(cookies: cookie)) == .allow)
    }

    @Test("a change from another origin, or without saying its origin, is refused (CSRF)")
    func origins() {
        guard case .refuse(403, _) = policy.decide(request("POST", path: "/sessions", origin: "http://evil.example", cookies: cookie)) else {
            Issue.record("a foreign origin is allowed"); return
        }
        guard case .refuse(403, _) = policy.decide(request("POST", path: "/sessions", cookies: cookie)) else {
            Issue.record("a POST without Origin is allowed"); return
        }
        #expect(policy.decide(request("POST", path: "/sessions", origin: "http://127.0.0.1:8090", cookies: cookie)) == .allow)
    }

    @Test("a method that changes nothing may come without an Origin, and any other may not", arguments: [
        ("GET", true), ("HEAD", true), ("OPTIONS", true), ("POST", false), ("PUT", false), ("DELETE", false), ("PATCH", false), ("TRACE", false), ("get", false),
    ])
    func safeMethodsNeedNoOrigin(method: String, allowed: Bool) {
        let decision = policy.decide(request(method, path: "/sessions", cookies: cookie))
        #expect((decision == .allow) == allowed, "\(method): \(decision)")
    }

    @Test("listening on every interface, any address literal may name the server, but no domain name")
    func wildcard() {
        let open = AccessPolicy(token: token, bindHost: "0.0.0.0", port: 8090)
        #expect(open.isThisServer("192.168.1.20:8090"))
        #expect(open.isThisServer("[fe80::1]:8090"))
        #expect(!open.isThisServer("photos.example:8090"))
        #expect(!open.isThisServer("192.168.1.300:8090"))
    }

    @Test("listening on every address, the page is opened at this machine's own address, which the policy takes as this server; on one address, at that address", arguments: [
        ("0.0.0.0", "127.0.0.1"), ("::", "[::1]"), ("127.0.0.1", "127.0.0.1"), ("192.168.1.20", "192.168.1.20"), ("fe80::1%eth0", "[fe80::1%25eth0]"),
    ])
    func pageHost(listening: String, opened: String) {
        #expect(AccessPolicy.pageHost(listeningOn: listening) == opened)
        if !listening.contains("%") {  // a zone is the browser's to strip from Host
            #expect(AccessPolicy(token: token, bindHost: listening, port: 8090).isThisServer(opened + ":8090"))
        }
    }

    @Test("on port 80 a Host without a port names the server, and on any other port it does not")
    func defaultPort() {
        #expect(AccessPolicy(token: token, bindHost: "127.0.0.1", port: 80).isThisServer("localhost"))
        #expect(AccessPolicy(token: token, bindHost: "::1", port: 80).isThisServer("[::1]"))
        #expect(!policy.isThisServer("localhost"))
        #expect(!policy.isThisServer("[::1]"))
    }

    @Test("tokens are 32 hex digits, different every run, and compared whole")
    func tokens() {
        let first = AccessToken.random(), second = AccessToken.random()
        #expect(first != second)
        #expect(first.value.count == 32 && first.value.allSatisfy(\.isHexDigit))
        #expect(first.matches(Substring(first.value)))
        #expect(!first.matches(Substring(first.value.dropLast())))
        #expect(!first.matches(""))
    }
}

import Foundation
import PhotoData
import Testing

/// Which addresses a source's pictures may be fetched from, decided on the address alone.
@Suite("Picture host policy")
struct PictureHostPolicyTests {
    let source = PictureHostPolicy(allowing: [URL(string: "http://127.0.0.1:8080/api")!])

    private func allows(_ policy: PictureHostPolicy, _ address: String) throws -> Bool {
        policy.allows(try #require(URL(string: address)))
    }

    @Test("given a source on 127.0.0.1:8080, when its own origin is asked with any path, then it is allowed")
    func ownOrigin() throws {
        #expect(try allows(source, "http://127.0.0.1:8080/images/p1?w=4"))
        #expect(try allows(source, "HTTP://127.0.0.1:8080/"))
    }

    @Test("given a source on 127.0.0.1:8080, when another port, another name for loopback, or another scheme is asked, then it is refused",
          arguments: [
              "http://127.0.0.1:8081/images/p1", "http://127.0.0.1/images/p1", "http://localhost:8080/images/p1",
              "http://[::1]:8080/images/p1", "http://127.1:8080/images/p1", "http://127.0.0.1.:8080/images/p1",
              "https://127.0.0.1:8080/images/p1", "http://0x7f000001:8080/images/p1",
          ])
    func otherOrigins(address: String) throws {
        #expect(try !allows(source, address))
    }

    @Test("given an allowed origin, when the address carries user information, then it is refused",
          arguments: ["http://user:password@127.0.0.1:8080/images/p1", "http://user@127.0.0.1:8080/images/p1", "http://:x@127.0.0.1:8080/"])
    func userInformation(address: String) throws {
        #expect(try !allows(source, address))
    }

    @Test("given any policy, when an address that is not http(s) is asked, then it is refused",
          arguments: ["ftp://127.0.0.1:8080/p1", "file:///etc/passwd", "gopher://127.0.0.1:8080/_x", "data:image/jpeg;base64,AAAA"])
    func otherSchemes(address: String) throws {
        #expect(try !allows(source, address))
        #expect(try !allows(PictureHostPolicy(allowing: [URL(string: "file:///")!, URL(string: "ftp://127.0.0.1:8080")!]), address))
    }

    @Test("given a refused address, when asked why, then the reason names what is wrong with it (not http(s), a user name or password, another host); an allowed one has none", arguments: [
        ("javascript:alert(1)", String?("its address is not an http(s) URL with a host")), ("file:///etc/passwd", "its address is not an http(s) URL with a host"),
        ("http://u:p@127.0.0.1:8080/images/p1", "its address carries a user name or password, which photolist never sends"),
        ("http://127.0.0.1:8081/images/p1", "its address is on 127.0.0.1:8081, not on a host the source serves pictures from"),
        ("http://127.0.0.1:8080/images/p1", nil),
    ])
    func refusalReasons(address: String, expected: String?) throws {
        #expect(source.refusal(of: try #require(URL(string: address))) == expected)
    }

    @Test("given Unsplash's own API, when its image hosts are asked over https, then they are allowed, and nothing else is")
    func unsplash() throws {
        let policy = PictureHostPolicy.unsplashDialect(apiBaseURL: UnsplashAPI.productionURL)
        #expect(try allows(policy, "https://images.unsplash.com/photo-1?ixid=a&w=4"))
        #expect(try allows(policy, "https://plus.unsplash.com/premium_photo-1?w=4"))
        #expect(try allows(policy, "https://images.unsplash.com:443/photo-1"))
        for refused in ["http://images.unsplash.com/photo-1", "https://images.unsplash.com:8443/photo-1", "https://api.unsplash.com/photos",
                        "https://unsplash.com/photo-1", "https://images.unsplash.com.evil.example/photo-1", "http://127.0.0.1:8080/images/p1"] {
            #expect(try !allows(policy, refused), "\(refused)")
        }
    }

    @Test("given a server of Unsplash's dialect at --base-url, when its own origin or Unsplash's image hosts are asked, then they are allowed")
    func unsplashDialectElsewhere() throws {
        let policy = PictureHostPolicy.unsplashDialect(apiBaseURL: try #require(URL(string: "http://127.0.0.1:8080")))
        #expect(try allows(policy, "http://127.0.0.1:8080/images/p1"))
        #expect(try allows(policy, "https://images.unsplash.com/photo-1"))
        #expect(try !allows(policy, "http://127.0.0.1:8081/images/p1"))
        #expect(try !allows(policy, "http://localhost:8080/images/p1"))
    }

    @Test("given Lorem Picsum, when its host and its CDN are asked over https, then they are allowed, and Unsplash's are not")
    func picsum() throws {
        let policy = PictureHostPolicy.picsum(apiBaseURL: URL(string: "https://picsum.photos")!)
        #expect(try allows(policy, "https://picsum.photos/id/10/480/320"))
        #expect(try allows(policy, "https://fastly.picsum.photos/id/10/480/320.jpg?hmac=abc"))
        #expect(try !allows(policy, "http://picsum.photos/id/10/480/320"))
        #expect(try !allows(policy, "https://images.unsplash.com/photo-1"))
    }

    @Test("given an allowed address, when checked, then the address to fetch keeps its path and query and drops its fragment")
    func checkedAddress() throws {
        let checked = source.checkedAddress(try #require(URL(string: "http://127.0.0.1:8080/images/a%20b?ixid=x%2Fy&w=4#frag")))
        #expect(checked?.absoluteString == "http://127.0.0.1:8080/images/a%20b?ixid=x%2Fy&w=4")
        #expect(source.checkedAddress(try #require(URL(string: "http://localhost:8080/images/p1"))) == nil)
    }
}

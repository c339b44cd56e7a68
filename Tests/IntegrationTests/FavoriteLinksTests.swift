import Domain
import DomainTesting
import Foundation
import GRDB
@testable import photolist
import Testing

/// A favourite of the demo source keeps the whole photo, links included, and the embedded demo
/// server listens on a new port each run: its links are shown on the server running now.
@Suite("Favourites' links on the current demo server", .timeLimit(.minutes(3 * TestTime.scale)))
struct FavoriteLinksTests {
    private static let storedOrigin = "http://127.0.0.1:40001"
    private let current = RebasedDemoFavoritesRepository(stored: InMemoryFavoritesRepository(), origin: URL(string: "http://127.0.0.1:40002")!)

    private func demoPhoto(origin: String, altDescription: String? = nil, sponsor: String? = nil, isPlus: Bool = false) -> Photo {
        let image = "\(origin)/images/abc?ixid=demo"
        return Photo(
            id: "abc", width: 4_000, height: 3_000, color: nil, blurHash: nil, description: "Misty forest",
            author: Author(username: "ada1", name: "Ada Berg", profileURL: URL(string: "\(origin)/@ada1?utm_source=photolist&utm_medium=referral")),
            urls: PhotoURLs(
                full: URL(string: image + "&q=85&fm=jpg")!, regular: URL(string: image + "&w=1080&fit=max")!,
                small: URL(string: image + "&w=400&fit=max")!, thumb: URL(string: image + "&w=200&fit=max")!,
                page: URL(string: "\(origin)/p/abc?utm_source=photolist&utm_medium=referral"),
                downloadLocation: URL(string: "\(origin)/photos/abc/download?ixid=demo")
            ),
            likes: 3, createdAt: nil, altDescription: altDescription,
            sponsorship: sponsor.map { Sponsorship(sponsor: $0, tagline: "Made by \($0)") }, isPlus: isPlus
        )
    }

    @Test("given a favourite stored while the embedded server ran on another port, when read, then every link is on the current server with its path and query kept")
    func rebasesStoredDemoLinks() async throws {
        let repository = RebasedDemoFavoritesRepository(stored: InMemoryFavoritesRepository(), origin: URL(string: "http://127.0.0.1:40002")!)
        try await repository.stored.add(demoPhoto(origin: Self.storedOrigin))

        let photo = try #require(try await repository.favorites().first?.photo)

        #expect(photo.urls.page?.absoluteString == "http://127.0.0.1:40002/p/abc?utm_source=photolist&utm_medium=referral")
        #expect(photo.author.profileURL?.absoluteString == "http://127.0.0.1:40002/@ada1?utm_source=photolist&utm_medium=referral")
        #expect(photo.urls.regular.absoluteString == "http://127.0.0.1:40002/images/abc?ixid=demo&w=1080&fit=max")
        #expect(photo.urls.downloadLocation?.absoluteString == "http://127.0.0.1:40002/photos/abc/download?ixid=demo")
        #expect([photo.urls.full, photo.urls.small, photo.urls.thumb].allSatisfy { $0.port == 40002 })
        #expect(photo.description == "Misty forest" && photo.author.name == "Ada Berg")
    }

    @Test("given a demo favourite with alternative text, a sponsor and the Unsplash+ mark, when read with its links moved, then it keeps all three")
    func rebasingKeepsEveryFact() async throws {
        let stored = demoPhoto(origin: Self.storedOrigin, altDescription: "a misty forest", sponsor: "Surface", isPlus: true)
        let repository = RebasedDemoFavoritesRepository(stored: InMemoryFavoritesRepository(), origin: URL(string: "http://127.0.0.1:40002")!)
        try await repository.stored.add(stored)

        let photo = try #require(try await repository.favorites().first?.photo)

        #expect(photo.urls.page?.port == 40002)
        #expect(photo.altDescription == "a misty forest" && photo.caption == "Misty forest")
        #expect(photo.sponsorship == stored.sponsorship && photo.isPlus)
    }

    @Test("given the demo source behind the offline copy, when a page comes from the copy and another fresh from the server, then the copy's links move to the running server and the fresh page is passed through as it came")
    func offlineCopyPagesMoveAndFreshPagesStay() async throws {
        let stored = demoPhoto(origin: Self.storedOrigin)
        let source = FakePhotoRepository(
            handler: { request in
                let page = PhotoPage(photos: [stored], page: request.page, hasNextPage: true)
                return request.page == 1 ? page.cached(at: Date(timeIntervalSince1970: 1_800_000_000)) : page
            },
            search: { _, request in PhotoPage(photos: [stored], page: request.page, hasNextPage: false).cached(at: Date()) }
        )
        let repository = RebasedDemoPhotoRepository(stored: source, rebase: current.rebase)

        let fromCopy = try await repository.photos(.first)
        let fresh = try await repository.photos(try PageRequest(page: 2))
        let searched = try await repository.search(try SearchQuery("lake"), page: .first)

        #expect(fromCopy.photos.first?.urls.page?.port == 40002 && fromCopy.photos.first?.author.profileURL?.port == 40002)
        #expect(fromCopy.cachedAt != nil && fromCopy.photos.first?.description == "Misty forest")
        #expect(fresh.photos == [stored])
        #expect(searched.photos.first?.urls.regular.port == 40002)
    }

    @Test("given links on any other origin, when rebased, then they are left exactly as stored", arguments: [
        "https://unsplash.com/photos/abc?utm_source=photolist", "http://127.0.0.1/p/abc", "http://localhost:40001/p/abc",
        "http://192.168.1.2:40001/p/abc", "https://127.0.0.1:40001/p/abc",
    ])
    func leavesOtherOriginsAlone(link: String) throws {
        let url = try #require(URL(string: link))
        #expect(current.rebase.rebased(url) == url)
    }

    @Test("given a favourite added in one run, when a later run's browser opens it with o, then the address is on the server running now and its page answers")
    func browserOpensFavouriteOnCurrentServer() throws {
        var storedPage = ""
        let session = try TmuxSession(columns: 160, environment: ["NO_COLOR": "1"]) { home in
            let environment = ["HOME": home.path]
            let id = try #require(try PhotoListBinary.run(["list", "--json", "--per-page", "1"], environment: environment).photoIDs.first)
            let added = try PhotoListBinary.run(["favorites", "add", id], environment: environment)
            #expect(added.status == 0, "stderr: \(added.standardError)")
            storedPage = try #require(try Self.storedPageLinks(home: home).first)
        }
        try session.waitFor("page 1")

        try session.send("F")
        // The status line is drawn last: once it counts the favourite, its row is the one o opens.
        try session.waitForScreen("the favourites list") { $0.contains("PhotoList — Favourites") && $0.contains(" 1/1 ") }
        try session.send("o")
        // With xdg-open on the machine the page is opened ("Opened …"); without, its address is shown.
        // Shown as "Photo page: ADDRESS", "Photo page (xdg-open could not open it): ADDRESS" or "Opened ADDRESS".
        let address = /(?:Photo page[^:\n]*: |Opened )(http\S+)/
        let screen = try session.waitForStatus("the photo page") { $0.contains(address) }
        let shown = try #require(screen.firstMatch(of: address)?.1)
        let page = try #require(URL(string: String(shown)))
        let answer = try Self.fetch(page)
        try session.send("q")
        #expect(try session.waitForExit() == 0)

        let stored = try #require(URL(string: storedPage))
        #expect(page.port != stored.port)
        #expect(page.path == stored.path && page.query == stored.query)
        #expect(answer.status == 200 && answer.body.contains("Photo by "))
    }

    /// The page links of the favourites stored in `home`'s library, read with GRDB as any SQLite client would.
    private static func storedPageLinks(home: URL) throws -> [String] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: home.appendingPathComponent(".local/share/photolist/library.sqlite").path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchAll(db, sql: "SELECT pageURL FROM favorite WHERE pageURL IS NOT NULL") }
    }

    /// GETs `url` with curl (the test needs only a status and a body).
    private static func fetch(_ url: URL) throws -> (status: Int, body: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "-w", "\n%{http_code}", url.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let status = text.split(separator: "\n").last.flatMap { Int($0) } ?? 0
        return (status, text)
    }
}

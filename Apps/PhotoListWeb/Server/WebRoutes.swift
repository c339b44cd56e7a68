import Domain
import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import NIOWebSocket
import Presentation

/// The web view's routes: the page and its two assets, a session per tab, the tab's event stream, its
/// intents, and the pictures of the photos it shows.
struct WebRoutes: Sendable {
    let sessions: WebSessions
    let images: any PhotoImageRepository
    /// The pictures being fetched, which a request waits for only so long.
    let pictures: PictureLoads
    /// Waits a duration on the server's clock (``closingGrace``), injected as every wait of the server is.
    let sleep: @Sendable (Duration) async throws -> Void
    /// Largest intent body read: intents are a few short fields.
    static let maximumIntentBytes = 16_384
    /// How long a socket closed from this side waits for the tab's own close, reading its last intents.
    static let closingGrace = Duration.seconds(5)

    /// The side of a tab's socket that ended first.
    private enum SocketSide {
        case tab, stream
    }

    /// Adds the routes to `router`, and then for each address the 405 of the methods it does not take.
    func add(to router: Router<BasicRequestContext>) {
        typealias Handler = @Sendable (Request, BasicRequestContext) async throws -> Response
        var taken: [(path: String, methods: [HTTPRequest.Method])] = []
        func route(_ method: HTTPRequest.Method, _ path: String, _ handler: @escaping Handler) {
            router.on(RouterPath(path), method: method, use: handler)
            if let index = taken.firstIndex(where: { $0.path == path }) {
                taken[index].methods.append(method)
            } else {
                taken.append((path, [method]))
            }
        }
        defer {
            for (path, methods) in taken { MethodNotAllowed.add(to: router, path: RouterPath(path), allowing: methods) }
        }
        route(.get, "/") { _, _ in Self.asset(PageHTML.text, type: "text/html; charset=utf-8") }
        route(.get, "/app.js") { _, _ in Self.asset(PageScript.text, type: "text/javascript; charset=utf-8") }
        route(.get, "/app.css") { _, _ in Self.asset(PageStyle.text, type: "text/css; charset=utf-8") }
        route(.get, "/favicon.svg") { _, _ in Self.asset(PageIcon.svg, type: "image/svg+xml") }
        route(.post, "/sessions") { _, _ in try await openSession() }
        route(.post, "/s/:session/intents") { request, context in
            try await intent(request, session: context.parameters.require("session"))
        }
        route(.post, "/s/:session/end") { _, context in
            let id = try context.parameters.require("session")
            await sessions.end(id)
            return Response(status: .noContent)
        }
        route(.get, "/s/:session/image") { request, context in
            try await image(request, session: context.parameters.require("session"))
        }
    }

    private static func asset(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    private func openSession() async throws -> Response {
        guard let session = await sessions.open() else {
            throw HTTPError(.serviceUnavailable, message: "too many tabs are open on this web view; close one and reload")
        }
        let body = #"{"id":"\#(session.id)"}"#
        return Response(status: .created, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// Adds the tab's event stream, a WebSocket at `/s/{session}/socket`, to `router` (the server's router
    /// of upgrades, behind the same access guard, whose Origin check keeps other sites' pages off it). A
    /// WebSocket holds none of the six connections a browser allows one server, so any number of tabs keep
    /// working, and the page sends its intents on it too while it is open: a POST would wait behind the
    /// pictures loading on those six (a slow source held every click for as long as its pictures took).
    /// An intent refused there comes back as a notice on the same stream.
    func addSocket(to router: Router<BasicWebSocketRequestContext>) {
        let (sessions, sleep) = (self.sessions, self.sleep)
        router.ws("/s/:session/socket") { _, context in
            let id = try context.parameters.require("session")
            guard await MainActor.run(body: { sessions.session(id) != nil }) else { throw HTTPError(.notFound, message: "this tab's session has ended; reload the page") }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            guard let id = context.requestContext.parameters.get("session"), let stream = await sessions.attach(id) else { return }
            // Until either side ends. The tab closing ends its messages, and the stream is let go. The session
            // ending (or the tab falling too far behind) ends the stream: the socket is then closed from this
            // side, and the intents the tab sent before it saw the close are still delivered, until its own
            // close arrives (or a few seconds pass).
            try await withThrowingTaskGroup(of: SocketSide.self) { group in
                group.addTask {
                    for try await message in inbound.messages(maxSize: Self.maximumIntentBytes) {
                        guard case .text(let text) = message else { continue }
                        switch await deliver(Data(text.utf8), to: id, onStream: stream.number) {
                        case .delivered: continue
                        case .sessionEnded: return .tab
                        case .refused(let reason): await MainActor.run { sessions.session(id)?.notify(reason) }
                        }
                    }
                    return .tab
                }
                group.addTask {
                    for await message in stream { try await outbound.write(.text(message)) }
                    try await outbound.close(.goingAway, reason: nil)
                    return .stream
                }
                if try await group.next() == .stream {
                    group.addTask {
                        try await sleep(Self.closingGrace)
                        return .stream
                    }
                    _ = try await group.next()
                }
                group.cancelAll()
            }
        }
    }

    private func intent(_ request: Request, session id: String) async throws -> Response {
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: Self.maximumIntentBytes)
        } catch is NIOTooManyBytesError {
            // Hummingbird answers it 413 with no words, and the page shows the server's words as a notice.
            throw HTTPError(.contentTooLarge, message: "an intent is at most \(PhotoFormatting.fullCount(Self.maximumIntentBytes)) bytes of JSON")
        }
        switch await deliver(Data(body.readableBytesView), to: id) {
        case .sessionEnded: throw HTTPError(.notFound, message: "this tab's session has ended; reload the page")
        case .refused(let reason): throw HTTPError(.badRequest, message: reason)
        case .delivered: return Response(status: .noContent)
        }
    }

    /// What became of an intent.
    private enum Delivery {
        case delivered
        case refused(String)
        case sessionEnded
    }

    /// Reads `body` as an intent and hands it to session `id`: the one rule for intents, however they came
    /// (on the socket of the session's stream numbered `stream`, or posted).
    private func deliver(_ body: Data, to id: String, onStream stream: Int? = nil) async -> Delivery {
        guard let intent = try? JSONDecoder().decode(WebIntent.self, from: body) else {
            return .refused("an intent is JSON with a known action")
        }
        return await MainActor.run {
            guard let session = sessions.session(id) else { return .sessionEnded }
            do throws(WebIntentError) { try session.handle(intent, onStream: stream) } catch { return .refused(error.message) }
            return .delivered
        }
    }

    private func image(_ request: Request, session id: String) async throws -> Response {
        let query = request.uri.queryParameters
        guard let raw = query.get("id"), let photoID = PhotoID(rawValue: raw), let size = query.get("size").flatMap(ImageRoute.Size.init) else {
            throw HTTPError(.badRequest, message: "a picture is asked by id and size (thumbnail or large)")
        }
        guard let photo = await sessions.session(id)?.photo(photoID), let pixels = size.pixelSize(for: photo) else {
            throw HTTPError(.notFound, message: "this tab has not been shown that photo")
        }
        let address = ImageRoute.address(session: id, id: photoID, size: size)
        let outcome = await pictures.picture(.init(id: photoID, size: pixels)) { [images] () async throws(DomainError) -> Data in
            try await images.imageData(of: photo, size: pixels)
        } whenReady: { [sessions] in
            await MainActor.run { sessions.session(id)?.pictureReady(address) }
        }
        // A picture that will not come: why, in the words the terminal shows beside a swatch. The tab is told,
        // and shows them over a detail's picture (the image element's error cannot read this answer's text).
        let notShown = { [sessions] (reason: String) async -> HTTPError in
            let sentence = PhotoFormatting.pictureNotShown(reason)
            await MainActor.run { sessions.session(id)?.pictureFailed(address, reason: sentence) }
            return HTTPError(.badGateway, message: sentence)
        }
        let data: Data
        switch outcome {
        case .ready(let bytes): data = bytes
        case .failed(let error): throw await notShown(ErrorDisplay(pictureError: error, of: photo).message)
        case .notYet:
            // The connection is free again for the tab's (and other tabs') requests; the tab's stream says
            // when to ask again.
            return Response(
                status: .serviceUnavailable,
                headers: [.retryAfter: "1", .cacheControl: "no-store", .contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "the picture is still on its way; the page is told when it has come\n"))
            )
        }
        // A source may send anything as a picture: only a JPEG is passed on.
        guard data.starts(with: [0xFF, 0xD8, 0xFF]) else { throw await notShown("the source's picture is not a JPEG") }
        return Response(
            status: .ok,
            headers: [.contentType: "image/jpeg", .cacheControl: "private, max-age=86400"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}

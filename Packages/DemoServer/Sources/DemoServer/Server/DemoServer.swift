public import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// The embedded demo API: an HTTP/1.1 server on a loopback port serving ``DemoCatalog`` in Unsplash's
/// dialect (`GET /photos` with `Link`, `X-Total` and `X-Ratelimit-*` headers).
///
/// ```swift
/// let server = try await DemoServer.start()
/// print(server.baseURL)  // http://127.0.0.1:PORT
/// try await server.shutdown()
/// ```
public final class DemoServer: Sendable {
    /// The port the server listens on.
    public let port: Int
    /// `http://HOST:PORT`.
    public let baseURL: URL

    private let channel: any Channel
    private let group: MultiThreadedEventLoopGroup

    private init(channel: any Channel, group: MultiThreadedEventLoopGroup, baseURL: URL, port: Int) {
        self.channel = channel
        self.group = group
        self.port = port
        self.baseURL = baseURL
    }

    /// `host` as a URL writes it: an IPv6 address in brackets, its zone's `%` escaped (`[fe80::1%25eth0]`).
    static func urlHost(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[" + host.replacing("%", with: "%25") + "]" : host
    }

    /// Starts a server.
    /// - Throws: ``DemoServerError`` when the address cannot be listened on.
    /// - Parameters:
    ///   - host: the address to bind; loopback by default so nothing outside this machine can reach it.
    ///   - port: the port, or 0 for any free one.
    ///   - catalog: what to serve.
    ///   - faults: misbehaviours to show on chosen routes (the first rule that covers a request wins).
    ///   - connectionLimit: the most connections held open at once, `nil` for no limit; one more is answered
    ///     503 at once and closed. Set it below the open-file limit (`ulimit -n`), with room for the server's own.
    public static func start(
        host: String = "127.0.0.1",
        port: Int = 0,
        catalog: DemoCatalog = DemoCatalog(),
        faults: [DemoFaultRule] = [],
        connectionLimit: Int? = nil
    ) async throws -> DemoServer {
        let router = DemoRouter(catalog: catalog, randomSeed: .random(in: 0...UInt64.max))
        let injector = DemoFaultInjector(rules: faults)
        let connections = DemoConnectionLimit(connectionLimit)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try prepare(channel, router: router, injector: injector, connections: connections) }
            }
        do {
            let channel = try await bootstrap.bind(host: host, port: port).get()
            let boundPort = channel.localAddress?.port ?? port
            guard let baseURL = URL(string: "http://\(urlHost(host)):\(boundPort)") else {
                try? await channel.close()
                throw DemoServerError.cannotListen("\(host) cannot be written in a web address")
            }
            // The catalog's first answer needs every photograph's miniature: decode them now, from the
            // server's thread on every core, while the client is still getting ready to ask.
            channel.eventLoop.execute { _ = DemoPhotographLibrary.shared }
            return DemoServer(channel: channel, group: group, baseURL: baseURL, port: boundPort)
        } catch {
            try? await group.shutdownGracefully()
            throw listeningError(error, port: port)
        }
    }

    /// Sets up a new connection's handlers, on its event loop: the 503 of a server at its connection
    /// limit, else SwiftNIO's HTTP/1.1 server pipeline, the wait for each request, the answer to a request
    /// that cannot be read, and the demo's own handler.
    static func prepare(_ channel: any Channel, router: DemoRouter, injector: DemoFaultInjector, connections: DemoConnectionLimit) throws {
        guard connections.admit(channel) else {
            return try channel.pipeline.syncOperations.addHandler(DemoBusyResponder())
        }
        try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: false)
        try channel.pipeline.syncOperations.addHandler(DemoRequestDeadline())
        try channel.pipeline.syncOperations.addHandler(DemoParseErrorResponder())
        try channel.pipeline.syncOperations.addHandler(DemoHTTPHandler(router: router, injector: injector))
    }

    /// `error` from binding `port`, as a ``DemoServerError``.
    private static func listeningError(_ error: any Error, port: Int) -> DemoServerError {
        if let error = error as? DemoServerError { return error }
        if let unknown = error as? SocketAddressError.UnknownHost {
            return .cannotListen("no address is known for the name \(unknown.host) (\(unknown.errorDescription))")
        }
        if case SocketAddressError.unknown(let host, _) = error { return .cannotListen("no address is known for the name \(host)") }
        guard let error = error as? IOError else { return .cannotListen(String(describing: error)) }
        switch error.errnoCode {
        case EADDRINUSE: return .portInUse(port)
        case EACCES, EPERM: return .permissionDenied(port)
        default: return .cannotListen(String(cString: strerror(error.errnoCode)))
        }
    }

    /// Stops listening, closes connections and ends the server's thread.
    public func shutdown() async throws {
        try? await channel.close()
        try await group.shutdownGracefully()
    }
}

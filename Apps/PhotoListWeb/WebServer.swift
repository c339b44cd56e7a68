public import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
public import Logging
import NIOCore
import Presentation
import ServiceLifecycle
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `photolist web`'s server: the page, one session of view models per tab, and graceful shutdown on
/// SIGINT or SIGTERM (every tab's stream is closed first, then the HTTP server drains).
public struct WebServer: Sendable {
    /// Where and how the server listens.
    public struct Configuration: Sendable {
        /// The address to listen on: loopback unless the user says otherwise.
        public var host: String
        /// The port (0 picks a free one).
        public var port: Int
        /// The run's secret, carried by the printed URL and then a cookie.
        public var token: AccessToken
        /// How many tabs may have sessions at once.
        public var sessionLimit: Int
        /// How long a session outlives a tab gone without a word (a dropped connection, a crash); a tab that
        /// closes says so, and its session ends at once.
        public var idleTimeout: Duration
        /// How long a session outlives a tab that said it went to the background, which lets go of its
        /// socket until it is shown again.
        public var hiddenTimeout: Duration
        /// How long a connection may take to send a request's head, from when it opens or its last answer
        /// ended: a connection that sends its headers slowly (or nothing) is closed then, so a few idle
        /// sockets cannot hold the server's connections. An answer being sent, or a tab's WebSocket, is
        /// never cut by it.
        public var requestHeadTimeout: Duration
        /// How long a request for a picture waits for the source before it is answered "not yet": the
        /// picture's fetch goes on, and the tab is told on its stream when to ask again. A browser gives one
        /// server six connections for all its tabs, so pictures held longer would keep the others waiting.
        public var pictureWait: Duration
        /// How long the connection of a request the server cannot read waits, after its one-line refusal,
        /// for the client to close it, reading and dropping what still arrives: closed at once with a large
        /// head still unread, the connection would be reset, which over a network can lose the refusal.
        public var refusalLingering: Duration
        /// The most connections held open at once, `nil` for no limit: one more is answered 503 at once and
        /// closed (``ConnectionLimitChannel``). Set it below the open-file limit (`ulimit -n`), with room for
        /// the server's own files and requests.
        public var connectionLimit: Int?

        /// How long a request's head may take by default (``requestHeadTimeout``), which `web --help` states.
        public static let standardRequestHeadTimeout = Duration.seconds(10)
        /// How many tabs may have sessions at once by default (``sessionLimit``), which `web --help` states.
        public static let standardSessionLimit = 16
        /// How long a session outlives a tab gone without a word by default (``idleTimeout``): long enough
        /// for a reload or a dropped connection to come back to it, short enough that such tabs do not pile up.
        public static let standardIdleTimeout = Duration.seconds(30)
        /// How long a session outlives a tab in the background by default (``hiddenTimeout``): a tab may be
        /// shown again hours later, and should find its search, pages and open photo as it left them.
        public static let standardHiddenTimeout = Duration.seconds(24 * 3_600)

        /// A configuration; by default loopback, a free port, a new token, 16 sessions, each kept 30 seconds
        /// after its tab went without a word or a day while it is in the background, 10 seconds for a
        /// request's head, 3 for a picture and 2 for a refused request's client to close, and no limit on
        /// connections.
        public init(
            host: String = "127.0.0.1", port: Int = 0, token: AccessToken = .random(), sessionLimit: Int = standardSessionLimit,
            idleTimeout: Duration = standardIdleTimeout, hiddenTimeout: Duration = standardHiddenTimeout, requestHeadTimeout: Duration = standardRequestHeadTimeout, pictureWait: Duration = .seconds(3),
            refusalLingering: Duration = .seconds(2), connectionLimit: Int? = nil
        ) {
            self.host = host
            self.port = port
            self.token = token
            self.sessionLimit = sessionLimit
            self.idleTimeout = idleTimeout
            self.hiddenTimeout = hiddenTimeout
            self.requestHeadTimeout = requestHeadTimeout
            self.pictureWait = pictureWait
            self.refusalLingering = refusalLingering
            self.connectionLimit = connectionLimit
        }
    }

    private let screens: WebScreens
    private let configuration: Configuration
    private let logger: Logger

    /// A server of `screens`' view models, logging to `logger` (by default nowhere).
    public init(screens: WebScreens, configuration: Configuration, logger: Logger = Logger(label: "photolist.web", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.screens = screens
        self.configuration = configuration
        self.logger = logger
    }

    /// How many event loops, each a thread with three descriptors (epoll, an eventfd, a timerfd), the server
    /// runs on: SwiftNIO's shared group, one loop per core this process may use (its cgroup's CPU quota
    /// counts; `NIO_SINGLETON_GROUP_LOOP_COUNT` overrides it). Reading it starts nothing.
    public static var eventLoopCount: Int { NIOSingletons.groupLoopCountSuggestion }

    /// Serves until `stops` yields (the caller watches the signals that ask it to stop) or the calling task
    /// is cancelled, calling `onListening` with the page's URL (token included) once the server accepts
    /// connections, also when a stop came before: the server stops as soon as it has started. Answers
    /// under way are finished first, and every favourite change a tab asked for reaches the store (or
    /// fails). Downloads still running then are cancelled, their partial files removed, before this
    /// returns.
    /// - Returns: the tabs' downloads cancelled by the stop and the favourite changes that failed, for the
    ///   user to read.
    /// - Throws: ``WebServerError`` when the address cannot be listened on.
    @discardableResult
    public func run(until stops: AsyncStream<Void>, onListening: @escaping @Sendable (URL) async -> Void) async throws -> WebServerEnd {
        let clock = ContinuousClock()
        let start = clock.now
        let sessions = await WebSessions(
            screens: screens, limit: configuration.sessionLimit, idleTimeout: configuration.idleTimeout,
            hiddenTimeout: configuration.hiddenTimeout, logger: logger, now: { start.duration(to: clock.now) }
        )
        let policy = ListeningPolicy()
        // HEAD is answered as GET is, without the body (`curl -I`, link checkers).
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: AccessGuard(policy: policy))
        router.add(middleware: UnroutedRequestText())
        let pictures = PictureLoads(patience: configuration.pictureWait) { try await clock.sleep(for: $0) }
        let routes = WebRoutes(sessions: sessions, images: screens.images, pictures: pictures) { try await clock.sleep(for: $0) }
        routes.add(to: router)
        // The tabs' event streams are WebSockets, upgraded by a router of their own behind the same guard.
        let socketRouter = Router(context: BasicWebSocketRequestContext.self)
        socketRouter.add(middleware: AccessGuard(policy: policy))
        routes.addSocket(to: socketRouter)
        let (host, token) = (configuration.host, configuration.token)
        let app = Application(
            router: router,
            // Hummingbird's idle timeout runs from a connection's start (or its last answer's end) until a
            // request's head has been read, and stands still while an answer is being sent.
            server: Self.serverBuilder(
                socketRouter: socketRouter, requestHeadTimeout: TimeAmount(configuration.requestHeadTimeout),
                refusalLingering: TimeAmount(configuration.refusalLingering), allowance: ConnectionAllowance(limit: configuration.connectionLimit)
            ),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                policy.set(AccessPolicy(token: token, bindHost: host, port: port))
                let shown = AccessPolicy.pageHost(listeningOn: host)
                let url = URL(string: "http://\(shown):\(port)/?token=\(token.value)") ?? URL(string: "http://127.0.0.1:\(port)/?token=\(token.value)")!
                await onListening(url)
            },
            logger: logger
        )
        let sweeper = SessionSweeper(sessions: sessions, interval: .seconds(10)) { try await clock.sleep(for: $0) }
        // Services stop in reverse order: the sweeper ends every session (closing the tabs' streams) before
        // the HTTP server waits for its connections to finish.
        let group = ServiceGroup(
            configuration: .init(services: [app, sweeper], logger: logger)
        )
        // A stop asked for before the group runs is remembered by it, and honoured once it does. From the stop
        // on, a favourite change refused may reach no tab (they are closing): the end reports it.
        let favoriteChanges = screens.factories.favoriteChanges
        let stopping = Task { () -> FavoriteChangesCheckpoint? in
            for await _ in stops {
                let checkpoint = await favoriteChanges.checkpoint()
                await group.triggerGracefulShutdown()
                return checkpoint
            }
            return nil
        }
        defer { stopping.cancel() }
        do {
            try await group.run()
        } catch let error as IOError {
            throw WebServerError(listening: error, host: host, port: configuration.port)
        } catch is SocketAddressError.UnknownHost {
            throw WebServerError.cannotListen(host: host, port: configuration.port, reason: "no address of this machine is called \(host)")
        } catch is SocketAddressError {
            throw WebServerError.cannotListen(host: host, port: configuration.port, reason: "no address of this machine is called \(host)")
        }
        stopping.cancel()  // a run that ended without a stop: the wait for one ends, with no checkpoint
        let unstored = await favoriteChanges.changesStored(since: await stopping.value)
        return WebServerEnd(cancelledDownloads: await sessions.cancelledAtEnd.map(\.message), unstoredFavorites: unstored)
    }
}

extension WebServer {
    /// HTTP/1 connections that may become the tabs' WebSockets (upgraded by `socketRouter`), each closed
    /// when a request head takes longer than `requestHeadTimeout` to arrive (the first one too), or
    /// `refusalLingering` after a request it cannot read was refused, and as many open at once as
    /// `allowance` has places for.
    static func serverBuilder(
        socketRouter: Router<BasicWebSocketRequestContext>, requestHeadTimeout: TimeAmount, refusalLingering: TimeAmount,
        allowance: ConnectionAllowance
    ) -> HTTPServerBuilder {
        let socketResponder = socketRouter.buildResponder()
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: requestHeadTimeout),
            // Pings find a tab that went without a word; the page sends only its intents this way, so
            // frames from it are kept to an intent's size.
            ws: .init(maxFrameSize: WebRoutes.maximumIntentBytes, autoPing: .enabled(timePeriod: .seconds(20)))
        )
        return HTTPServerBuilder { responder in
            ConnectionLimitChannel(
                base: RequestHeadDeadlineChannel(
                    base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: socketResponder, configuration: configuration),
                    timeout: requestHeadTimeout, headLimits: configuration.http1.httpDecoder, refusalLingering: refusalLingering
                ),
                allowance: allowance
            )
        }
    }
}

/// Why the web view could not serve.
public enum WebServerError: Error, Equatable {
    /// Another program listens on the port.
    case portInUse(Int)
    /// The port needs privileges this user lacks (ports below 1024, usually).
    case permissionDenied(Int)
    /// The address could not be listened on for another reason (not an address of this machine, say).
    case cannotListen(host: String, port: Int, reason: String)

    /// The error a failure to listen on `host`:`port` means.
    init(listening error: IOError, host: String, port: Int) {
        switch error.errnoCode {
        case EADDRINUSE: self = .portInUse(port)
        case EACCES, EPERM: self = .permissionDenied(port)
        case EADDRNOTAVAIL: self = .cannotListen(host: host, port: port, reason: "\(host) is not an address of this machine")
        default: self = .cannotListen(host: host, port: port, reason: String(cString: strerror(error.errnoCode)))
        }
    }
}

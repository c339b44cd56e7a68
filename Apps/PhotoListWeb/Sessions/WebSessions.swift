import Logging
import Presentation

/// The open tabs' sessions: at most ``limit`` at once, each ended once its tab has been gone (no stream
/// attached) for ``idleTimeout`` (``hiddenTimeout`` for a tab that said it went to the background), or when
/// the page says it is leaving.
@MainActor
final class WebSessions {
    /// How many sessions may exist at once; opening one more first ends the one gone longest (a tab gone
    /// without a word before one in the background), and is refused when every session has its tab open or
    /// is a tab still starting (``startGrace``).
    let limit: Int
    /// How long a session whose tab has not yet attached its stream is kept from being ended for another:
    /// tabs opened together (a browser restoring 20) would otherwise end each other's sessions before
    /// their streams attached.
    static let startGrace: Duration = .seconds(10)
    /// How long a session lives without its tab, gone without a word (a tab that closes ends it at once).
    let idleTimeout: Duration
    /// How long a session lives while its tab is in the background, having let go of its socket.
    /// ``limit`` still bounds how many sessions are kept.
    let hiddenTimeout: Duration
    private let screens: WebScreens
    private let now: @Sendable () -> Duration
    /// Where each session's beginning and end is told, with why it ended (`--verbose`): a user whose tab
    /// started over can read what ended its session. Tabs are named by the order they came in, never by
    /// their session's id, which is their secret.
    private let logger: Logger?
    private var sessions: [String: WebSession] = [:]
    /// How many sessions have begun, which numbers the next.
    private var begun = 0
    /// Set by ``endAll()``: the server is stopping, and no session may begin or reattach.
    private var isClosed = false

    /// Sessions over `screens`, timed by `now` (the time since some fixed start, on the clock a test
    /// controls).
    init(
        screens: WebScreens, limit: Int = WebServer.Configuration.standardSessionLimit,
        idleTimeout: Duration = WebServer.Configuration.standardIdleTimeout,
        hiddenTimeout: Duration = WebServer.Configuration.standardHiddenTimeout,
        logger: Logger? = nil, now: @escaping @Sendable () -> Duration
    ) {
        self.screens = screens
        self.logger = logger
        self.limit = limit
        self.idleTimeout = idleTimeout
        self.hiddenTimeout = hiddenTimeout
        self.now = now
    }

    /// How many sessions exist.
    var count: Int { sessions.count }

    /// A new session, or `nil` when ``limit`` sessions all have their tabs open or starting.
    func open() -> WebSession? {
        guard !isClosed else { return nil }
        sweep()
        if sessions.count >= limit {
            let current = now()
            // A tab that said it is hiding before its stream ever came (opened in the background) is starting
            // no more.
            let gone = sessions.values.filter {
                !$0.isAttached && ($0.wasAttached || $0.isHidden || current - $0.lastActive >= Self.startGrace)
            }
            guard let oldest = gone.min(by: { ($0.isHidden ? 1 : 0, $0.lastActive) < ($1.isHidden ? 1 : 0, $1.lastActive) }) else {
                logger?.info("A new tab was refused: the \(limit) sessions (--max-tabs) all have their tabs open or starting")
                return nil
            }
            end(oldest, because: "to make room for tab \(begun + 1); the tab was \(oldest.isHidden ? "in the background" : "gone without a word")")
        }
        begun += 1
        let session = WebSession(id: AccessToken.random().value, number: begun, screens: screens, logger: logger, now: now)
        sessions[session.id] = session
        logger?.info("Tab \(begun): its session began (\(sessions.count) of \(limit))")
        return session
    }

    /// The session `id`, marked active now; `nil` for one that ended or never was.
    func session(_ id: String) -> WebSession? {
        guard let session = sessions[id] else { return nil }
        session.touch()
        return session
    }

    /// Attaches a stream to session `id`.
    func attach(_ id: String) -> TabStream? {
        guard !isClosed else { return nil }
        return sessions[id]?.attach()
    }

    /// Ends session `id` (its tab is leaving).
    func end(_ id: String) {
        guard let session = sessions[id] else { return }
        end(session, because: "the tab left")
    }

    /// Ends `session` and tells the log why, in words after "its session ended".
    private func end(_ session: WebSession, because reason: String) {
        sessions.removeValue(forKey: session.id)?.end()
        logger?.info("Tab \(session.number): its session ended (\(reason))")
    }

    /// Ends the sessions whose tabs have been gone for ``idleTimeout`` (hidden ones for ``hiddenTimeout``),
    /// and writes to the streams of the others so a tab that went without a word is found out.
    func sweep() {
        let now = now()
        for session in sessions.values {
            if session.isAttached {
                session.keepAlive()
            } else if session.isHidden, now - session.lastActive >= hiddenTimeout {
                end(session, because: "in the background for \(Self.spoken(hiddenTimeout))")
            } else if !session.isHidden, now - session.lastActive >= idleTimeout {
                end(session, because: "the tab was gone without a word for \(Self.spoken(idleTimeout))")
            }
        }
    }

    /// `duration` in the largest whole unit: "30 s", "5 min", "24 h".
    static func spoken(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        if seconds >= 3_600, seconds.isMultiple(of: 3_600) { return "\(seconds / 3_600) h" }
        if seconds >= 60, seconds.isMultiple(of: 60) { return "\(seconds / 60) min" }
        return "\(seconds) s"
    }

    /// What the sessions' downloads were when ``endAll()`` cancelled them: one notice per session that had
    /// any, for the server to tell whoever started it.
    private(set) var cancelledAtEnd: [DownloadNotice] = []

    /// Ends every session: their downloads are cancelled (each running one has removed its partial file
    /// when this returns) and their streams close, so the server can stop.
    func endAll() async {
        isClosed = true
        for id in Array(sessions.keys) {
            guard let session = sessions.removeValue(forKey: id) else { continue }
            if let cancelled = await session.endCancellingDownloads() { cancelledAtEnd.append(cancelled) }
            logger?.info("Tab \(session.number): its session ended (the server is stopping)")
        }
    }
}

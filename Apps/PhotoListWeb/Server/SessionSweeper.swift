import ServiceLifecycle

/// The service that ends sessions whose tabs are gone and keeps the others' streams alive; on graceful
/// shutdown it ends every session first, closing their streams, so the HTTP server behind it can drain.
struct SessionSweeper: Service {
    let sessions: WebSessions
    /// How often to sweep.
    let interval: Duration
    /// Waits `interval` on the server's clock.
    let sleep: @Sendable (Duration) async throws -> Void

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do { try await sleep(interval) } catch { break }
                await sessions.sweep()
            }
        }
        await sessions.endAll()
    }
}

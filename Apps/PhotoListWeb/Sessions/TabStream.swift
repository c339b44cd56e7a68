/// A tab's event stream as attached to its session, with its number among the session's streams. An
/// intent that comes on the tab's socket names the stream it came with, so one sent on a stream since
/// replaced (a tab's "hide" that arrives after the tab came back on a new socket) is told from the
/// current stream's.
struct TabStream: AsyncSequence, Sendable {
    /// The events rendered for the tab, as lines of JSON.
    let events: AsyncStream<String>
    /// Which of the session's streams this is: each attach counts one more.
    let number: Int

    func makeAsyncIterator() -> AsyncStream<String>.Iterator {
        events.makeAsyncIterator()
    }
}

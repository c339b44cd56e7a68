import Reactive

extension PhotoRoute {
    /// Takes the route the state asks for, on `route`, then reports `done` with the request's number.
    @MainActor
    static func taking<State: Sendable, Event: Sendable>(
        _ request: @escaping @MainActor (State) -> Numbered<PhotoRoute>?,
        on route: PublishRelay<PhotoRoute>,
        then done: @escaping @Sendable (Int) -> Event
    ) -> Feedback<State, Event> {
        .react(request: request) { navigation in
            route.send(navigation.value)
            return done(navigation.number)
        }
    }
}

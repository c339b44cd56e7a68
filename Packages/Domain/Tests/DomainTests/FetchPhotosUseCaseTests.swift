import Domain
import DomainTesting
import Testing

@Suite("DefaultFetchPhotosUseCase", .timeLimit(.minutes(1)))
struct FetchPhotosUseCaseTests {
    @Test("given a repository with pages, when page 2 is requested, then the repository's page 2 is returned")
    func forwardsRequest() async throws {
        let repository = FakePhotoRepository(lastPage: 3)
        let useCase = DefaultFetchPhotosUseCase(repository: repository)

        let page = try await useCase.execute(PageRequest(page: 2, perPage: 3))

        #expect(page == PhotoPage.fixture(page: 2, count: 3, hasNextPage: true))
        #expect(repository.requests == [try PageRequest(page: 2, perPage: 3)])
    }

    @Test("given a failing repository, when executed, then the repository's error is passed on unchanged")
    func passesErrorsOn() async throws {
        let repository = FakePhotoRepository { _ throws(DomainError) in throw .rateLimited(resetsAt: nil) }
        let useCase = DefaultFetchPhotosUseCase(repository: repository)

        await #expect(throws: DomainError.rateLimited(resetsAt: nil)) {
            try await useCase.execute(PageRequest())
        }
    }

    @Test("given a task cancelled while fetching, when the repository returns, then the use case reports cancelled")
    func cancellation() async throws {
        let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
        let repository = FakePhotoRepository { request in
            startedContinuation.yield()
            // Waits without sleeping: iterating a stream that never yields ends when the task is cancelled.
            let (never, _) = AsyncStream.makeStream(of: Void.self)
            for await _ in never {}
            return PhotoPage.fixture(page: request.page)
        }
        let useCase = DefaultFetchPhotosUseCase(repository: repository)
        let task = Task { () throws(DomainError) -> PhotoPage in try await useCase.execute(PageRequest()) }

        for await _ in started { break }
        task.cancel()

        await #expect(throws: DomainError.cancelled) { try await task.value }
    }
}

import ConcurrencyExtras
import Domain
import DomainTesting
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Synchronization
import Testing

@MainActor
@Suite("PhotoPicturesViewModel", .serialized, .timeLimit(.minutes(1)))
struct PhotoPicturesViewModelTests {
    private func harness(_ useCase: FakeLoadPhotoImageUseCase, maximumBytes: Int = 1 << 20) -> (PhotoPicturesViewModel, PhotoPicturesViewModel.Input, Recorder<PictureSet>) {
        let viewModel = PhotoPicturesViewModel(load: useCase, maximumBytes: maximumBytes)
        let input = PhotoPicturesViewModel.Input()
        return (viewModel, input, Recorder(viewModel.transform(input: input).pictures.values))
    }

    private func request(_ id: String, _ side: Int = 4) throws -> PictureRequest {
        PictureRequest(photo: .fixture(id: id), size: try #require(PixelSize(width: side, height: side)))
    }

    @Test("given two photos on screen, when their pictures load, then both are in the set under their ids and sizes")
    func loadsWhatIsShown() async throws {
        try await withMainSerialExecutor {
            let (viewModel, input, sets) = harness(FakeLoadPhotoImageUseCase())
            let (a, b) = (try request("a"), try request("b", 8))

            input.show.send([a, b])
            let loaded = await sets.first { $0.images.count == 2 }

            #expect(loaded?[a.key]?.size == a.size)
            #expect(loaded?[b.key]?.size == b.size)
            withExtendedLifetime(viewModel) {}
        }
    }

    @Test("given a picture still loading, when it leaves the screen, then its load is cancelled and it never arrives")
    func cancelsStaleLoads() async throws {
        try await withMainSerialExecutor {
            let (gate, slowReturned) = (Gate(), Gate())
            let cancelled = Mutex<[PhotoID]>([])
            let useCase = FakeLoadPhotoImageUseCase { photo, size throws(DomainError) in
                if photo.id == "slow" {
                    await gate.wait()
                    defer { slowReturned.open() }
                    if Task.isCancelled {
                        cancelled.withLock { $0.append(photo.id) }
                        throw .cancelled
                    }
                }
                return .uniform(size, gray: 9)
            }
            let (viewModel, input, sets) = harness(useCase)
            let (slow, next) = (try request("slow"), try request("next"))

            input.show.send([slow])
            await Task.megaYield()
            input.show.send([next])
            let shown = await sets.first { $0[next.key] != nil }
            gate.open()
            // The load runs off the main actor: yielding alone does not promise it has returned.
            await slowReturned.wait()
            await Task.megaYield()

            #expect(shown?[slow.key] == nil)
            #expect(cancelled.withLock { $0 } == ["slow"])
            #expect(sets.values.allSatisfy { $0[slow.key] == nil })
            withExtendedLifetime(viewModel) {}
        }
    }

    @Test("given ten pictures on screen, when loading, then at most four load at once, in the order shown")
    func loadsAFewAtATimeInOrder() async throws {
        try await withMainSerialExecutor {
            let (gate, fullyBusy) = (Gate(), Gate())
            let limit = PhotoPicturesViewModel.maximumConcurrent
            let running = Mutex((now: 0, most: 0))
            let useCase = FakeLoadPhotoImageUseCase { _, size throws(DomainError) in
                let now = running.withLock { $0.now += 1; $0.most = max($0.most, $0.now); return $0.now }
                if now == limit { fullyBusy.open() }
                await gate.wait()
                running.withLock { $0.now -= 1 }
                return .uniform(size, gray: 1)
            }
            let (viewModel, input, sets) = harness(useCase)
            let requests = try (0..<10).map { try request("p\($0)") }

            input.show.send(requests)
            await fullyBusy.wait()
            await Task.megaYield()  // room for a load too many to start, were the limit not kept
            let startedFirst = useCase.requestedIDs
            gate.open()
            _ = await sets.first { $0.images.count == 10 }

            #expect(startedFirst == ["p0", "p1", "p2", "p3"])
            #expect(running.withLock { $0.most } == limit)
            #expect(useCase.requestedIDs == requests.map(\.photo.id))
            withExtendedLifetime(viewModel) {}
        }
    }

    @Test("given a picture that failed, when the screen is redrawn with it, then it is not asked again; after it leaves and returns, it is")
    func failedPicturesRetryOnlyAfterReturning() async throws {
        try await withMainSerialExecutor {
            let useCase = FakeLoadPhotoImageUseCase { _, _ throws(DomainError) in throw .invalidResponse("the image is not a JPEG file") }
            let (viewModel, input, sets) = harness(useCase)
            let (broken, other) = (try request("broken"), try request("other"))

            input.show.send([broken])
            let failed = await sets.first { $0.failures[broken.key] != nil }
            input.show.send([broken])
            await Task.megaYield()
            let askedWhileShown = useCase.requestedIDs.count
            input.show.send([other])
            _ = await sets.first { $0.failures[other.key] != nil }
            input.show.send([broken])
            await Task.megaYield()

            #expect(failed?.failures[broken.key]?.contains("not a JPEG") == true)
            #expect(askedWhileShown == 1)
            #expect(useCase.requestedIDs == ["broken", "other", "broken"])
            withExtendedLifetime(viewModel) {}
        }
    }

    @Test("given a memory budget of two pictures, when a third loads, then the least recently shown is dropped and the one shown again stays")
    func evictsLeastRecentlyShown() async throws {
        try await withMainSerialExecutor {
            // 4×4 pixels × 3 bytes = 48 bytes a picture; room for two.
            let (viewModel, input, sets) = harness(FakeLoadPhotoImageUseCase(), maximumBytes: 100)
            let (a, b, c) = (try request("a"), try request("b"), try request("c"))

            input.show.send([a])
            _ = await sets.first { $0[a.key] != nil }
            input.show.send([b])
            _ = await sets.first { $0[b.key] != nil }
            input.show.send([a])  // a is now more recent than b
            input.show.send([c])
            let last = await sets.first { $0[c.key] != nil }

            #expect(last?[a.key] != nil)
            #expect(last?[b.key] == nil)
            withExtendedLifetime(viewModel) {}
        }
    }

    @Test("given four loads under way that cannot stop at once, when the screen moves to four other pictures, then none of those starts until the cancelled four have ended")
    func cancelledLoadsStillCount() async throws {
        try await withMainSerialExecutor {
            let gate = Gate()
            let useCase = FakeLoadPhotoImageUseCase { _, size throws(DomainError) in
                await gate.wait()  // a decode does not notice cancellation
                return .uniform(size, gray: 3)
            }
            let (viewModel, input, sets) = harness(useCase)
            let first = try (0..<4).map { try request("old\($0)") }
            let second = try (0..<4).map { try request("new\($0)") }

            input.show.send(first)
            await Task.megaYield()
            input.show.send(second)
            await Task.megaYield()
            let startedWhileOldRan = useCase.requestedIDs.count
            gate.open()
            let loaded = await sets.first { set in second.allSatisfy { set[$0.key] != nil } }

            #expect(startedWhileOldRan == 4)
            #expect(loaded.map { set in first.allSatisfy { set[$0.key] == nil } } == true)
            withExtendedLifetime(viewModel) {}
        }
    }
}

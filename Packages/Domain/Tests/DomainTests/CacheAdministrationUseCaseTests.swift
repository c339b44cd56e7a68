import Domain
import Synchronization
import Testing

@Suite("Cache administration use case")
struct CacheAdministrationUseCaseTests {
    @Test("given both caches, when their usage is asked, then it reports the offline copy's and the pictures' own figures")
    func usageReportsBothCaches() throws {
        let pages = RecordingPageStore(usage: .init(path: "/c/cache.sqlite", photos: 30, pages: 2, bytes: 4096))
        let pictures = RecordingPictureStore(usage: .init(path: "/c/images", files: 7, bytes: 9000))

        let usage = try DefaultCacheAdministrationUseCase(pages: pages, pictures: pictures).usage()

        #expect(usage == CacheUsage(pages: pages.usageValue, pictures: pictures.usageValue))
    }

    @Test("given both caches, when cleared, then the offline copy is emptied, the pictures removed, and what each freed is reported")
    func clearEmptiesBoth() throws {
        let pages = RecordingPageStore(usage: .init(path: "/c/cache.sqlite", photos: 30, pages: 2, bytes: 4096))
        let pictures = RecordingPictureStore(usage: .init(path: "/c/images", files: 7, bytes: 9000), leftAlone: true)

        let cleared = try DefaultCacheAdministrationUseCase(pages: pages, pictures: pictures).clear()

        #expect(cleared == CacheClearing(offlineCopy: .init(path: "/c/cache.sqlite", bytesFreed: 4096, photos: 30, pages: 2), pictures: pictures.usageValue, picturesFolderLeftAlone: true))
        #expect(pages.clears.withLock { $0 } == 1)
        #expect(pictures.clears.withLock { $0 } == 1)
    }

    @Test("given an offline copy that cannot be emptied, when cleared, then the failure is passed on and the pictures are kept, unless the disk is full: then they were removed to make room", arguments: [
        (StorageFailure.Reason.inUse, 0), (.full, 1),
    ])
    func aFailedClearKeepsThePictures(reason: StorageFailure.Reason, pictureRemovals: Int) throws {
        let failure = DomainError.storage(StorageFailure(.cache, path: "/c/cache.sqlite", reason: reason))
        let pages = RecordingPageStore(usage: .init(path: "/c/cache.sqlite", photos: 0, pages: 0, bytes: 0), failure: failure)
        let pictures = RecordingPictureStore(usage: .init(path: "/c/images", files: 7, bytes: 9000))

        #expect(throws: failure) { try DefaultCacheAdministrationUseCase(pages: pages, pictures: pictures).clear() }
        #expect(pictures.clears.withLock { $0 } == pictureRemovals)
    }

    @Test("given a full disk, when the offline copy cannot be emptied, then the pictures are removed to make room and it is emptied after all, its counts not claimed")
    func aFullDiskIsMadeRoomOnByThePictures() throws {
        let full = DomainError.storage(StorageFailure(.cache, path: "/c/cache.sqlite", reason: .full))
        let pages = RecordingPageStore(usage: .init(path: "/c/cache.sqlite", photos: 30, pages: 2, bytes: 4096), failure: full, failuresBeforeSuccess: 1)
        let pictures = RecordingPictureStore(usage: .init(path: "/c/images", files: 7, bytes: 9000))

        let cleared = try DefaultCacheAdministrationUseCase(pages: pages, pictures: pictures).clear()

        #expect(cleared == CacheClearing(offlineCopy: .init(path: "/c/cache.sqlite", bytesFreed: 4096, photos: nil, pages: nil), pictures: pictures.usageValue, picturesFolderLeftAlone: false))
        #expect(pages.clears.withLock { $0 } == 1)
        #expect(pictures.clears.withLock { $0 } == 1, "removed once, not again after the copy was emptied")
    }
}

/// An offline copy that reports fixed figures and counts its clears.
private final class RecordingPageStore: PageCacheStore {
    let usageValue: CacheUsage.Pages
    let failure: DomainError?
    let clears = Mutex(0)
    /// How many clears fail before one succeeds; `nil`: every one fails (when there is a `failure`).
    private let failuresLeft: Mutex<Int?>

    init(usage: CacheUsage.Pages, failure: DomainError? = nil, failuresBeforeSuccess: Int? = nil) {
        usageValue = usage
        self.failure = failure
        failuresLeft = Mutex(failuresBeforeSuccess)
    }

    func usage() throws(DomainError) -> CacheUsage.Pages { usageValue }

    func clear() throws(DomainError) -> CacheClearing.OfflineCopy {
        if let failure {
            let fails = failuresLeft.withLock { left in
                guard let remaining = left else { return true }
                left = remaining - 1
                return remaining > 0
            }
            if fails { throw failure }
        }
        clears.withLock { $0 += 1 }
        return CacheClearing.OfflineCopy(path: usageValue.path, bytesFreed: usageValue.bytes, photos: usageValue.photos, pages: usageValue.pages)
    }
}

/// A pictures folder that reports fixed figures and counts its clears.
private final class RecordingPictureStore: PictureCacheStore {
    let usageValue: CacheUsage.Pictures
    let leftAlone: Bool
    let clears = Mutex(0)

    init(usage: CacheUsage.Pictures, leftAlone: Bool = false) {
        usageValue = usage
        self.leftAlone = leftAlone
    }

    func usage() -> CacheUsage.Pictures { usageValue }

    func removeAll() -> (removed: CacheUsage.Pictures, leftAlone: Bool) {
        clears.withLock { $0 += 1 }
        return (usageValue, leftAlone)
    }
}

import Domain
import Presentation
import Testing

@Suite("What the download queue says")
struct DownloadNoticeTests {
    @Test("given a saved file, when worded, then its name comes before its folder, so a cut status line still names it")
    func savedNamesTheFileFirst() {
        #expect(DownloadNotice.saved("a", path: "/home/ada/Downloads/VwnS_lbe34J.jpg").message == "Saved VwnS_lbe34J.jpg to /home/ada/Downloads")
        #expect(DownloadNotice.saved("a", path: "/a.jpg").message == "Saved a.jpg to /")
        #expect(DownloadNotice.saved("a", path: "relative.jpg").message == "Saved to relative.jpg")
    }

    @Test("given a failed download, when worded, then it names the file it was for before the reason, which goes on the sentence, so one of several failing is told apart")
    func failedNamesTheFile() {
        let notice = DownloadNotice.failed("VwnS_lbe34J", ErrorDisplay(.fileHost(FileHostFailure(host: "images.example.test", cause: .notFound))), earlierInARow: [])

        #expect(notice.message == "Download of VwnS_lbe34J failed: no such file on the image host images.example.test.")
    }

    @Test("given an Unsplash+ photo's download, refused before anything was fetched, when worded, then it says the photo was not downloaded and why, not that a download failed")
    func refusedPlusPhotoIsNotAFailure() {
        let notice = DownloadNotice.needsSubscription("VwnS_lbe34J")

        #expect(notice.message == "Not downloaded: VwnS_lbe34J is an Unsplash+ photo, which only Unsplash+ subscribers may download; open its page to license it.")
    }

    @Test("given a download the disk refused, when worded, then the reason follows without a storage error's heading, naming the file once")
    func failedOnDiskSaysItOnce() {
        let failure = StorageFailure(.download, path: "/home/ada/Downloads/VwnS_lbe34J.jpg", reason: .inaccessible("cannot create the file: Permission denied"))
        let notice = DownloadNotice.failed("VwnS_lbe34J", ErrorDisplay(.storage(failure)), earlierInARow: [])

        #expect(notice.message == "Download of VwnS_lbe34J failed: cannot save /home/ada/Downloads/VwnS_lbe34J.jpg: cannot create the file: Permission denied.")
    }

    @Test("given cancelled downloads, when worded, then the photos are named, three at most, short enough for a status bar, so the user knows what to download again; none cancelled says so")
    func cancelledNamesThePhotos() {
        #expect(DownloadNotice.cancelled([]).message == "No download was running or waiting; nothing was cancelled.")
        #expect(DownloadNotice.cancelled(["a"]).message == "Download cancelled: photo a; nothing was saved.")
        #expect(DownloadNotice.cancelled(["a", "b"]).message == "2 downloads cancelled, none saved: a and b.")
        #expect(DownloadNotice.cancelled(["a", "b", "c"]).message == "3 downloads cancelled, none saved: a, b and c.")
        #expect(DownloadNotice.cancelled(["a", "b", "c", "d", "e"]).message == "5 downloads cancelled, none saved: a, b and 3 more.")
        let unsplashIDs = (1...7).compactMap { PhotoID(rawValue: String(repeating: "\($0)", count: 11)) }
        #expect(unsplashIDs.count == 7 && DownloadNotice.cancelled(unsplashIDs).message.count <= 77, "fits an 80-column status bar whole")
    }
}

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
}

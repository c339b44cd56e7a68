@testable import photolist
import Testing

/// A download that fails in the downloads folder says when `$XDG_DOWNLOAD_DIR` chose that folder, however
/// the path is spelled, and says nothing of it otherwise.
@Suite("The note on a chosen downloads folder")
struct DownloadsFolderNoteTests {
    @Test("given XDG_DOWNLOAD_DIR with or without a trailing slash, when the folder itself or a file in it fails, then the note names XDG_DOWNLOAD_DIR; a path elsewhere, or no XDG_DOWNLOAD_DIR, gets none", arguments: ["/x/dl", "/x/dl/"])
    func noteFollowsTheChosenFolder(chosen: String) {
        let locations = StorageLocations(environment: ["HOME": "/h", "XDG_DOWNLOAD_DIR": chosen])
        let note = "The downloads folder is the one $XDG_DOWNLOAD_DIR names."

        #expect(locations.chosenDownloadsFolderNote(for: "/x/dl") == note)
        #expect(locations.chosenDownloadsFolderNote(for: "/x/dl/photo.jpg") == note)
        #expect(locations.chosenDownloadsFolderNote(for: "/x/other/photo.jpg") == nil)
        #expect(StorageLocations(environment: ["HOME": "/h"]).chosenDownloadsFolderNote(for: "/h/Downloads/photo.jpg") == nil)
    }
}

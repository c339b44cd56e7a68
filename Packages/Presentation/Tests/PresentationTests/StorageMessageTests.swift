import Domain
import Presentation
import Testing

/// Presentation writes every storage sentence from the `StorageFailure` value Data reports.
@Suite("Storage failure messages")
struct StorageMessageTests {
    @Test("given each storage failure, when worded, then the sentence names the file and what to do",
          arguments: [
              (StorageFailure(.library, path: "/l", reason: .inUse),
               "Storage error: another program, such as another photolist, is using the library file /l; try again when it has finished."),
              (StorageFailure(.library, path: "/l", reason: .full),
               "Storage error: the disk holding the library file /l is full; free some space and try again."),
              (StorageFailure(.library, path: "/l", reason: .newerVersion),
               "Storage error: the library file /l was written by a newer version of photolist; photolist left it untouched. Use the newer version."),
              (StorageFailure(.library, path: "/l", reason: .foreign),
               "Storage error: /l is not a photolist library; photolist left it untouched. Move it aside to start a new library."),
              (StorageFailure(.cache, path: "/c", reason: .damaged),
               "Storage error: the cache file /c is damaged; clearing the cache starts a new one."),
              (StorageFailure(.cache, path: "/c", reason: .inaccessible("Permission denied")),
               "Storage error: cannot use the cache file /c: Permission denied."),
              (StorageFailure(.download, path: "/d", reason: .folderMissing),
               "Storage error: the folder /d does not exist."),
              (StorageFailure(.download, path: "/d/x.jpg", reason: .notAFile),
               "Storage error: /d/x.jpg exists and is not a regular file; photolist saves only into files."),
              (StorageFailure(.download, path: "/d/x.jpg", reason: .symbolicLink),
               "Storage error: /d/x.jpg is a symbolic link; photolist saves only into files, never through a link: name the file itself (or - for standard output)."),
              (StorageFailure(.download, path: "/d/x.jpg", reason: .inaccessible("No space left on device")),
               "Storage error: cannot save /d/x.jpg: No space left on device."),
              (StorageFailure(.library, path: "", reason: .inaccessible("boom")),
               "Storage error: cannot use the library file: boom."),
              (StorageFailure(.download, path: "", reason: .inaccessible("Permission denied")),
               "Storage error: cannot save the file: Permission denied."),
              (StorageFailure(.download, path: "/d/x.jpg", reason: .alreadyExists),
               "/d/x.jpg already exists; it was left as it is."),
          ])
    func wording(failure: StorageFailure, expected: String) {
        #expect(PhotoFormatting.message(for: DomainError.storage(failure)) == expected)
    }

    @Test("given no cache message, when worded, then it names no command, since the browser shows it too")
    func cacheMessagesNameNoCommand() {
        let reasons: [StorageFailure.Reason] = [.damaged, .inUse, .full, .newerVersion, .foreign]
        for reason in reasons {
            #expect(!PhotoFormatting.message(for: StorageFailure(.cache, path: "/c", reason: reason)).contains("`photolist"))
        }
    }
}

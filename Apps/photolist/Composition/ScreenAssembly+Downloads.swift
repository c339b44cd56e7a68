import Domain
import Presentation

/// Downloads: the use case the `download` command runs and the queue every view shares.
extension ScreenAssembly {
    /// Registers downloads with the source and saves files atomically; an existing file is replaced only
    /// with `replacingExisting` (`download --force`).
    func makeDownloadUseCase(replacingExisting: Bool = false) -> any DownloadPhotoUseCase {
        DefaultDownloadPhotoUseCase(repository: repository, downloader: downloader(replacingExisting))
    }

    /// Downloads photos picked from a list into the downloads folder.
    @MainActor
    func makePhotoDownloadViewModel() -> PhotoDownloadViewModel {
        PhotoDownloadViewModel(download: makeDownloadUseCase(), destination: .folder(downloadsFolder))
    }
}

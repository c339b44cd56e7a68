import Domain
import Presentation
import Reactive

/// The non-interactive download view: sends one photo to the download view model and follows its state
/// until the file is saved or the download fails.
@MainActor
enum DownloadScreen {
    /// The saved file's path; `progress` sees every report on the way.
    /// - Throws: ``CommandFailure`` with the view model's message when the download fails.
    static func run(
        _ viewModel: PhotoDownloadViewModel,
        photo: Photo,
        progress: (DownloadProgress) -> Void
    ) async throws -> String {
        let input = PhotoDownloadViewModel.Input()
        let output = viewModel.transform(input: input)
        input.download.send(photo)
        return try await SettledState.first(in: output.state.values, what: "download") { state in
            switch state {
            case .finished(let path): return .done(path)
            case .failed(let error): return .failed(CommandFailure(error))
            case .transferring(let report):
                progress(report)
                return .pending
            case .idle, .starting: return .pending
            }
        }
    }
}

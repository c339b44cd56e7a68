import DemoServer
import Domain
import Foundation
import Imaging
import CurlNetworking
import Networking
import Persistence
import PhotoData
import Presentation
import Reactive

/// Pictures: thumbnails decoded per second (TurboJPEG scaling while decoding, against decoding the whole
/// file and fitting it afterwards), and the time from opening a detail to its picture being ready to draw,
/// fetched from the demo server (cold) and from the disk cache (warm). Every ratio compares figures from
/// the same run.
struct ImageBenchmark {
    let runs: Int

    /// The photos measured, and the sizes the browser asks for: a row's 4×1-cell thumbnail in half blocks
    /// (4×2 pixels) and a 54×34-cell detail preview at 10×20-pixel cells.
    static let photoCount = 30
    static let thumbnail = PixelSize(width: 4, height: 2)!
    static let preview = PixelSize(width: 540, height: 680)!

    func measure(into report: inout Report) async throws {
        let server = try await DemoServer.start()
        defer { Task { try? await server.shutdown() } }
        let client = CurlHTTPClient()
        let photos = try await UnsplashPhotoRepository(api: UnsplashAPI(baseURL: server.baseURL), client: client, order: .latest)
            .photos(PageRequest(page: 1, perPage: Self.photoCount)).photos
        let repository = HTTPPhotoImageRepository(client: client, sizing: .imgix, hosts: PictureHostPolicy(allowing: [server.baseURL]))
        // The files a list screen's thumbnails would decode if the source sent 400×300 (a source that ignores
        // the size asked for): what scaling while decoding saves.
        let files = try await photos.asyncMap { try await repository.imageData(of: $0, size: PixelSize(width: 400, height: 300)!) }
        try await measureDecoding(files, into: &report)
        try await measureDetail(photos, repository: repository, into: &report)
    }

    private func measureDecoding(_ files: [Data], into report: inout Report) async throws {
        let decoder = TurboJPEGDecoder()
        let full = PixelSize(width: 400, height: 300)!
        var scaled = Samples(), whole = Samples(), ratio = Samples()
        for _ in 0..<runs {
            let scaledRate = try Self.rate(files.count * 10) {
                for _ in 0..<10 { for file in files { _ = PixelGrid(filling: 4, 2, from: try decoder.decode(file, atLeast: Self.thumbnail)) } }
            }
            let wholeRate = try Self.rate(files.count * 10) {
                for _ in 0..<10 { for file in files { _ = PixelGrid(filling: 4, 2, from: try decoder.decode(file, atLeast: full)) } }
            }
            scaled.append(scaledRate)
            whole.append(wholeRate)
            ratio.append(scaledRate / wholeRate)
        }
        report.rows.append(ReportRow(scenario: "Pictures", subject: "thumbnails decoded, scaled while decoding (400×300 files)", value: scaled.median, low: scaled.minimum, high: scaled.maximum, unit: "/s", spreadLabel: "min–max", target: nil, met: nil))
        report.rows.append(ReportRow(scenario: "Pictures", subject: "thumbnails decoded whole, then fitted", value: whole.median, low: whole.minimum, high: whole.maximum, unit: "/s", spreadLabel: "min–max", target: nil, met: nil))
        report.rows.append(ReportRow(scenario: "Pictures", subject: "scaling while decoding vs whole", value: ratio.median, low: ratio.minimum, high: ratio.maximum, unit: "×", spreadLabel: "min–max", target: "≥ 3×", met: ratio.median >= 3))
    }

    /// Milliseconds from asking the pictures view model for a detail's preview to the picture in its output,
    /// for each photo: fetched and decoded (cold), then again from the disk cache after a restart (warm).
    @MainActor
    private func measureDetail(_ photos: [Photo], repository: HTTPPhotoImageRepository, into report: inout Report) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-bench-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cached = DiskCachedPhotoImageRepository(wrapping: repository, cache: ImageFileCache(folder: folder), namespace: "bench")
        var cold = Samples(), warm = Samples()
        for photo in photos {
            cold.append(try await Self.timeToPicture(photo, cached))
            warm.append(try await Self.timeToPicture(photo, cached))  // a new view model: only the disk has it
        }
        report.rows.append(CacheBenchmark.latencyRow("Pictures", "detail opened → picture ready, fetched (540×680)", cold, target: nil))
        report.rows.append(CacheBenchmark.latencyRow("Pictures", "detail opened → picture ready, from the disk cache", warm, target: nil))
        let ratio = warm.median / max(cold.median, 0.001)
        report.rows.append(ReportRow(scenario: "Pictures", subject: "disk cache vs fetch (median time to picture)", value: ratio, low: ratio, high: ratio, unit: "×", spreadLabel: "median", target: "≤ 0.8×", met: ratio <= 0.8))
    }

    @MainActor
    private static func timeToPicture(_ photo: Photo, _ repository: any PhotoImageRepository) async throws -> Double {
        let viewModel = PhotoPicturesViewModel(load: DefaultLoadPhotoImageUseCase(repository: repository, decoder: TurboJPEGDecoder()))
        let input = PhotoPicturesViewModel.Input()
        let output = viewModel.transform(input: input)
        let request = PictureRequest(photo: photo, size: preview)
        let start = ContinuousClock.now
        input.show.send([request])
        for await set in output.pictures.values {
            if let image = set[request.key] {
                _ = PixelGrid(filling: 54, 68, from: image)
                return (ContinuousClock.now - start).seconds * 1_000
            }
            if let failure = set.failures[request.key] { throw BenchmarkFailure("the picture of \(photo.id.rawValue) failed: \(failure)") }
        }
        throw BenchmarkFailure("the pictures view model ended")
    }

    private static func rate(_ count: Int, _ body: () throws -> Void) throws -> Double {
        Double(count) / (try ContinuousClock().measure(body)).seconds
    }
}

extension Array {
    /// The elements transformed one after another by an async closure.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}

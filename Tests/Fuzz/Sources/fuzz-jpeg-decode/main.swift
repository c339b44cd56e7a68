import Domain
import Foundation
import FuzzSupport
import Imaging
import Presentation

// Any bytes either fail with one line of DomainError.invalidResponse, or decode within the limits to an
// image at least as large as asked (or the file's own size) whose every pixel a view can fit. The Exif
// orientation reader also sees every input whole, not only those whose header the decoder accepts.
let limits = ImageDecodeLimits(maximumBytes: 1 << 20, maximumSide: 4_096, maximumPixels: 4_000_000)
let decoder = TurboJPEGDecoder(limits: limits)
let wanted = PixelSize(width: 24, height: 16)!

FuzzDriver.run { bytes in
    let orientation = bytes.withUnsafeBytes(ExifOrientation.init(jpeg:))
    fuzzCheck((1...8).contains(orientation.rawValue), "orientation \(orientation.rawValue)")
    do throws(DomainError) {
        let image = try decoder.decode(Data(bytes), atLeast: wanted)
        fuzzCheck(image.rgb.count == image.size.area * 3, "an image of \(image.size) holds \(image.rgb.count) bytes")
        fuzzCheck(image.size.area <= limits.maximumPixels, "decoded \(image.size), beyond the limits")
        let grid = PixelGrid(filling: wanted.width, wanted.height, from: image)
        fuzzCheck(grid.pixels.count == wanted.area, "fitted to \(grid.pixels.count) pixels")
    } catch {
        guard case .invalidResponse(let message) = error else {
            return fuzzCheck(false, "unexpected failure \(error)")
        }
        fuzzCheck(!message.isEmpty && !message.contains("\n"), "the message is not one line: \(message)")
    }
}

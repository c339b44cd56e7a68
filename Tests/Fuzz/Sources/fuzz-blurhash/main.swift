import FuzzSupport
import Presentation

// Any string either fails to parse with a typed failure or decodes to a grid of exactly the asked size.
FuzzDriver.run { bytes in
    guard let first = bytes.first else { return }
    let hash = String(decoding: bytes.dropFirst(), as: UTF8.self)
    guard let blurHash = try? BlurHash(hash) else { return }
    let width = Int(first & 0x0F) + 1
    let height = Int(first >> 4) + 1
    let grid = blurHash.decode(width: width, height: height)
    fuzzCheck(grid.width == width && grid.height == height, "a \(width)×\(height) decode gave \(grid.width)×\(grid.height)")
}

import Domain

extension ExifOrientation {
    /// Stored RGB pixels (three bytes per pixel of `size`) turned as this orientation says, so they show
    /// upright; the shown size has its sides swapped when ``swapsSides``.
    func upright(_ rgb: [UInt8], size: PixelSize) -> (size: PixelSize, rgb: [UInt8]) {
        guard self != .up, let shown = swapsSides ? PixelSize(width: size.height, height: size.width) : size else { return (size, rgb) }
        let (width, height) = (size.width, size.height)
        var turned = [UInt8](repeating: 0, count: rgb.count)
        turned.withUnsafeMutableBufferPointer { target in
            rgb.withUnsafeBufferPointer { source in
                for y in 0..<shown.height {
                    for x in 0..<shown.width {
                        let (storedX, storedY) = stored(x, y, width: width, height: height)
                        let from = (storedY * width + storedX) * 3
                        let to = (y * shown.width + x) * 3
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                    }
                }
            }
        }
        return (shown, turned)
    }

    /// The stored pixel shown at column `x`, row `y`, in a stored picture of `width` × `height`.
    private func stored(_ x: Int, _ y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, height - 1 - x)
        case .rightMirrored: (width - 1 - y, height - 1 - x)
        case .left: (width - 1 - y, x)
        }
    }
}

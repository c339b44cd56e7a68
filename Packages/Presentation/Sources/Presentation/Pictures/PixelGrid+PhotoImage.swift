public import Domain

extension PixelGrid {
    /// `image` cropped to the proportions of `width` × `height` (centred) and scaled to exactly that size:
    /// each target pixel averages the source pixels under it, so a thumbnail keeps fine detail's colour
    /// instead of sampling noise; an image smaller than the target is enlarged bilinearly (each target pixel
    /// blends the four source pixels around its centre), so it is soft rather than blocky. Sources are asked
    /// for the exact size already; this fits whatever a source actually sent. `pixelAspect` is the width of
    /// a target pixel over its height as the view shows it (quarter blocks: 0.5), so the crop keeps the
    /// shape the view shows.
    public init(filling width: Int, _ height: Int, from image: PhotoImage, pixelAspect: Double = 1) {
        let (sourceWidth, sourceHeight) = (image.size.width, image.size.height)
        // The centred window of the source with the proportions the target is shown at.
        let targetAspect = Double(width) * pixelAspect / Double(height)
        let sourceAspect = Double(sourceWidth) / Double(sourceHeight)
        let windowWidth = targetAspect < sourceAspect ? Double(sourceHeight) * targetAspect : Double(sourceWidth)
        let windowHeight = targetAspect < sourceAspect ? Double(sourceHeight) : Double(sourceWidth) / targetAspect
        let (left, top) = ((Double(sourceWidth) - windowWidth) / 2, (Double(sourceHeight) - windowHeight) / 2)
        let (stepX, stepY) = (windowWidth / Double(width), windowHeight / Double(height))
        /// The source columns (or rows) under target column `index`: at least one, never outside.
        func span(_ index: Int, start: Double, step: Double, limit: Int) -> Range<Int> {
            let lower = min(limit - 1, max(0, Int(start + Double(index) * step)))
            let upper = min(limit, max(lower + 1, Int((start + Double(index + 1) * step).rounded(.up))))
            return lower..<upper
        }
        if stepX < 1 && stepY < 1 {
            self = Self.enlarged(image, width: width, height: height, window: (left, top, stepX, stepY))
            return
        }
        let columns = (0..<width).map { span($0, start: left, step: stepX, limit: sourceWidth) }
        var pixels: [RGBColor] = []
        pixels.reserveCapacity(width * height)
        image.rgb.withUnsafeBufferPointer { rgb in
            for y in 0..<height {
                let rows = span(y, start: top, step: stepY, limit: sourceHeight)
                for xs in columns {
                    var (red, green, blue) = (0, 0, 0)
                    for row in rows {
                        var offset = (row * sourceWidth + xs.lowerBound) * 3
                        for _ in xs {
                            red += Int(rgb[offset])
                            green += Int(rgb[offset + 1])
                            blue += Int(rgb[offset + 2])
                            offset += 3
                        }
                    }
                    let count = rows.count * xs.count
                    pixels.append(RGBColor(red: UInt8((red + count / 2) / count), green: UInt8((green + count / 2) / count), blue: UInt8((blue + count / 2) / count)))
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// `image`'s window starting at (`left`, `top`) with `stepX` × `stepY` source pixels per target pixel
    /// (both under one: an enlargement), sampled bilinearly at each target pixel's centre.
    private static func enlarged(_ image: PhotoImage, width: Int, height: Int, window: (left: Double, top: Double, stepX: Double, stepY: Double)) -> PixelGrid {
        let (sourceWidth, sourceHeight) = (image.size.width, image.size.height)
        /// The two source indices around `position` (in pixel centres) and the second one's weight.
        func neighbours(_ position: Double, limit: Int) -> (Int, Int, Double) {
            let centre = min(max(position - 0.5, 0), Double(limit - 1))
            let lower = Int(centre)
            return (lower, min(lower + 1, limit - 1), centre - Double(lower))
        }
        let columns = (0..<width).map { neighbours(window.left + (Double($0) + 0.5) * window.stepX, limit: sourceWidth) }
        var pixels: [RGBColor] = []
        pixels.reserveCapacity(width * height)
        image.rgb.withUnsafeBufferPointer { rgb in
            for y in 0..<height {
                let (top, bottom, down) = neighbours(window.top + (Double(y) + 0.5) * window.stepY, limit: sourceHeight)
                for (left, right, across) in columns {
                    func channel(_ offset: Int) -> UInt8 {
                        func at(_ x: Int, _ y: Int) -> Double { Double(rgb[(y * sourceWidth + x) * 3 + offset]) }
                        let upper = at(left, top) * (1 - across) + at(right, top) * across
                        let lower = at(left, bottom) * (1 - across) + at(right, bottom) * across
                        return UInt8(min(255, max(0, (upper * (1 - down) + lower * down).rounded())))
                    }
                    pixels.append(RGBColor(red: channel(0), green: channel(1), blue: channel(2)))
                }
            }
        }
        return PixelGrid(width: width, height: height, pixels: pixels)
    }
}

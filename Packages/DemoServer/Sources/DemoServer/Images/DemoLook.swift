/// How a catalog photo's picture is made from a bundled photograph: which one, the window cut from it
/// (its proportions the catalog photo's), whether it is mirrored, and how it is graded. Drawn from the
/// photo's index alone, so every run on every machine makes the same pictures, and its colour and
/// BlurHash are measured from the picture itself.
struct DemoLook: Sendable, Equatable {
    /// The fewest pixels a photograph's largest window of the photo's proportions must have for it to be
    /// chosen: a tall crop of a wide, small photograph would be blown up too far.
    static let smallestWindowArea = 100_000.0
    /// The grades drawn for a colour photograph: as photographed three times out of nine.
    private static let tones: [DemoTone] = [.natural, .natural, .natural, .warmer, .cooler, .brighter, .darker, .muted, .monochrome]

    /// The index in ``DemoPhotograph/all`` of the photograph it is cut from.
    let photograph: Int
    /// The part of the photograph it shows, in the photograph's pixels.
    let window: DemoWindow
    /// Whether it is mirrored left to right.
    let flipped: Bool
    /// How it is graded.
    let tone: DemoTone

    /// The look of catalog photo `index`, whose width ÷ height is `aspectRatio`: a photograph with room
    /// for that shape, a window of 55–100 % of the largest such window (by side) anywhere in it, a coin
    /// toss for the mirror, and a grade (always black and white for a black-and-white photograph).
    init(index: Int, aspectRatio: Double) {
        // A stream of its own (not the catalog's), so the catalog's other fields stay as they were.
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03 &+ 0x100C)
        func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        let roomy = DemoPhotograph.all.indices.filter {
            let window = DemoPhotograph.all[$0].largestWindow(aspectRatio: aspectRatio)
            return window.width * window.height >= Self.smallestWindowArea
        }
        let candidates = roomy.isEmpty ? Array(DemoPhotograph.all.indices) : roomy
        photograph = candidates[Int(random.next() % UInt64(candidates.count))]
        let source = DemoPhotograph.all[photograph]
        let largest = source.largestWindow(aspectRatio: aspectRatio)
        let fraction = 0.55 + 0.45 * unit()
        let (width, height) = (largest.width * fraction, largest.height * fraction)
        window = DemoWindow(x: (Double(source.width) - width) * unit(), y: (Double(source.height) - height) * unit(), width: width, height: height)
        flipped = random.next() % 2 == 0
        let tone = Self.tones[Int(random.next() % UInt64(Self.tones.count))]
        self.tone = source.isMonochrome ? .monochrome : tone
    }

    /// The mean colour of the picture as `0xRRGGBB`: the window's mean over the photograph's block means,
    /// graded (grading is affine, so this is the graded picture's mean up to clipping). Constant time, so
    /// naming the colours of the whole catalog for a search is cheap. Grey when the photographs could not
    /// be loaded.
    var color: UInt32 {
        guard case .success(let library) = DemoPhotographLibrary.shared else { return 0x80_8080 }
        let scale = 1 / Double(DemoMiniature.block)
        let mean = library.entries[photograph].miniature.sums.mean(of: window.scaled(scale, scale))
        let graded = tone.apply(Float(mean.0), Float(mean.1), Float(mean.2))
        return UInt32(DemoResampler.channel(graded.0)) << 16 | UInt32(DemoResampler.channel(graded.1)) << 8 | UInt32(DemoResampler.channel(graded.2))
    }

    /// The picture's BlurHash (4 × 3 components, see ``blurHashComponents(_:componentsX:componentsY:)``).
    /// A flat grey hash when the photographs could not be loaded.
    var blurHash: String {
        guard case .success(let library) = DemoPhotographLibrary.shared else {
            return BlurHashEncoder.encode(componentsX: 4, componentsY: 3, quantisedMaximum: 0, dc: 0x80_8080, ac: Array(repeating: (9, 9, 9), count: 11))
        }
        return BlurHashEncoder.encode(components: blurHashComponents(library.entries[photograph].miniature), componentsX: 4, componentsY: 3)
    }

    /// `part` of the picture (in its 0…1 coordinates) as a `width` × `height` raster, drawn from `raster`,
    /// which is the photograph at `scale` of its stored size.
    func render(from raster: DemoRaster, scale: Double, part: DemoWindow, width: Int, height: Int) -> DemoRaster {
        // A flipped picture's left part is the window's right part.
        let mirrored = flipped ? DemoWindow(x: 1 - part.x - part.width, y: part.y, width: part.width, height: part.height) : part
        let shown = window.part(mirrored).scaled(scale, scale)
        return DemoResampler.render(raster, window: shown, width: width, height: height, flipped: flipped, tone: tone)
    }
}

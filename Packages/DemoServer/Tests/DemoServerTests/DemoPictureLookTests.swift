@testable import DemoServer
import Foundation
import Testing

@Suite("Catalog pictures look like photographs")
struct DemoPictureLookTests {
    private let catalog = DemoCatalog(count: 1_000)
    private let router = DemoRouter(catalog: DemoCatalog(count: 1_000))

    /// The first catalog photo cut from each bundled photograph, so every photograph is measured.
    private var firstPhotoOfEachPhotograph: [Int] {
        DemoPhotograph.all.indices.compactMap { photograph in
            (0..<catalog.count).first { catalog.photo(at: $0, baseURL: "")?.look.photograph == photograph }
        }
    }

    /// The picture of photo `index` at `query`, decoded by djpeg.
    private func picture(_ index: Int, _ query: String) throws -> JPEGTool.Decoded {
        let response = router.respond(to: DemoRequest(method: "GET", target: "/images/\(DemoCatalog.id(at: index))?\(query)", host: "h"))
        #expect(response.status == 200)
        return try JPEGTool.decode(response.body)
    }

    @Test("given the first photo cut from each photograph, when its small and regular pictures are decoded, then their detail measures like a photograph's, not a blur's", arguments: ["w=400&fit=max", "w=1080&fit=max"])
    func detailLikeAPhotograph(query: String) throws {
        let indices = firstPhotoOfEachPhotograph
        #expect(indices.count == DemoPhotograph.all.count)
        var gradients: [Double] = []
        for index in indices {
            let decoded = try picture(index, query)
            let gradient = PictureMeasure.lumaGradient(decoded)
            gradients.append(gradient)
            let photograph = DemoPhotograph.all[try #require(catalog.photo(at: index, baseURL: "")).look.photograph].name
            print("luma gradient \(query) photo \(index) (\(photograph), \(decoded.width) × \(decoded.height)): \(String(format: "%.2f", gradient))")
        }
        // The generated blur this replaced measured about 0.2 at both sizes. The bundled photographs are at
        // most 1,000 pixels across, so a 1,080-pixel picture is enlarged (up to about five times) and softer
        // than a 400-pixel one; a smooth subject (the retina) measures low at any size. So: every picture
        // at least three times the blur, and on average a photograph's detail for the size.
        let averageFloor = query.hasPrefix("w=400") ? 3.0 : 1.5
        #expect(gradients.allSatisfy { $0 > 0.6 }, "\(gradients)")
        #expect(gradients.reduce(0, +) / Double(gradients.count) > averageFloor, "\(gradients)")
    }

    @Test("given several photos, when a picture is decoded, then its mean colour is the catalog's colour and its linear mean the BlurHash's DC", arguments: [0, 1, 2, 7, 42, 99, 512])
    func colourAndBlurHashAgree(index: Int) throws {
        let photo = try #require(catalog.photo(at: index, baseURL: ""))
        let decoded = try picture(index, "w=400&fit=max")

        let mean = PictureMeasure.meanColour(decoded), linearMean = PictureMeasure.linearMeanColour(decoded)
        let dc = try #require(PictureMeasure.blurHashDC(photo.blurHash))
        print("photo \(index): colour \(photo.hexColor), picture mean \(mean), DC \(dc), picture linear mean \(linearMean)")
        #expect(PictureMeasure.distance(PictureMeasure.channels(photo.color), mean) < 6, "colour \(photo.hexColor), picture \(mean)")
        #expect(PictureMeasure.distance(dc, linearMean) < 6, "DC \(dc), picture \(linearMean)")
    }

    @Test("given neighbouring photos, when their pictures are compared, then each differs from the next")
    func neighboursDiffer() throws {
        for index in 0..<12 {
            let (this, next) = (try picture(index, "w=48&h=48&fit=crop"), try picture(index + 1, "w=48&h=48&fit=crop"))
            let difference = zip(this.rgb, next.rgb).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            #expect(Double(difference) / Double(this.rgb.count) > 8, "photos \(index) and \(index + 1) look alike")
        }
    }

    @Test("given the same request twice, to two routers, when answered, then the bytes are the same")
    func deterministic() {
        let target = "/images/\(DemoCatalog.id(at: 17))?w=300&h=200&fit=crop"
        let first = router.respond(to: DemoRequest(method: "GET", target: target, host: "h")).body
        let second = DemoRouter(catalog: DemoCatalog(count: 1_000)).respond(to: DemoRequest(method: "GET", target: target, host: "h")).body

        #expect(!first.isEmpty && first == second)
    }

    @Test("given the catalog, when each photo's look is made, then its crop has the photo's proportions and all three orientations occur")
    func cropsHaveThePhotosProportions() throws {
        var orientations: [String: Int] = [:]
        for index in 0..<300 {
            let photo = try #require(catalog.photo(at: index, baseURL: ""))
            let window = photo.look.window
            let photograph = DemoPhotograph.all[photo.look.photograph]
            #expect(abs(window.width / window.height - Double(photo.width) / Double(photo.height)) < 1e-9)
            #expect(window.x >= 0 && window.y >= 0 && window.x + window.width <= Double(photograph.width) + 1e-9 && window.y + window.height <= Double(photograph.height) + 1e-9)
            orientations[photo.orientation, default: 0] += 1
        }
        #expect(orientations.keys.sorted() == ["landscape", "portrait", "squarish"], "\(orientations)")
        #expect(orientations["landscape", default: 0] > orientations["portrait", default: 0])
    }

    @Test("given the catalog, when the photographs its photos are cut from are counted, then every photograph is used and some photos are black and white")
    func everyPhotographIsUsed() throws {
        let photos = try (0..<300).map { try #require(catalog.photo(at: $0, baseURL: "")) }

        #expect(Set(photos.map(\.look.photograph)) == Set(DemoPhotograph.all.indices))
        #expect(photos.contains { $0.look.tone == .monochrome && DemoColorName.of($0.color) == "black_and_white" })
        #expect(Set(photos.map { DemoColorName.of($0.color) }).count >= 4)
    }
}

@Suite("BlurHash from components")
struct BlurHashFromComponentsTests {
    @Test("given a picture of one colour, when its BlurHash is made from its components, then the DC is that colour and every AC component is zero")
    func flatPicture() {
        let linear = (BlurHashEncoder.sRGBToLinear(0x33 / 255), BlurHashEncoder.sRGBToLinear(0x66 / 255), BlurHashEncoder.sRGBToLinear(0x99 / 255))

        let hash = BlurHashEncoder.encode(components: [linear] + Array(repeating: (0, 0, 0), count: 11), componentsX: 4, componentsY: 3)

        #expect(hash.count == 28 && hash.hasPrefix("L0"))
        #expect(PictureMeasure.blurHashDC(hash).map { $0 == (0x33, 0x66, 0x99) } == true)
        // An AC value of 0 is quantised to 9 in every channel: 9 × 19² + 9 × 19 + 9 = 3,429 = "fQ" in base 83.
        #expect(hash.hasSuffix(String(repeating: "fQ", count: 11)))
    }
}

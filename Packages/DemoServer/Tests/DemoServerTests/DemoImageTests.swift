@testable import DemoServer
import Foundation
import Testing

@Suite("Demo images")
struct DemoImageTests {
    private let router = DemoRouter(catalog: DemoCatalog(count: 50))

    private func get(_ target: String) -> DemoResponse {
        router.respond(to: DemoRequest(method: "GET", target: target, host: "127.0.0.1:1"))
    }

    /// Reads the height and width of the SOF0 segment.
    private func frameSize(_ jpeg: [UInt8]) -> (width: Int, height: Int)? {
        guard let start = (0..<jpeg.count - 9).first(where: { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }) else { return nil }
        return (Int(jpeg[start + 7]) << 8 | Int(jpeg[start + 8]), Int(jpeg[start + 5]) << 8 | Int(jpeg[start + 6]))
    }

    @Test("given a catalog photo, when its image is asked for at w=400, then a JPEG 400 pixels wide with the photo's aspect ratio is served")
    func servesScaledJPEG() throws {
        let id = DemoCatalog.id(at: 3)
        let photo = try #require(DemoCatalog(count: 50).photo(at: 3, baseURL: ""))

        let response = get("/images/\(id)?w=400&fit=max")

        #expect(response.status == 200)
        #expect(response.headers.contains { $0 == ("Content-Type", "image/jpeg") })
        #expect(Array(response.body.prefix(2)) == [0xFF, 0xD8] && Array(response.body.suffix(2)) == [0xFF, 0xD9])
        let size = try #require(frameSize(response.body))
        #expect(size.width == 400)
        #expect(size.height == Int((Double(photo.height) * 400 / Double(photo.width)).rounded()))
    }

    @Test("given w, h and fit=crop, when the image is asked for, then exactly that size is served, whatever the photo's proportions", arguments: [(96, 48), (40, 80), (33, 33)])
    func servesCroppedJPEG(width: Int, height: Int) throws {
        let size = try #require(frameSize(get("/images/\(DemoCatalog.id(at: 5))?ixid=demo&w=\(width)&h=\(height)&fit=crop&fm=jpg&q=75").body))

        #expect(size.width == width && size.height == height)
    }

    @Test("given w and h larger than the original with fit=crop, when asked for, then the size is scaled down to the original with the asked proportions")
    func cropNeverEnlarges() throws {
        let photo = try #require(DemoCatalog(count: 50).photo(at: 5, baseURL: ""))
        let size = try #require(frameSize(get("/images/\(DemoCatalog.id(at: 5))?w=\(photo.width * 4)&h=\(photo.width * 2)&fit=crop").body))

        #expect(size.width <= photo.width && size.height <= photo.height)
        #expect(abs(Double(size.width) / Double(size.height) - 2) < 0.01)
    }

    @Test("given no width, when the image is asked for, then it is the original size, capped at the demo's largest side")
    func fullSize() throws {
        let photo = try #require(DemoCatalog(count: 50).photo(at: 0, baseURL: ""))
        let size = try #require(frameSize(get("/images/\(DemoCatalog.id(at: 0))").body))
        #expect(max(size.width, size.height) == min(DemoPicture.maximumSide, max(photo.width, photo.height)))
    }

    @Test("given an unknown id, when its image is asked for, then the answer is 404")
    func unknown() {
        #expect(get("/images/nope").status == 404)
    }

    @Test("given a photo's picture at a thumbnail size, when decoded by djpeg, then it is smooth across 8×8 block edges, not a mosaic")
    func smoothPicture() throws {
        let photo = try #require(DemoCatalog(count: 50).photo(at: 4, baseURL: ""))
        let picture = DemoPicture(photo: photo, requestedWidth: 54, requestedHeight: 68, crop: true)

        let decoded = try JPEGTool.decode(picture.jpeg())

        #expect(decoded.status == 0 && decoded.messages.isEmpty, "\(decoded.messages)")
        #expect(decoded.width == 54 && decoded.height == 68)
        // The mean step between horizontal neighbours, across block edges and inside blocks.
        var (across, inside) = ([Int](), [Int]())
        for y in 0..<decoded.height {
            for x in 1..<decoded.width {
                let (a, b) = (decoded.pixel(x - 1, y), decoded.pixel(x, y))
                let step = abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2)
                if x % 8 == 0 { across.append(step) } else { inside.append(step) }
            }
        }
        let (meanAcross, meanInside) = (Double(across.reduce(0, +)) / Double(across.count), Double(inside.reduce(0, +)) / Double(inside.count))
        #expect(meanAcross < 2 * meanInside + 1, "across \(meanAcross), inside \(meanInside)")
        #expect(try picture.jpeg() == DemoPicture(photo: photo, requestedWidth: 54, requestedHeight: 68, crop: true).jpeg())
    }
}

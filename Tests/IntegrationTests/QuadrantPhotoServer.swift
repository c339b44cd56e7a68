import Foundation
import HTTPTestServer

/// A loopback Unsplash whose one photo is a JPEG of four flat quadrants (red, green / blue, yellow) with a
/// flat grey BlurHash: any red, green, blue or yellow a screen shows came from the real picture.
struct QuadrantPhotoServer {
    /// The quadrants' colours: top left, top right, bottom left, bottom right.
    static let colours: [(Int, Int, Int)] = [(220, 30, 40), (30, 200, 60), (40, 60, 210), (240, 220, 30)]

    let server: HTTPTestServer

    /// Serves the photo `quadrants` (declared `width` × `height`, its picture in the same proportions: 96
    /// pixels on its longer side for the 3:2 default, 200 for others, so even 10:1 rounds true) with the image encoded by libjpeg-turbo's cjpeg, or answers image
    /// requests with `imageStatus` and an HTML page when it is not 200.
    /// `imageSize` serves a picture of other proportions than the declared ones (a service's crop).
    /// `storedOnItsSide` serves the picture as a phone stores a portrait: its pixels a quarter turn
    /// anticlockwise, with the Exif orientation 6 ("turn a quarter clockwise to show") that stands them up.
    /// `pictureAddress` replaces the picture's address (`scripted.invalid` in it becomes the host asked).
    init(
        imageStatus: Int = 200, width: Int = 3_000, height: Int = 2_000, imageSize: (width: Int, height: Int)? = nil, storedOnItsSide: Bool = false,
        pictureAddress: String? = nil
    ) throws {
        let (longer, side) = (Double(max(width, height)), width * 2 == height * 3 ? 96.0 : 200.0)
        let upright = try Self.encodeQuadrants(
            width: imageSize?.width ?? max(2, Int((side * Double(width) / longer).rounded())),
            height: imageSize?.height ?? max(2, Int((side * Double(height) / longer).rounded()))
        )
        let jpeg = storedOnItsSide ? Self.taggedRightSideUp(try Self.run("/usr/bin/jpegtran", ["-rotate", "270"], input: upright)) : upright
        let photo = try JSONSerialization.data(withJSONObject: Self.photo(width: width, height: height, pictureAddress: pictureAddress))
        server = try HTTPTestServer { request in
            let path = request.target.split(separator: "?").first.map(String.init) ?? ""
            // The addresses point back at whichever host and port the app used.
            let host = request.header("Host") ?? "127.0.0.1"
            let object = Array(String(decoding: photo, as: UTF8.self).replacingOccurrences(of: "scripted.invalid", with: host).utf8)
            switch path {
            case "/photos": return .respond(status: 200, headers: [("X-Total", "1")], body: Array("[".utf8) + object + Array("]".utf8))
            case "/photos/quadrants": return .respond(status: 200, body: object)
            case "/img/quadrants" where imageStatus == 200: return .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: jpeg)
            case "/img/quadrants": return .respond(status: imageStatus, headers: [("Content-Type", "text/html")], body: Array("<html>no</html>".utf8))
            default: return .respond(status: 404, body: Array(#"{"errors":["Couldn't find Photo"]}"#.utf8))
            }
        }
    }

    var baseURL: String { server.baseURL.absoluteString }

    /// The image requests the server received (their query says the size asked for).
    var imageRequests: [String] {
        server.requests.map(\.target).filter { $0.hasPrefix("/img/") }
    }

    private static func photo(width: Int, height: Int, pictureAddress: String?) -> [String: Any] {
        var photo = ScriptedUnsplash.photo(id: "quadrants", text: "Four quadrants", name: "Quadrant Painter")
        photo["blur_hash"] = "00Eyb["  // one component: flat grey
        photo["color"] = "#808080"
        photo["width"] = width
        photo["height"] = height
        let image = pictureAddress ?? "http://scripted.invalid/img/quadrants"
        photo["urls"] = ["raw": image, "full": image, "regular": image + "?ixid=test&w=1080&fit=max", "small": image + "?w=400", "thumb": image + "?w=200"]
        return photo
    }

    /// The four quadrants as a JPEG, by cjpeg (libjpeg-turbo-progs, which Scripts/bootstrap installs).
    static func encodeQuadrants(width: Int, height: Int) throws -> [UInt8] {
        let pixels = (0..<height).flatMap { y in
            (0..<width).flatMap { x -> [UInt8] in
                let (r, g, b) = colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]
                return [UInt8(r), UInt8(g), UInt8(b)]
            }
        }
        let ppm = Data("P6\n\(width) \(height)\n255\n".utf8) + Data(pixels)
        return try run("/usr/bin/cjpeg", ["-quality", "95", "-sample", "1x1"], input: [UInt8](ppm))
    }

    /// What libjpeg-turbo's `tool` writes for `input` (a small file: the pipe holds it whole).
    private static func run(_ tool: String, _ arguments: [String], input: [UInt8]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let (pipeIn, pipeOut) = (Pipe(), Pipe())
        process.standardInput = pipeIn
        process.standardOutput = pipeOut
        try process.run()
        pipeIn.fileHandleForWriting.write(Data(input))
        try pipeIn.fileHandleForWriting.close()
        let output = pipeOut.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !output.isEmpty else { throw CocoaError(.fileWriteUnknown) }
        return [UInt8](output)
    }

    /// `jpeg` with an Exif segment after its start marker whose one entry is Orientation (0x0112) = 6, in
    /// Motorola byte order, as a phone writes it.
    private static func taggedRightSideUp(_ jpeg: [UInt8]) -> [UInt8] {
        let tiff: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 8] + [0, 1] + [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0] + [0, 0, 0, 0]
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        return Array(jpeg.prefix(2)) + [0xFF, 0xE1, 0, UInt8(payload.count + 2)] + payload + Array(jpeg.dropFirst(2))
    }
}

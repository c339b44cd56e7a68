/// Bytes shaped as a whole JPEG, as a downloaded file and a fetched picture are checked to be.
enum WholeJPEG {
    /// `count` bytes (at least 27): a frame of 16 × 16 pixels, filler as its picture data (no FF in it, as
    /// in real picture data), the end marker.
    static func bytes(_ count: Int = 64) -> [UInt8] {
        let head: [UInt8] = [
            0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x10, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00,
            0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00,
        ]
        let filler = (head.count..<max(head.count, count - 2)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) % 0xFF }
        return head + filler + [0xFF, 0xD9]
    }
}

/// What the terminal answered, picked out of the bytes read after a query: kitty graphics replies, the
/// primary device attributes (DA1), window reports (`CSI … t`) and the number of sixel colour registers
/// (XTSMGRAPHICS). Everything else (keys typed meanwhile,
/// other reports, a sequence still cut short) is skipped, so a reply is found wherever it lies; what no
/// reply can be (keys typed meanwhile) is kept, in order, for the key reader (``typed``).
struct TerminalReplies: Equatable, Sendable {
    /// A kitty graphics reply `ESC _ G i=<id>…;<message> ESC \`.
    struct KittyReply: Equatable, Sendable {
        /// The image id the reply is about.
        let id: UInt32
        /// `OK`, or an error such as `ENOENT:…`.
        let message: String
    }

    /// The kitty graphics replies, in order.
    private(set) var kitty: [KittyReply] = []
    /// The parameters of the DA1 reply `ESC [ ? … c`, when one came.
    private(set) var deviceAttributes: [Int]?
    /// The parameters of every window report `ESC [ … t`, in order.
    private(set) var windowReports: [[Int]] = []
    /// How many sixel colour registers the terminal has, from its XTSMGRAPHICS reply `ESC [ ? 1 ; 0 ; N S`
    /// (item 1, colour registers; status 0, success), when one came.
    private(set) var colorRegisters: Int?
    /// The bytes that are no reply, in order: keys typed while the terminal was asked (an arrow's or a
    /// paste's control sequences whole), and a sequence the bytes end in the middle of, unless it is a
    /// reply's. Whole string sequences (APC, OSC, DCS) are replies, kept out: no key sends one; one cut off
    /// is kept, so the key reader skips the rest of it when that comes.
    private(set) var typed: [UInt8] = []

    /// Scans `bytes` for replies.
    init(parsing bytes: [UInt8]) {
        var position = 0
        while position < bytes.count {
            guard bytes[position] == 0x1B, position + 1 < bytes.count else {
                typed.append(bytes[position])
                position += 1
                continue
            }
            switch bytes[position + 1] {
            case UInt8(ascii: "["):
                guard let (end, isReply) = csi(bytes, from: position + 2) else {
                    // Cut off: a reply's parameters start with ? or > (a DA1 the wait ended in), a key's never do.
                    if position + 2 == bytes.count || ![UInt8(ascii: "?"), UInt8(ascii: ">")].contains(bytes[position + 2]) {
                        typed += bytes[position...]
                    }
                    return
                }
                if !isReply { typed += bytes[position..<end] }
                position = end
            case UInt8(ascii: "_"), UInt8(ascii: "]"), UInt8(ascii: "P"):
                guard let (body, end) = Self.string(bytes, from: position + 2) else {
                    typed += bytes[position...]  // cut off: its start lets the key reader skip the rest as it comes
                    return
                }
                if let body, bytes[position + 1] == UInt8(ascii: "_") { readKitty(body) }
                position = end
            default:
                typed.append(bytes[position])
                position += 1
            }
        }
    }

    /// Reads the control sequence whose parameters start at `start`, and returns where the next byte
    /// starts and whether it was a reply; `nil` when the bytes end first. A byte that cannot belong to a
    /// control sequence ends it unread there.
    private mutating func csi(_ bytes: [UInt8], from start: Int) -> (end: Int, isReply: Bool)? {
        var end = start
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        guard (0x40...0x7E).contains(bytes[end]) else { return (end, false) }
        let parameters = bytes[start..<end]
        let numbers = parameters.split(whereSeparator: { $0 == UInt8(ascii: ";") })
            .compactMap { Int(String(decoding: $0.filter { (0x30...0x39).contains($0) }, as: UTF8.self)) }
        switch (parameters.first, bytes[end]) {
        case (UInt8(ascii: "?"), UInt8(ascii: "c")): deviceAttributes = numbers
        case (UInt8(ascii: "?"), UInt8(ascii: "S")) where numbers.count == 3 && numbers[0] == 1 && numbers[1] == 0: colorRegisters = numbers[2]
        case (let first, UInt8(ascii: "t")) where first.map({ (0x30...0x39).contains($0) }) ?? false: windowReports.append(numbers)
        case (UInt8(ascii: ">"), UInt8(ascii: "c")), (UInt8(ascii: "?"), _): break  // DA2, or another private report
        default: return (end + 1, false)
        }
        return (end + 1, true)
    }

    /// The body of a string sequence (APC, OSC, DCS) starting at `start` and where the byte after its
    /// terminator (`ESC \` or BEL) lies; `nil` when the terminator has not arrived yet. An ESC that does
    /// not terminate it aborts it, as in a terminal's own parser: no body, and scanning resumes at that ESC.
    private static func string(_ bytes: [UInt8], from start: Int) -> (ArraySlice<UInt8>?, Int)? {
        var end = start
        while end < bytes.count {
            if bytes[end] == 0x07 { return (bytes[start..<end], end + 1) }
            if bytes[end] == 0x1B {
                guard end + 1 < bytes.count else { return nil }
                return bytes[end + 1] == UInt8(ascii: "\\") ? (bytes[start..<end], end + 2) : (nil, end)
            }
            end += 1
        }
        return nil
    }

    /// Records an APC body of the form `G<key=value,…>;<message>` that names an image id.
    private mutating func readKitty(_ body: ArraySlice<UInt8>) {
        guard body.first == UInt8(ascii: "G") else { return }
        let text = String(decoding: body.dropFirst(), as: UTF8.self)
        let (control, message) = text.firstIndex(of: ";").map { (text[..<$0], text[text.index(after: $0)...]) } ?? (text[...], "")
        let id = control.split(separator: ",").lazy.compactMap { pair -> UInt32? in
            pair.hasPrefix("i=") ? UInt32(pair.dropFirst(2)) : nil
        }.first
        if let id { kitty.append(KittyReply(id: id, message: String(message))) }
    }
}

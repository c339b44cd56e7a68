/// Turns the bytes a terminal sends into keys: UTF-8 text, control characters, and the CSI/SS3 escape
/// sequences of xterm-compatible terminals (arrows, Home/End, PgUp/PgDn, Delete) and SGR (1006) mouse
/// reports. Unknown sequences are dropped whole, so they never turn into stray characters.
///
/// A lone ESC is ambiguous: it may be the Escape key or the start of a sequence split across reads. The
/// decoder keeps it pending; the reader calls ``flush()`` when no more bytes arrive soon after. A
/// character whose UTF-8 bytes are split across reads is not ambiguous: its first byte says how many
/// follow, so it waits for them however long they take (``hasPending`` is for the ESC wait only).
///
/// Bracketed paste (mode 2004, which ``RawTerminal`` turns on): the text between `ESC [200~` and
/// `ESC [201~` is one ``Key/paste(_:)``, never keys, however many reads it spans; only its first
/// ``maximumPasteBytes`` bytes are kept. A paste whose end marker never comes (a terminal that dropped
/// it) would hold every later key as text, so the reader ends it with ``endStalledPaste()`` once no byte
/// has come for ``pasteStall``: the keys after it are keys again.
struct KeyDecoder {
    /// The most bytes of one paste kept; the rest is dropped (no text field holds nearly as much).
    static let maximumPasteBytes = 64 * 1_024

    /// How long a paste under way may go without a byte before the reader ends it: far longer than any
    /// pause within one terminal's paste, short enough that a lost end marker costs a moment, not the
    /// session.
    static let pasteStall: Duration = .seconds(1)

    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    private var pending: [UInt8] = []
    /// The text of the paste under way, `nil` outside one.
    private var paste: [UInt8]?

    /// Whether an ESC is held back waiting for the rest of a sequence, for ``flush()`` to settle after a
    /// short wait. A character's split UTF-8 bytes are not: they wait for the rest. A paste under way is
    /// not either (see ``isPasting``).
    var hasPending: Bool { pending.first == 0x1B && paste == nil }

    /// Whether a paste is under way, its end marker not yet come: the reader ends it with
    /// ``endStalledPaste()`` after ``pasteStall`` without a byte.
    var isPasting: Bool { paste != nil }

    /// Decodes `bytes` (after any pending ones) into keys, keeping an incomplete tail pending.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                let (pasted, length) = takePaste(pending[index...])
                index += length
                guard let pasted else { break }  // the end marker has not come yet
                keys.append(pasted)
                continue
            }
            guard let (key, length) = Self.decode(pending[index...]) else { break }  // incomplete: wait
            if pending[index..<(index + length)].elementsEqual(Self.pasteStart) {
                paste = []
            } else if let key {
                keys.append(key)
            }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Gives up waiting: a pending ESC, or an escape sequence cut short, is the Escape key; a terminal's
    /// answer cut short (``skipString(_:)``) and any other incomplete tail are dropped. A paste under way
    /// goes on.
    mutating func flush() -> [Key] {
        guard paste == nil else { return [] }
        defer { pending.removeAll() }
        guard pending.first == 0x1B else { return [] }
        return pending.count > 1 && Self.stringIntroducers.contains(pending[1]) ? [] : [.escape]
    }

    /// Ends a paste under way whose end marker did not come: its text so far is the paste, and the bytes
    /// after it are keys again. Outside a paste, nothing.
    mutating func endStalledPaste() -> [Key] {
        guard let pasted = paste else { return [] }
        paste = nil
        // What is held back (a lone ESC, which may be the Escape key pressed to get out) is read as keys.
        let held = pending
        pending.removeAll()
        return [.paste(String(decoding: pasted, as: UTF8.self))] + feed(held)
    }

    /// The bytes after ESC that begin a terminal's string (APC, OSC, DCS, SOS, PM).
    private static let stringIntroducers: Set<UInt8> = [UInt8(ascii: "_"), UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^")]

    /// Adds `bytes` to the paste under way, up to its end marker, and returns how many bytes it took:
    /// with the paste when the marker was among them, else with `nil` (all the bytes but a tail that may
    /// begin the marker, which stays pending).
    private mutating func takePaste(_ bytes: ArraySlice<UInt8>) -> (Key?, Int) {
        let end = bytes.firstRange(of: Self.pasteEnd)
        let text = bytes[..<(end?.lowerBound ?? bytes.endIndex - Self.partialPasteEndLength(bytes))]
        var pasted = paste ?? []
        paste = nil  // so appending does not copy the text
        pasted.append(contentsOf: text.prefix(max(0, Self.maximumPasteBytes - pasted.count)))
        guard let end else {
            paste = pasted
            return (nil, text.count)
        }
        return (.paste(String(decoding: pasted, as: UTF8.self)), end.upperBound - bytes.startIndex)
    }

    /// How many bytes at the end of `bytes` may be the start of the paste's end marker, split across reads.
    private static func partialPasteEndLength(_ bytes: ArraySlice<UInt8>) -> Int {
        (1..<pasteEnd.count).reversed().first { bytes.count >= $0 && bytes.suffix($0).elementsEqual(pasteEnd.prefix($0)) } ?? 0
    }

    /// The key at the start of `bytes` and how many bytes it used; `nil` when more bytes are needed.
    /// A `nil` key with a length skips bytes that mean nothing here.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B:
            return decodeEscape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
        default:
            return decodeUTF8(bytes)
        }
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let introducer = bytes[start + 1]
        switch introducer {
        case UInt8(ascii: "["):
            // CSI: parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
            var index = start + 2
            while index < bytes.endIndex, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.endIndex else { return bytes.count > 32 ? (nil, bytes.count) : nil }
            let final = bytes[index]
            let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
            let length = index - start + 1
            guard (0x40...0x7E).contains(final) else { return (nil, length) }
            return (csiKey(final: final, parameters: parameters), length)
        case _ where stringIntroducers.contains(introducer):
            return skipString(bytes)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            let key: Key? = switch bytes[start + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "P")...UInt8(ascii: "S"): .unbound("F\(bytes[start + 2] - UInt8(ascii: "P") + 1)")
            default: nil
            }
            return (key, 3)
        case 0x20...0x7E, 0x7F:
            // Alt+key, or Esc then the key typed fast: the same bytes. The reader of the key tells them
            // apart (a text field takes Alt-b, Alt-f, Alt-d and Alt-Backspace; the rest is Esc, then the key).
            return (.alt(Character(Unicode.Scalar(introducer))), 2)
        default:
            // ESC ESC, or ESC before a control character or other text: the first ESC is the Escape key.
            return (.escape, 1)
        }
    }

    /// A string a terminal sends as an answer, never keys: APC (`ESC _`, such as a kitty graphics reply that
    /// arrived after detection stopped waiting), OSC (`ESC ]`, a colour or clipboard answer, perhaps to
    /// another program's question), DCS (`ESC P`), SOS (`ESC X`) and PM (`ESC ^`), each ended by `ESC \` or
    /// BEL. Their letters and digits would otherwise be commands. Skipped whole; one that never ends is
    /// dropped after 4 KB, or when the reader stops waiting for the rest (``flush()``). Alt+_, Alt+],
    /// Alt+P, Alt+X and Alt+^ are given up for them.
    private static func skipString(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        var index = bytes.startIndex + 2
        while index < bytes.endIndex {
            if bytes[index] == 0x07 { return (nil, index - bytes.startIndex + 1) }
            if bytes[index] == 0x1B, index + 1 < bytes.endIndex {
                return (nil, index - bytes.startIndex + (bytes[index + 1] == UInt8(ascii: "\\") ? 2 : 1))
            }
            index += 1
        }
        return bytes.count > 4_096 ? (nil, bytes.count) : nil
    }

    /// The function keys a terminal sends as `ESC [ N ~`, by N: F1–F12 (F1–F4 are also `ESC O P`–`S`).
    private static let functionKeys = [
        "11": 1, "12": 2, "13": 3, "14": 4, "15": 5, "17": 6, "18": 7, "19": 8, "20": 9, "21": 10, "23": 11, "24": 12,
    ]

    private static func csiKey(final: UInt8, parameters: String) -> Key? {
        if parameters.hasPrefix("<") { return mouse(final: final, parameters: parameters.dropFirst()) }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .unbound("F\(final - UInt8(ascii: "P") + 1)")  // F1–F4 with a modifier
        case UInt8(ascii: "Z"): return .unbound("Shift-Tab")
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            case "2": return .unbound("Insert")
            case let number?: return Self.functionKeys[String(number)].map { .unbound("F\($0)") }
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `ESC [ < button ; column ; row M` (press) or `m` (release), 1-based: the left button's press and
    /// the wheel become events; releases, other buttons, motion and out-of-range numbers are dropped.
    private static func mouse(final: UInt8, parameters: Substring) -> Key? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard final == UInt8(ascii: "M"), fields.count == 3, let button = fields[0], let column = fields[1], let row = fields[2],
              (1...10_000).contains(column), (1...10_000).contains(row)
        else { return nil }
        let kind: MouseEvent.Kind
        switch button & ~0b1_1100 {  // without the Shift, Alt and Ctrl bits
        case 0 where button & 32 == 0: kind = .press
        case 64: kind = .wheelUp
        case 65: kind = .wheelDown
        default: return nil
        }
        return .mouse(MouseEvent(kind: kind, row: row - 1, column: column - 1))
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length = switch first {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
        guard length > 0 else { return (nil, 1) }  // a stray continuation byte or an invalid lead byte
        // A byte already here that cannot continue the character ends it at once (a lead byte typed alone
        // in another encoding, then a key): only a sequence still valid so far waits for its rest.
        let sequence = bytes.prefix(length)
        guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (nil, 1) }
        guard bytes.count >= length else { return nil }
        guard
              let scalar = String(validating: sequence, as: UTF8.self)?.unicodeScalars.first,
              scalar.value >= 0xA0  // C1 controls never become characters
        else { return (nil, 1) }
        return (.character(Character(scalar)), length)
    }
}

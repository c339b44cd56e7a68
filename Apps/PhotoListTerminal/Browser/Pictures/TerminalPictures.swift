import Domain
import Presentation
import Reactive

/// Draws photos' real pictures in the browser with the terminal's best protocol, the BlurHash swatch
/// standing in until a picture has loaded.
///
/// Panes ask for pictures while they lay out a frame (``thumbnail(_:columns:row:column:)``, ``preview(_:columns:rows:row:column:)``);
/// what they asked for is what is on screen, which the pictures view model loads (and stops loading once
/// off screen). Pictures made of text (half or quarter blocks, kitty's Unicode placeholders) are part of
/// the frame's lines, so they scroll, clip and repaint with it. Pictures the terminal draws over the text
/// (kitty placements, iTerm2, sixel) are overlays: the frame leaves their cells blank, and the browser
/// writes them after the frame, again whenever the text beneath was rewritten, and removes them (by
/// rewriting their lines, or deleting kitty placements) when they leave.
@MainActor
final class TerminalPictures {
    /// How pictures are drawn.
    var graphics: GraphicsProtocol { encoder.graphics.protocol }
    /// A cell's size in pixels, which gives a box of cells its proportions (``PictureBox``).
    var cell: CellPixelSize { encoder.graphics.cell }
    private let encoder: PictureEncoder
    private let swatches: SwatchCache
    private let viewModel: PhotoPicturesViewModel?
    private let input = PhotoPicturesViewModel.Input()
    private let lifetime = Lifetime()
    private var loaded = PictureSet()
    private var requests: [PictureRequest] = []
    private var lastRequested: [PictureKey] = []
    private var overlays: [PictureOverlay] = []
    private var shownOverlays: [PictureOverlay] = []
    private var textCache: [PictureKey: [String]] = [:]
    /// Overlay pictures' bytes, made off the main actor: sixel and iTerm2 sequences (written again whenever
    /// needed) and kitty uploads (sent once, then placed by id).
    private var prepared: [PictureKey: String] = [:]
    private var preparing = Set<PictureKey>()
    private var uploaded = Set<PictureKey>()
    /// Counts screen clears: bytes made for kitty before one are stale (their ids were forgotten).
    private var generation = 0
    private let setNeedsRender: @MainActor () -> Void
    private var kitty = KittyImageIDs()
    /// Bytes to write before the next frame (kitty uploads its placeholders refer to).
    private var uploads = ""

    /// Pictures drawn as `graphics` says, loaded by `viewModel` (`nil`: swatches only), `setNeedsRender`
    /// called when one arrives.
    init(graphics: TerminalGraphics, viewModel: PhotoPicturesViewModel?, setNeedsRender: @escaping @MainActor () -> Void) {
        encoder = PictureEncoder(graphics: graphics)
        swatches = SwatchCache(mode: graphics.colorMode)
        self.setNeedsRender = setNeedsRender
        self.viewModel = graphics.protocol == .none ? nil : viewModel
        if let viewModel = self.viewModel {
            viewModel.transform(input: input).pictures.drive(in: lifetime) { [weak self] set in
                self?.loaded = set
                setNeedsRender()
            }
        }
    }

    // MARK: Frames

    /// A frame is being laid out: panes ask afresh for what they show.
    func beginFrame() {
        requests = []
        overlays = []
    }

    /// The frame is laid out: loads what it showed (when that changed) and returns what must be written
    /// before it (uploads), and the screen lines whose overlays left or moved (to rewrite).
    func endFrame() -> (prelude: String, clearedRows: Set<Int>) {
        let keys = requests.map(\.key)
        if keys != lastRequested {
            lastRequested = keys
            input.show.send(requests)
        }
        var cleared = Set<Int>()
        for old in shownOverlays where !overlays.contains(old) { cleared.formUnion(old.lines) }
        defer { uploads = "" }
        return (uploads, cleared)
    }

    /// The bytes that draw the frame's overlays after its text: those new or moved, and those whose lines
    /// the frame rewrote (`repainted`); kitty placements that left are deleted.
    func overlayBytes(repainted: Set<Int>) -> String {
        var output = ""
        if case .kitty = graphics {
            for old in shownOverlays where !overlays.contains(old) {
                if let id = kitty.id(for: old.key), !overlays.contains(where: { $0.key == old.key }) {
                    output += encoder.wrapped(KittyGraphics.deletePlacements(id: id))
                }
            }
        }
        for overlay in overlays {
            let isNew = !shownOverlays.contains(overlay)
            let isErased = graphics != .kitty(placeholders: false) && !repainted.isDisjoint(with: overlay.lines)
            guard isNew || isErased, let bytes = overlaySequence(overlay) else { continue }
            output += "\u{1B}[\(overlay.row + 1);\(overlay.column + 1)H" + bytes
        }
        shownOverlays = overlays
        return output
    }

    /// The screen was cleared (a resize, Ctrl-L, a return from Ctrl-Z): every overlay is drawn again with
    /// the next frame, and kitty pictures are sent again (the terminal may have dropped them).
    func screenCleared() {
        shownOverlays = []
        if case .kitty(let placeholders) = graphics {
            generation += 1
            kitty.forgetUploads()
            textCache.removeAll()
            prepared.removeAll()
            preparing.removeAll()
            uploaded.removeAll()
            // Placements of the old uploads must not linger where the new frame puts something else.
            if !placeholders { uploads += encoder.wrapped(KittyGraphics.deleteAllPlacements()) }
        }
    }

    /// What restores the terminal when the browser ends: kitty's stored pictures are freed.
    func teardown() -> String {
        kitty.sent.map { encoder.wrapped(KittyGraphics.deleteImage(id: $0)) }.joined()
    }

    // MARK: What panes ask for

    /// A list row's thumbnail, `columns` cells by one line with its left at screen `row`, `column`: the
    /// real picture when it has loaded (as text: half or quarter blocks, kitty placeholders; or blank cells
    /// under an overlay), else the BlurHash swatch; `nil` without colour.
    func thumbnail(_ photo: Photo, columns: Int, row: Int, column: Int) -> String? {
        guard graphics != .none, columns > 0 else { return nil }
        let swatch = swatches.picture(hash: photo.blurHash, color: photo.color, columns: columns, rows: 1)?.first
        guard let key = request(photo, encoder.pixels(columns: columns, rows: 1)) else { return swatch }
        switch graphics {
        case .kitty(placeholders: false), .iterm, .sixel:
            guard overlayReady(key, columns: columns, rows: 1) else { return swatch }
            overlays.append(PictureOverlay(key: key, row: row, column: column, columns: columns, rows: 1))
            return String(repeating: " ", count: columns)
        case .halfBlocks, .quarterBlocks, .kitty(placeholders: true), .none:
            return textPicture(key, columns: columns, rows: 1)?.first ?? swatch
        }
    }

    /// The detail's preview, `columns` × `rows` cells with its top left at screen `row`, `column`: lines of
    /// text, blank lines under an overlay, or the BlurHash swatch until the picture has loaded; empty
    /// without colour. Without `loads`, only the swatch (a list's preview whose selection has not rested).
    func preview(_ photo: Photo, columns: Int, rows: Int, row: Int, column: Int, loads: Bool = true) -> [String] {
        guard graphics != .none, columns > 0, rows > 0 else { return [] }
        let swatch = { self.swatches.picture(hash: photo.blurHash, color: photo.color, columns: columns, rows: rows) ?? [] }
        guard loads else { return swatch() }
        switch graphics {
        case .none:
            return []
        case .halfBlocks, .quarterBlocks, .kitty(placeholders: true):
            guard let key = request(photo, encoder.pixels(columns: columns, rows: rows)) else { return swatch() }
            // A picture of other proportions than the photo declared (a service's crop) is drawn whole in
            // a box of its own shape, at the top left of the space; the rest stays blank.
            let box = loaded[key].map { PictureBox(columns: columns, rows: rows).fitting($0.size, cell: cell) } ?? PictureBox(columns: columns, rows: rows)
            guard let lines = textPicture(key, columns: box.columns, rows: box.rows) else { return swatch() }
            let blank = String(repeating: " ", count: columns - box.columns)
            return lines.map { $0 + blank } + Array(repeating: String(repeating: " ", count: columns), count: rows - lines.count)
        case .kitty(placeholders: false), .iterm, .sixel:
            guard let key = request(photo, encoder.pixels(columns: columns, rows: rows)), let image = loaded[key] else { return swatch() }
            let box = PictureBox(columns: columns, rows: rows).fitting(image.size, cell: cell)
            guard overlayReady(key, columns: box.columns, rows: box.rows) else { return swatch() }
            overlays.append(PictureOverlay(key: key, row: row, column: column, columns: box.columns, rows: box.rows))
            return Array(repeating: String(repeating: " ", count: columns), count: rows)
        }
    }

    /// Why the picture of `photo` for a preview of `columns` × `rows` cells will not come (the host
    /// refused it, it is damaged, too large to decode), in the loader's words; `nil` while it may still
    /// come, once it has, or without pictures. The swatch stays in its place, so a view says this beside it.
    func failure(of photo: Photo, columns: Int, rows: Int) -> String? {
        guard graphics != .none, columns > 0, rows > 0, let size = encoder.pixels(columns: columns, rows: rows) else { return nil }
        return loaded.failures[PictureRequest(photo: photo, size: size).key]
    }

    // MARK: Drawing

    /// Asks for `photo` at `size` in this frame; its key.
    private func request(_ photo: Photo, _ size: PixelSize?) -> PictureKey? {
        guard let size else { return nil }
        let request = PictureRequest(photo: photo, size: size)
        requests.append(request)
        return request.key
    }

    /// The loaded picture `key` as lines of text (cached); `nil` until it has loaded.
    private func textPicture(_ key: PictureKey, columns: Int, rows: Int) -> [String]? {
        if let cached = textCache[key] { return cached }
        guard let image = loaded[key] else { return nil }
        let lines: [String]
        if case .kitty = graphics {
            let id = kitty.assign(key)
            uploads += encoder.kittyUpload(image, id: id, columns: columns, rows: rows, placeholders: true)
            lines = KittyGraphics.placeholderLines(id: id, columns: columns, rows: rows)
        } else {
            lines = encoder.textLines(image, columns: columns, rows: rows)
        }
        if textCache.count >= 2_000 { textCache.removeAll() }
        textCache[key] = lines
        return lines
    }

    /// Whether overlay picture `key` can be drawn now. When it has loaded but its bytes are not made yet,
    /// they are made in the background (a sixel or kitty picture takes milliseconds to encode, too long for
    /// the main actor, where keys are handled) and a redraw is asked for when they are ready.
    private func overlayReady(_ key: PictureKey, columns: Int, rows: Int) -> Bool {
        guard let image = loaded[key] else { return false }
        if prepared[key] != nil || uploaded.contains(key) { return true }
        guard !preparing.contains(key) else { return false }
        preparing.insert(key)
        let (encoder, graphics, generation) = (self.encoder, self.graphics, self.generation)
        let id: UInt32 = if case .kitty = graphics { kitty.assign(key) } else { 0 }
        Task.detached(priority: .userInitiated) { [weak self] in
            let bytes = switch graphics {
            case .kitty: encoder.kittyUpload(image, id: id, columns: columns, rows: rows, placeholders: false)
            case .iterm: encoder.iterm(image, columns: columns, rows: rows, movesCursor: false)
            case .sixel: encoder.sixel(image, columns: columns, rows: rows)
            case .halfBlocks, .quarterBlocks, .none: ""
            }
            await self?.finishPreparing(key, bytes, generation: generation)
        }
        return false
    }

    private func finishPreparing(_ key: PictureKey, _ bytes: String, generation: Int) {
        preparing.remove(key)
        guard generation == self.generation else { return }
        if prepared.count >= 300 { prepared.removeAll() }
        prepared[key] = bytes
        setNeedsRender()
    }

    /// The bytes that draw `overlay` at the cursor: kitty's upload the first time, then its placement; the
    /// sixel or iTerm2 sequence every time.
    private func overlaySequence(_ overlay: PictureOverlay) -> String? {
        switch graphics {
        case .kitty:
            guard let id = kitty.id(for: overlay.key) else { return nil }
            if !uploaded.contains(overlay.key) {
                guard let upload = prepared.removeValue(forKey: overlay.key) else { return nil }
                uploaded.insert(overlay.key)
                return upload + encoder.wrapped(KittyGraphics.place(id: id, columns: overlay.columns, rows: overlay.rows))
            }
            return encoder.wrapped(KittyGraphics.place(id: id, columns: overlay.columns, rows: overlay.rows))
        case .iterm, .sixel:
            return prepared[overlay.key]
        case .halfBlocks, .quarterBlocks, .none:
            return nil
        }
    }
}

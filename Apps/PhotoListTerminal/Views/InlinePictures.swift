public import Domain
import Foundation
import Presentation

/// Photos' pictures printed in command output (`show --image`, `list --images`), in the protocol the
/// terminal has; each ends on a new line below the picture, so text printed next continues under it.
public struct InlinePictures: Sendable {
    /// What the terminal can show and how pictures are carried.
    let encoder: PictureEncoder
    /// Fetches and decodes pictures.
    let load: any LoadPhotoImageUseCase

    /// Pictures drawn by `encoder`, fetched and decoded by `load` (the app's image use case).
    public init(encoder: PictureEncoder, load: any LoadPhotoImageUseCase) {
        self.encoder = encoder
        self.load = load
    }

    /// The box `photo`'s picture gets in `columns` × `maximumRows` cells: its proportions, never cropped.
    func box(for photo: Photo, columns: Int, maximumRows: Int) -> PictureBox {
        PictureBox(fitting: photo.displayAspectRatio, columns: columns, rows: maximumRows, cell: encoder.graphics.cell)
    }

    /// The bytes that print `photo`'s whole picture in at most `columns` × `maximumRows` cells; empty when
    /// the terminal shows none. The picture's own proportions win over the photo's declared size (a
    /// service may send a crop).
    /// - Throws: the load's ``DomainError`` (the picture could not be fetched or decoded).
    public func render(_ photo: Photo, columns maximumColumns: Int, maximumRows: Int) async throws(DomainError) -> String {
        let declared = box(for: photo, columns: maximumColumns, maximumRows: maximumRows)
        guard let size = encoder.pixels(columns: declared.columns, rows: declared.rows) else { return "" }
        var image = try await load.execute(photo, size: size)
        // A picture of other proportions than declared gets a box of its own shape, as large as the space allows.
        let space = PictureBox(columns: maximumColumns, rows: maximumRows)
        var actual = declared.fitting(image.size, within: space, cell: encoder.graphics.cell)
        // It was asked at the declared box's size: when its own box needs more pixels than came (a host that
        // keeps a picture's proportions within the size asked), it is asked once more, at that box's size.
        // The picture in hand is drawn if that second one does not come.
        if actual != declared, let wanted = encoder.pixels(columns: actual.columns, rows: actual.rows),
           image.size.width < wanted.width, image.size.height < wanted.height {
            do {
                image = try await load.execute(photo, size: wanted)
                actual = declared.fitting(image.size, within: space, cell: encoder.graphics.cell)
            } catch .cancelled {
                throw .cancelled
            } catch {}
        }
        let (columns, rows) = (actual.columns, actual.rows)
        switch encoder.graphics.protocol {
        case .none:
            return ""
        case .halfBlocks, .quarterBlocks:
            return encoder.textLines(image, columns: columns, rows: rows).joined(separator: "\n") + "\n"
        case .kitty(placeholders: true):
            // Placeholders name their picture by id; a random one keeps earlier output's pictures intact.
            let id = UInt32.random(in: 1 << 20 ..< 1 << 24)
            let lines = KittyGraphics.placeholderLines(id: id, columns: columns, rows: rows)
            return encoder.kittyUpload(image, id: id, columns: columns, rows: rows, placeholders: true) + lines.joined(separator: "\n") + "\n"
        case .kitty(placeholders: false):
            return encoder.kittyPrint(image, columns: columns, rows: rows) + String(repeating: "\n", count: rows)
        case .iterm:
            return encoder.iterm(image, columns: columns, rows: rows, movesCursor: true) + "\n"
        case .sixel:
            return encoder.sixel(image, columns: columns, rows: rows) + "\n"
        }
    }

    /// What stands in for a picture that could not be shown: its BlurHash (or its colour) in half blocks,
    /// the same size, so the rows below keep their place; empty without colour or either.
    public func placeholder(_ photo: Photo, columns: Int, maximumRows: Int) -> String {
        let box = box(for: photo, columns: columns, maximumRows: maximumRows)
        guard let grid = PixelGrid(placeholderFor: photo.blurHash, color: photo.color, width: box.columns, height: box.rows * 2) else { return "" }
        let lines = HalfBlockRenderer.lines(grid, mode: encoder.graphics.colorMode)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Every photo's picture, fetched four at a time; `each` gets them in the photos' order as soon as the
    /// ones before have come, so printing starts with the first picture, not the slowest.
    public func renderInOrder(
        _ photos: [Photo],
        columns: Int,
        maximumRows: Int,
        each: (Int, Result<String, DomainError>) throws -> Void
    ) async rethrows {
        try await withThrowingTaskGroup(of: (Int, Result<String, DomainError>).self) { group in
            var ready: [Int: Result<String, DomainError>] = [:]
            var next = 0
            func deliver(_ index: Int, _ result: Result<String, DomainError>) throws {
                ready[index] = result
                while let result = ready.removeValue(forKey: next) {
                    try each(next, result)
                    next += 1
                }
            }
            for (index, photo) in photos.enumerated() {
                if index >= 4, let (done, result) = try await group.next() { try deliver(done, result) }
                group.addTask {
                    do throws(DomainError) {
                        return (index, .success(try await render(photo, columns: columns, maximumRows: maximumRows)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            while let (done, result) = try await group.next() { try deliver(done, result) }
        }
    }
}

import Domain
import Foundation
import Presentation

/// Photos' pictures printed in command output (`show --image`, `list --images`), in the protocol the
/// terminal has; each ends on a new line below the picture, so text printed next continues under it.
struct InlinePictures {
    /// What the terminal can show and how pictures are carried.
    let encoder: PictureEncoder
    /// Fetches and decodes pictures.
    let load: any LoadPhotoImageUseCase

    /// The cells a picture `columns` wide takes for `photo`'s proportions, at most `maximumRows` high.
    func rows(for photo: Photo, columns: Int, maximumRows: Int) -> Int {
        let cell = encoder.graphics.cell
        let rows = Double(columns * cell.width) / (photo.displayAspectRatio * Double(cell.height))
        return max(1, min(maximumRows, Int(rows.rounded())))
    }

    /// The bytes that print `photo`'s picture `columns` cells wide; empty when the terminal shows none.
    /// - Throws: the load's ``DomainError`` (the picture could not be fetched or decoded).
    func render(_ photo: Photo, columns: Int, maximumRows: Int) async throws(DomainError) -> String {
        let rows = rows(for: photo, columns: columns, maximumRows: maximumRows)
        guard let size = encoder.pixels(columns: columns, rows: rows) else { return "" }
        let image = try await load.execute(photo, size: size)
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

    /// Every photo's picture, fetched four at a time, in the photos' order.
    func renderAll(_ photos: [Photo], columns: Int, maximumRows: Int) async -> [Result<String, DomainError>] {
        await withTaskGroup(of: (Int, Result<String, DomainError>).self) { group in
            var results = [Result<String, DomainError>](repeating: .success(""), count: photos.count)
            for (index, photo) in photos.enumerated() {
                if index >= 4, let (done, result) = await group.next() { results[done] = result }
                group.addTask {
                    do throws(DomainError) {
                        return (index, .success(try await render(photo, columns: columns, maximumRows: maximumRows)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            for await (done, result) in group { results[done] = result }
            return results
        }
    }
}

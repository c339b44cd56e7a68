import Domain
import Foundation
public import Presentation

/// Renders a photo's detail as labelled lines of plain text; every API string is sanitised.
public enum PhotoDetailTextView {
    /// The text, wrapped at spaces to `width` columns (20 at least), a labelled value's further lines
    /// indented under its first. Nothing is cut: a word longer than a line (an address) has a line of its
    /// own, which the terminal wraps, so what is printed or piped can always be read and copied whole.
    public static func render(_ display: PhotoDetailDisplay, width: Int) -> String {
        let photo = display.detail.photo
        let clean = TerminalText.sanitizedLine
        var facts = [display.dimensionsText] + (display.likesText.map { [$0] } ?? [])
        facts += [display.viewsText, display.downloadsText].compactMap { $0 }
        facts += display.publishedText.map { day in
            ["published \(day)" + (display.publishedAgoText.map { " (\($0))" } ?? "")]
        } ?? []
        let lines = [
            clean(display.title),
            clean(display.creditText),
        ] + display.notes.map(clean) + [
            facts.joined(separator: " · "),
            "",
        ]
        let rows: [(String, String?)] = [
            ("ID", photo.id.rawValue),
            ("Camera", [display.cameraText, display.exposureText].compactMap { $0 }.joined(separator: " — ").nilIfEmpty),
            ("Location", display.locationText),
            ("Tags", display.detail.tags.isEmpty ? nil : display.detail.tags.joined(separator: ", ")),
            ("Topics", display.topicsText),
            ("Profile", display.photographerText),
            ("Bio", display.photographerBio),
            ("Colour", display.colorText),
            ("Page", photo.urls.page?.absoluteString),
            ("Image", photo.urls.regular.absoluteString),
        ]
        let width = max(width, 20)
        var wrapped = lines.flatMap { line in line.isEmpty ? [""] : TerminalText.wrapped(line, to: width, keepingLongWords: true) }
        for case let (label, value?) in rows {
            let parts = TerminalText.wrapped(clean(value), to: width - Self.labelWidth, keepingLongWords: true)
            for (index, part) in (parts.isEmpty ? [""] : parts).enumerated() {
                wrapped.append(TerminalText.padded(index == 0 ? label : "", to: Self.labelWidth) + part)
            }
        }
        return wrapped.joined(separator: "\n")
    }

    /// The columns a row's label takes, the longest ("Location") and a space.
    private static let labelWidth = 9
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

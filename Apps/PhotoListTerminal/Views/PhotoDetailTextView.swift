import Domain
import Foundation
public import Presentation

/// Renders a photo's detail as labelled lines of plain text; every API string is sanitised.
public enum PhotoDetailTextView {
    /// The text, wrapped to `width` columns at most per line.
    public static func render(_ display: PhotoDetailDisplay, width: Int) -> String {
        let photo = display.detail.photo
        let clean = TerminalText.sanitizedLine
        var facts = [display.dimensionsText] + (display.likesText.map { [$0] } ?? [])
        facts += [display.viewsText, display.downloadsText].compactMap { $0 }
        facts += display.publishedText.map { day in
            ["published \(day)" + (display.publishedAgoText.map { " (\($0))" } ?? "")]
        } ?? []
        var lines = [
            clean(display.title),
            clean(display.creditText),
        ] + [display.sponsorText, display.plusText].compactMap { $0.map(clean) } + [
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
        for case let (label, value?) in rows {
            lines.append(TerminalText.padded(label, to: 9) + clean(value))
        }
        return lines.map { TerminalText.truncated($0, to: max(width, 20)) }.joined(separator: "\n")
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

/// The demo's web pages (a photo's page, a photographer's page, "not found"), written as plain HTML with
/// no script or style sheet: enough for a link opened from a client to land somewhere real.
enum DemoHTML {
    /// `text` with every character that could start markup or end an attribute written as an entity, so
    /// catalog text (or any text a fault puts there) shows as text and never becomes markup.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A whole document. `title` is plain text (escaped here); `body` is markup already escaped by its
    /// maker.
    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escaped(title)) · PhotoList demo</title>
        </head>
        <body>
        \(body)
        <footer><p>Served by the PhotoList demo server: a generated catalog, its pictures cut from public-domain and CC0 photographs.</p></footer>
        </body>
        </html>

        """
    }

    /// The page for a path that names no photo or photographer.
    static func notFound(_ what: String) -> String {
        document(title: "Not found", body: "<main>\n<h1>Not found</h1>\n<p>\(escaped(what))</p>\n</main>")
    }
}

/// One key binding: the keys, how help names them, and what they do.
struct KeyBinding: Sendable {
    /// What the keys ask for.
    let command: BrowserCommand
    /// Every key that asks for it.
    let keys: [Key]
    /// The keys as help shows them ("↑ k").
    let label: String
    /// What they do, for the help overlay.
    let help: String
    /// What they do in two words, for a pane's hint line ("open page").
    let hint: String
    /// The keys that act even while a text field is being edited (control keys, never a letter).
    var keysWhileTyping: [Key] = []
    /// The one kind of pane the keys act in, when only one does: what the browser says when they are
    /// pressed elsewhere.
    var onlyIn: KeyScope?
}

/// The browser's keys, in one table: dispatch, the help overlay, hint lines and messages that name a key
/// ("r retries") all read it, so a key changes in one place. While a text field is edited it takes every
/// key except ``KeyBinding/keysWhileTyping``, so typed letters never act as commands.
enum KeyMap {
    /// Every binding, in the order help lists them: the built-in ones, then a digit for each feature pane.
    static let bindings: [KeyBinding] = builtInBindings + featureBindings

    /// Keys 1 to 9 open the panes of the features added with Scripts/new-feature, in the registry's order.
    private static let featureBindings: [KeyBinding] = FeaturePanes.all.prefix(9).enumerated().map { index, pane in
        let digit = Character(String(index + 1))
        return KeyBinding(command: .showFeature(index), keys: [.character(digit)], label: String(digit), help: "show \(pane.title.lowercased())", hint: pane.title.lowercased())
    }

    private static let builtInBindings: [KeyBinding] = [
        KeyBinding(command: .moveUp, keys: [.up, .character("k")], label: "↑ k", help: "move up", hint: "up"),
        KeyBinding(command: .moveDown, keys: [.down, .character("j")], label: "↓ j", help: "move down", hint: "down"),
        KeyBinding(command: .pageUp, keys: [.pageUp], label: "PgUp", help: "a screenful up", hint: "page up"),
        KeyBinding(command: .pageDown, keys: [.pageDown], label: "PgDn", help: "a screenful down", hint: "page down"),
        KeyBinding(command: .first, keys: [.home, .character("g")], label: "g Home", help: "first photo", hint: "first"),
        KeyBinding(command: .last, keys: [.end, .character("G")], label: "G End", help: "last photo loaded", hint: "last"),
        KeyBinding(command: .open, keys: [.enter], label: "Enter", help: "open the photo", hint: "open"),
        KeyBinding(command: .back, keys: [.escape, .backspace], label: "Esc", help: "back (also Backspace)", hint: "back"),
        KeyBinding(command: .next, keys: [.right, .character("n"), .character("l")], label: "→ n l", help: "next photo (detail)", hint: "next", onlyIn: .detail),
        KeyBinding(command: .previous, keys: [.left, .character("p"), .character("h")], label: "← p h", help: "previous photo (detail)", hint: "previous", onlyIn: .detail),
        KeyBinding(command: .search, keys: [.character("/")], label: "/", help: "search; ↓ or Tab: results", hint: "search"),
        KeyBinding(command: .cycleOrder, keys: [.character("s")], label: "s", help: "catalog order (latest…)", hint: "sort"),
        KeyBinding(command: .cycleOrientation, keys: [.character("O")], label: "O", help: "shape filter (search)", hint: "shape", onlyIn: .search),
        KeyBinding(command: .cycleColor, keys: [.character("C")], label: "C", help: "colour filter (search)", hint: "colour", onlyIn: .search),
        KeyBinding(command: .toggleFavorite, keys: [.character("f")], label: "f", help: "favourite / unfavourite", hint: "favourite"),
        KeyBinding(command: .remove, keys: [.character("x"), .delete], label: "x Del", help: "remove a favourite", hint: "remove", onlyIn: .favorites),
        KeyBinding(command: .undo, keys: [.character("z")], label: "z", help: "undo a favourite's removal", hint: "undo", onlyIn: .favorites),
        KeyBinding(command: .showFavorites, keys: [.character("F")], label: "F", help: "show favourites", hint: "favourites"),
        KeyBinding(command: .download, keys: [.character("d")], label: "d", help: "download (queued)", hint: "download"),
        KeyBinding(command: .cancelDownloads, keys: [.character("c")], label: "c", help: "cancel every download", hint: "cancel downloads"),
        KeyBinding(command: .openPage, keys: [.character("o")], label: "o", help: "open the photo's page", hint: "open page"),
        KeyBinding(command: .openProfile, keys: [.character("u")], label: "u", help: "the photographer's photos", hint: "photographer"),
        KeyBinding(command: .copy, keys: [.character("y")], label: "y", help: "copy the id and link", hint: "copy"),
        KeyBinding(command: .refresh, keys: [.character("r")], label: "r", help: "refresh, or try again", hint: "refresh"),
        KeyBinding(command: .help, keys: [.character("?")], label: "?", help: "this help", hint: "help"),
        KeyBinding(command: .redraw, keys: [.control("l")], label: "Ctrl-L", help: "repaint the screen", hint: "repaint", keysWhileTyping: [.control("l")]),
        KeyBinding(command: .suspend, keys: [.control("z")], label: "Ctrl-Z", help: "suspend (fg resumes)", hint: "suspend", keysWhileTyping: [.control("z")]),
        KeyBinding(command: .quit, keys: [.character("q"), .control("c")], label: "q Ctrl-C", help: "quit", hint: "quit", keysWhileTyping: [.control("c")]),
    ]

    /// The command `key` asks for, if any.
    static func command(for key: Key) -> BrowserCommand? {
        bindings.first { $0.keys.contains(key) }?.command
    }

    /// The command `key` asks for while a text field is being edited, if any.
    static func commandWhileTyping(for key: Key) -> BrowserCommand? {
        bindings.first { $0.keysWhileTyping.contains(key) }?.command
    }

    /// The binding of `command`.
    static func binding(_ command: BrowserCommand) -> KeyBinding {
        guard let binding = bindings.first(where: { $0.command == command }) else {
            preconditionFailure("every BrowserCommand has a binding; \(command) has none")
        }
        return binding
    }

    /// The key to name in prose for `command`: the first of its label ("r", "Esc").
    static func key(_ command: BrowserCommand) -> String {
        String(binding(command).label.split(separator: " ").first ?? "")
    }

    /// The key that gives `command` while a text field has the keys ("Ctrl-C"), for a command that has one.
    static func keyWhileTyping(_ command: BrowserCommand) -> String {
        guard let key = binding(command).keysWhileTyping.first else {
            preconditionFailure("\(command) has no key while typing")
        }
        return key.label
    }

    /// "d download · o open page · Esc back": a hint line for `commands`.
    static func hint(_ commands: [BrowserCommand]) -> String {
        commands.map { "\(key($0)) \(binding($0).hint)" }.joined(separator: " · ")
    }

    /// ``hint(_:)`` over as many lines of `width` columns as it needs, broken only between pairs, so a key
    /// never ends a line without its word ("· y" / "copy"); a pair wider than a line is cut.
    static func hintLines(_ commands: [BrowserCommand], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        let pairs = commands.map { "\(key($0)) \(binding($0).hint)" }
        for (index, pair) in pairs.enumerated() {
            let candidate = current.isEmpty ? pair : current + " · " + pair
            // A line that more pairs follow keeps room for its closing " ·".
            let room = index == pairs.count - 1 ? width : width - 2
            if TerminalText.width(candidate) <= room || current.isEmpty {
                current = candidate
            } else {
                lines.append(current + " ·")
                current = pair
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { TerminalText.truncated($0, to: max(width, 1)) }
    }
}

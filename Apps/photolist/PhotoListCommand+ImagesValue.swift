import ArgumentParser

extension PhotoListCommand {
    /// The usage message for `arguments` (normalized, without the program name) when ArgumentParser refused
    /// the word right after a bare `--images` as an argument the command does not take (`list --images
    /// bogus`), or `nil` otherwise. The word was meant as the value, which ``ImagesArgument`` left out because
    /// it names no way of drawing; parsing again with it as the value gives ArgumentParser's own answer, which
    /// lists the values, as `--images=bogus` does.
    static func imagesValueMessage(_ arguments: [String], refusedWith error: any Error) -> String? {
        let bare = "--images=\(ImagesValue.fromSettingsArgument)"
        guard let word = fullMessage(for: error).firstMatch(of: /^Error: Unexpected argument '(.*)'/)?.1,
              let index = arguments.indices.dropLast().first(where: { arguments[$0] == bare && arguments[$0 + 1] == word })
        else { return nil }
        var asValue = arguments
        asValue.replaceSubrange(index...(index + 1), with: ["--images=\(word)"])
        do {
            _ = try parseAsRoot(asValue)
            return nil
        } catch {
            return usageMessage(for: error)
        }
    }
}

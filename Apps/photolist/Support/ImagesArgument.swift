import PhotoListTerminal

/// Lets `--images` stand alone: `photolist list --images` prints pictures drawn the settings file's way
/// (else the automatic way), while `--images kitty` (or `--images=kitty`) names a protocol. ArgumentParser
/// options always take a value, so a bare `--images` becomes `--images=settings` (``ImagesValue``) before
/// parsing.
enum ImagesArgument {
    /// `arguments` with every bare `--images` (last, or followed by an option or by a word that is no
    /// choice, such as a search query) given the value `settings`. Nothing after `--` is touched.
    static func normalized(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return result + arguments[index...] }
            if argument == "--images" {
                let next = index + 1 < arguments.count ? arguments[index + 1] : nil
                if let next, ImagesChoice(rawValue: next) != nil {
                    result += [argument, next]
                    index += 2
                    continue
                }
                result.append("--images=\(ImagesValue.fromSettingsArgument)")
            } else {
                result.append(argument)
            }
            index += 1
        }
        return result
    }
}

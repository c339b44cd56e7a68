import ArgumentParser

extension PhotoListCommand {
    /// The usage message for `arguments` (normalized, without the program name) when ArgumentParser refused
    /// them for a missing argument but they also hold an option the command does not know
    /// (`show --bogus`), or `nil` otherwise. ArgumentParser checks the arguments before the options, so it
    /// would say the id is missing when what the user typed wrong is the option; parsing again with a
    /// stand-in for the missing word finds the option it refuses. That parse runs the command's
    /// `validate()` again, so `validate()` must stay free of side effects (every one is); one that refuses
    /// the options first (`download --offline --sise`) keeps the original message.
    static func unknownOptionMessage(_ arguments: [String], refusedWith error: any Error) -> String? {
        guard fullMessage(for: error).hasPrefix("Error: Missing expected argument"), !arguments.contains("--") else { return nil }
        do {
            _ = try parseAsRoot(arguments + ["--", "stand-in"])
            return nil
        } catch {
            let message = usageMessage(for: error)
            return message.hasPrefix("photolist: unknown option") ? message : nil
        }
    }
}

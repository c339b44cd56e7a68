import Foundation

/// The process's file mode creation mask (umask), read without changing it: `umask(2)` can only be read
/// by setting it, which would race with files other threads create meanwhile.
enum FileCreationMask {
    /// The mask from `/proc/self/status` on Linux; `0o022`, the usual one, where that cannot be read.
    static var current: mode_t {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
              let mask = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        else { return 0o022 }
        return mask
    }
}

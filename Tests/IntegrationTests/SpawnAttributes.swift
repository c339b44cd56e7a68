import Foundation

/// `posix_spawn` attributes that start a child with no signal blocked and every signal at its default
/// action. The test runner's threads block and ignore signals, and a spawned child inherits that state:
/// a tmux server with SIGCHLD and SIGTERM blocked never finishes `kill-server`, and a photolist with
/// SIGPIPE ignored would not end as a Unix tool ends on a closed pipe.
final class SpawnAttributes {
    var raw = posix_spawnattr_t()

    init() {
        posix_spawnattr_init(&raw)
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&raw, &none)
        posix_spawnattr_setsigdefault(&raw, &all)
        posix_spawnattr_setflags(&raw, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    deinit {
        posix_spawnattr_destroy(&raw)
    }
}

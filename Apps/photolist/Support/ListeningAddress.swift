import ArgumentParser
import Foundation

/// Where `web` and `serve` may listen, checked once for both: a port in 0…65535 (0 lets the system choose)
/// and a host that names something.
enum ListeningAddress {
    /// The ports `--port` takes; the help states them and ``validate(host:port:)`` enforces them.
    static let ports = 0...65_535

    /// `--port`'s help, for both commands.
    static let portHelp = ArgumentHelp("The port to listen on (\(ports.helpText); 0 picks a free one).")

    /// Whether listening on `host` serves this machine only (`localhost`, `::1`, an IPv4 address in
    /// 127.0.0.0/8, read as the system reads one, `127.1` included, so a name such as `127.example.net`
    /// is not one): anything else is warned about.
    static func isLoopback(_ host: String) -> Bool {
        let host = unbracketed(host)
        if host == "localhost" || host == "::1" { return true }
        var address = in_addr()
        return inet_aton(host, &address) != 0 && UInt32(bigEndian: address.s_addr) >> 24 == 127
    }

    /// `host` as the server binds it: an IPv6 address written in brackets, as a URL writes it (`[::1]`),
    /// without them.
    static func unbracketed(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") && host.count > 2 ? String(host.dropFirst().dropLast()) : host
    }

    /// Throws the usage error for a `port` or `host` no server can listen on.
    static func validate(host: String, port: Int) throws {
        guard ports.contains(port) else {
            throw ValidationError("--port must be between \(ports.lowerBound) and \(ports.upperBound) (got \(port))")
        }
        guard !host.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("--host must name an address to listen on (127.0.0.1 is this machine only)")
        }
    }
}

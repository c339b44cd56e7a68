/// Why ``DemoServer/start(host:port:catalog:faults:connectionLimit:)`` could not listen, in terms a command can say in
/// one line (NIO's own errors name system calls).
public enum DemoServerError: Error, Hashable, Sendable {
    /// Another process is listening on the port.
    case portInUse(Int)
    /// The port needs privileges this process lacks (ports below 1024 on most systems).
    case permissionDenied(Int)
    /// The address cannot be listened on for another reason, given by the system.
    case cannotListen(String)
}

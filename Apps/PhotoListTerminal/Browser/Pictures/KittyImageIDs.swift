import Presentation

/// The ids under which pictures were sent to a kitty terminal, so each is sent once and placed by id.
/// Ids start at 1,000 (well clear of the detection query's) and stay below 2^24, so kitty's placeholders
/// carry them in one 24-bit colour.
struct KittyImageIDs {
    private var ids: [PictureKey: UInt32] = [:]
    /// Every id ever sent, to free them all at exit.
    private(set) var sent: [UInt32] = []
    private var next: UInt32 = 1_000

    /// The id `key` was sent under, if it was.
    func id(for key: PictureKey) -> UInt32? { ids[key] }

    /// A new id for `key` (its old one if it has one).
    mutating func assign(_ key: PictureKey) -> UInt32 {
        if let id = ids[key] { return id }
        let id = next
        next = next + 1 < 1 << 24 ? next + 1 : 1_000
        ids[key] = id
        sent.append(id)
        return id
    }

    /// Forgets which pictures were sent, so each is sent again under a new id: after the screen was
    /// cleared or left and re-entered (Ctrl-Z and `fg`), a terminal may have dropped them.
    mutating func forgetUploads() {
        ids = [:]
    }
}

public import ArgumentParser
public import Domain
public import PhotoListTerminal

// The Domain's option enums are String raw values with every case listed, so ArgumentParser can parse them
// and list their values in help as they are; the conformance lives here, in the app, not in Domain. (A
// conformance of a public type is itself public, hence the public imports.)
extension PhotoOrder: @retroactive ExpressibleByArgument {}
extension Orientation: @retroactive ExpressibleByArgument {}
extension ColorFilter: @retroactive ExpressibleByArgument {}
extension PhotoSize: @retroactive ExpressibleByArgument {}
// The terminal views' `--images` choice, the same way.
extension ImagesChoice: ExpressibleByArgument {}

// A photo id argument is a PhotoID: an empty one is refused while parsing, with ArgumentParser's message.
extension PhotoID: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }
}

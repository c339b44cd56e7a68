import Foundation

// The floor for start-up and memory: a Foundation hello world built on the same machine by the same
// toolchain. photolist's cold start and peak memory are reported as multiples of this program's.
FileHandle.standardOutput.write(Data("Hello, world\n".utf8))

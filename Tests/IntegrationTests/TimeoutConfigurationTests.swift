import Networking
@testable import photolist
import Testing

/// What `--timeout` sets on the HTTP clients: the whole wait, never a shorter window hidden inside it.
@Suite("--timeout")
struct TimeoutConfigurationTests {
    @Test("given --timeout 60, when an API client is configured, then a silence of up to 60 s is waited for, not 15")
    func silenceWindowFollowsTheTimeout() {
        let configuration = HTTPClients.apiConfiguration(timeout: .seconds(60))

        #expect(configuration.lowSpeedWindow == .seconds(60))
        #expect(configuration.totalTimeout == .seconds(60))
        #expect(configuration.connectTimeout == .seconds(10))
    }

    @Test("given --timeout 3, when the download client is configured, then a stall of 3 s ends it but a long file is not cut off")
    func downloadsBoundStallsNotFiles() {
        let configuration = HTTPClients.downloadConfiguration(timeout: .seconds(3))

        #expect(configuration.lowSpeedWindow == .seconds(3))
        #expect(configuration.lowSpeedBytesPerSecond >= 1_024)
        #expect(configuration.connectTimeout == .seconds(3))
        #expect(configuration.totalTimeout >= .seconds(3_600))
    }
}

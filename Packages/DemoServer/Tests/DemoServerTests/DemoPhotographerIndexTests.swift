@testable import DemoServer
import Foundation
import Testing

@Suite("DemoPhotographerIndex")
struct DemoPhotographerIndexTests {
    @Test("given a catalog of 3,000 photos, when each of forty photographers' photos are asked for, then they are the photos a scan of the whole catalog finds, newest first")
    func matchesAScanOfTheCatalog() {
        let catalog = DemoCatalog(count: 3_000)
        let photographers = Set(stride(from: 0, to: 3_000, by: 73).filter { !DemoCatalog.isSponsored(at: $0) }.map(DemoCatalog.photographer(at:)))
        #expect(photographers.count >= 30)
        for photographer in photographers {
            let scanned = (0..<catalog.count).filter { !DemoCatalog.isSponsored(at: $0) && DemoCatalog.photographer(at: $0) == photographer }
            #expect(catalog.photoIndices(byUsername: photographer.username) == scanned, "\(photographer.username)")
        }
    }

    @Test("given a photographer who posted more than one photo, when their photos are asked for twice, then both answers are the same chain of several photos")
    func answersAgainFromTheSameChains() throws {
        let catalog = DemoCatalog(count: 3_000)
        let prolific = try #require((0..<catalog.count).lazy.filter { !DemoCatalog.isSponsored(at: $0) }.map(DemoCatalog.photographer(at:)).first {
            catalog.photographers.indices(of: $0, count: catalog.count).count > 1
        })
        let first = catalog.photographers.indices(of: prolific, count: catalog.count)
        #expect(first.count > 1)
        #expect(catalog.photographers.indices(of: prolific, count: catalog.count) == first)
    }
}

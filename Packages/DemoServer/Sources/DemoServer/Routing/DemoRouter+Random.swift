import Foundation
import Synchronization

extension DemoRouter {
    /// `GET /photos/random?count=&orientation=&query=&username=&topics=&collections=`: one detail-shaped
    /// photo (exif, location, tags, topics, counts), or with `count` (1…30) an array of that many distinct
    /// photos. The filters narrow what is drawn from: a search's matches, a user's photos, and the photos of
    /// the topics or collections named (ids or slugs, comma-separated); `content_filter` is accepted and
    /// changes nothing (the catalog has nothing to filter). Each answer is drawn with the next value of
    /// the router's draw counter, so calls differ but a new router repeats the same sequence.
    func randomPhotos(_ request: DemoRequest, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        var count: Int?
        if let text = request.query["count"] {
            guard let number = Int(text), (1...Self.maximumPerPage).contains(number) else {
                return .error(400, "count must be between 1 and 30")
            }
            count = number
        }
        if let rejection = listingRejection(request, orders: nil) {
            return rejection
        }
        let candidates: [Int]?
        switch randomCandidates(request) {
        case .success(let found): candidates = found
        case .failure(let rejection): return rejection.response
        }
        let seed = randomDraws.withLock { draws in
            draws &+= 1
            return draws
        }
        let indices = draw(count ?? 1, from: candidates, orientation: request.query["orientation"], seed: seed)
        let photos = indices.compactMap { catalog.detailedPhoto(at: $0, baseURL: baseURL) }
        guard let first = photos.first else {
            return .error(404, "Couldn't find Photo")
        }
        return .json(count == nil ? Self.encode(first) : Self.encode(photos), headers: extraHeaders)
    }

    /// Why a random draw cannot be made: the 404 for a user, topic or collection that does not exist.
    struct RandomRejection: Error {
        let response: DemoResponse
    }

    /// The catalog indices the request's filters allow, newest first; nil when no filter narrows the
    /// draw (the whole catalog).
    private func randomCandidates(_ request: DemoRequest) -> Result<[Int]?, RandomRejection> {
        var candidates: [Int]?
        func narrow(to allowed: [Int]) {
            guard let current = candidates else {
                candidates = allowed
                return
            }
            let keep = Set(allowed)
            candidates = current.filter(keep.contains)
        }
        if let username = request.query["username"] {
            let own = catalog.photoIndices(byUsername: username)
            guard !own.isEmpty else { return .failure(RandomRejection(response: .error(404, "Couldn't find User"))) }
            narrow(to: own)
        }
        if let names = request.query["topics"] {
            var members: Set<Int> = []
            for name in Self.list(names) {
                guard let topic = DemoTopic.find(name) else { return .failure(RandomRejection(response: .error(404, "Couldn't find Topic"))) }
                members.formUnion(topicMembersByNumber()[topic.number])
            }
            narrow(to: members.sorted())
        }
        if let ids = request.query["collections"] {
            var members: Set<Int> = []
            for id in Self.list(ids) {
                guard let collection = DemoCollection.find(id) else {
                    return .failure(RandomRejection(response: .error(404, "Couldn't find Collection")))
                }
                members.formUnion(collection.members(count: catalog.count))
            }
            narrow(to: members.sorted())
        }
        let query = (request.query["query"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if !query.isEmpty {
            narrow(to: matchingIndices(query: query, orientation: nil, color: nil))
        }
        return .success(candidates)
    }

    /// Up to `count` distinct indices of `candidates` (the whole catalog when nil) whose photos have
    /// `orientation`, drawn with a generator seeded by `seed`. Drawing at random first keeps a draw from
    /// the whole catalog cheap; when the matching photos are too rare for that, the rest are taken in
    /// order from a random starting point.
    private func draw(_ count: Int, from candidates: [Int]?, orientation: String?, seed: UInt64) -> [Int] {
        let pool = candidates?.count ?? catalog.count
        guard pool > 0 else { return [] }
        var random = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D)
        func candidate(_ position: Int) -> Int { candidates?[position] ?? position }
        func fits(_ index: Int) -> Bool {
            orientation.map { catalog.photo(at: index, baseURL: "")?.orientation == $0 } ?? true
        }
        var chosen: [Int] = []
        var seen: Set<Int> = []
        for _ in 0..<(count * 16 + 64) where chosen.count < count {
            let index = candidate(Int(random.next() % UInt64(pool)))
            if seen.insert(index).inserted, fits(index) {
                chosen.append(index)
            }
        }
        let start = Int(random.next() % UInt64(pool))
        for offset in 0..<pool where chosen.count < count {
            let index = candidate((start + offset) % pool)
            if seen.insert(index).inserted, fits(index) {
                chosen.append(index)
            }
        }
        return chosen
    }

    /// The names of a comma-separated list, trimmed, without empty ones.
    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

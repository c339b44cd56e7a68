import Foundation
import Synchronization

extension DemoRouter {
    /// `GET /topics?page=&per_page=&order_by=featured|latest|oldest|position&ids=`: the demo's topics,
    /// in editorial order by default (`position`; `featured` is the same, as every topic is featured),
    /// or by publication; `ids` keeps only the topics named (ids or slugs, comma-separated).
    func listTopics(_ request: DemoRequest, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        let order = request.query["order_by"] ?? "position"
        guard ["featured", "latest", "oldest", "position"].contains(order) else {
            return .error(400, "order_by is invalid")
        }
        var topics = DemoTopic.all
        var parameters: [String] = []
        if let ids = request.query["ids"] {
            let wanted = Set(ids.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            topics = topics.filter { wanted.contains($0.id) || wanted.contains($0.slug) }
            parameters.append("ids=\(Self.formEncode(ids))")
        }
        switch order {
        case "latest": topics.sort { $0.publishedAt > $1.publishedAt }
        case "oldest": topics.sort { $0.publishedAt < $1.publishedAt }
        default: break
        }
        if order != "position" { parameters.append("order_by=\(order)") }
        let members = topicMembersByNumber()
        let pathAndQuery = parameters.isEmpty ? "/topics" : "/topics?" + parameters.joined(separator: "&")
        return pagedResponse(total: topics.count, request, pathAndQuery: pathAndQuery, baseURL: baseURL, extraHeaders: extraHeaders) { range in
            topics[range].map { $0.json(members: members[$0.number], catalog: catalog, baseURL: baseURL) }
        }
    }

    /// `GET /topics/{id_or_slug}`: one topic, found by id or slug.
    func topic(idOrSlug: String, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        guard let topic = DemoTopic.find(idOrSlug) else {
            return .error(404, "Couldn't find Topic")
        }
        let members = topicMembersByNumber()[topic.number]
        return .json(topic.json(members: members, catalog: catalog, baseURL: baseURL).bytes, headers: extraHeaders)
    }

    /// `GET /topics/{id_or_slug}/photos?page=&per_page=&order_by=latest|oldest|popular&orientation=`: the
    /// topic's photos, paged and ordered as `GET /photos`.
    func topicPhotos(idOrSlug: String, _ request: DemoRequest, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        guard let topic = DemoTopic.find(idOrSlug) else {
            return .error(404, "Couldn't find Topic")
        }
        if let rejection = listingRejection(request, orders: Self.photoOrders) {
            return rejection
        }
        return photoListing(
            topicMembersByNumber()[topic.number], listing: "topic \(topic.number)", path: "/topics/\(topic.slug)/photos", ordered: true,
            request, baseURL: baseURL, extraHeaders: extraHeaders
        )
    }

    /// Every topic's photos (catalog indices, newest first) by ``DemoTopic/number``: one pass over the
    /// catalog on first use, then kept, since a topic's size (`total_photos`) needs all of them.
    func topicMembersByNumber() -> [[Int]] {
        topicMembers.withLock { cached in
            if let cached { return cached }
            var members = [[Int]](repeating: [], count: DemoTopic.all.count)
            for index in 0..<catalog.count {
                guard let photo = catalog.photo(at: index, baseURL: "") else { continue }
                for topic in DemoTopic.all where topic.contains(photo) {
                    members[topic.number].append(index)
                }
            }
            cached = members
            return members
        }
    }
}

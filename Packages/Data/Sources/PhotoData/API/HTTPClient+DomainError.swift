import Domain
import Foundation
import Networking

extension HTTPClient {
    /// Sends `request` and returns a 2xx response; everything else becomes the matching `DomainError`:
    /// a request that could not be built, a transport failure, or an error status. Every repository
    /// fetches through this one rule.
    func fetch(_ request: HTTPRequest?) async throws(DomainError) -> HTTPResponse {
        guard let request else {
            throw .connectivity(.invalidAddress)
        }
        let response: HTTPResponse
        do {
            response = try await send(request)
        } catch {
            throw error.domainError
        }
        if let failure = response.apiDomainError {
            throw failure
        }
        return response
    }
}

extension HTTPResponse {
    /// The body decoded as `type`; a body of another shape is `DomainError/invalidResponse(_:)` naming
    /// `what` was expected and where decoding failed. JSON must be UTF-8 (RFC 8259 §8.1): a body that is
    /// not is refused, rather than decoded with replacement characters the source never sent. A body with
    /// more values than ``JSONValueBudget`` allows is refused before it is decoded.
    func decodeJSON<Value: Decodable>(_ type: Value.Type, what: String) throws(DomainError) -> Value {
        try checkJSONBody(what: what)
        return try decodeCheckedJSON(type, what: what)
    }

    /// The photos of a page of Unsplash photos: read straight from the body (``UnsplashPhotoListReader``)
    /// when the reader can, else decoded like any body (``decodeJSON(_:what:)``), with the same result.
    func decodePhotoList(what: String) throws(DomainError) -> BoundedItems<UnsplashPhotoDTO> {
        // The reader checks UTF-8 and the value budget as it goes; a body it leaves is checked, then decoded.
        if let page = UnsplashPhotoListReader.read(body) { return page }
        try checkJSONBody(what: what)
        return try decodeCheckedJSON(BoundedItems<UnsplashPhotoDTO>.self, what: what)
    }

    /// `JSONDecoder` on a body ``checkJSONBody(what:)`` has passed.
    private func decodeCheckedJSON<Value: Decodable>(_ type: Value.Type, what: String) throws(DomainError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw .invalidResponse("\(what) is not the expected JSON (\(DecodingFailure.describe(error, body: body)))")
        }
    }

    /// Refuses a body that is not UTF-8, or holds more values than ``JSONValueBudget`` allows.
    private func checkJSONBody(what: String) throws(DomainError) {
        guard String(validating: body, as: UTF8.self) != nil else {
            throw .invalidResponse("\(what) is not the expected JSON (it is not valid UTF-8)")
        }
        guard !JSONValueBudget.exceeds(in: body) else {
            throw .invalidResponse("\(what) is larger than a source sends (more than \(JSONValueBudget.maximumValues) JSON values)")
        }
    }
}

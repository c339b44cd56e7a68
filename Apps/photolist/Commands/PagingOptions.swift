import ArgumentParser
import Domain

/// `--page` and `--per-page`, validated by the Domain's own rule.
struct PagingOptions: ParsableArguments {
    @Option(help: "The page to print (1…\(PageRequest.maximumPage)).")
    var page: Int = 1

    @Option(name: .customLong("per-page"), help: "Photos per page (1…30).")
    var perPage: Int = PageRequest.defaultPerPage

    func validate() throws {
        _ = try request()
    }

    /// The validated request; a refusal becomes a usage error naming the bad value.
    func request() throws(ValidationError) -> PageRequest {
        do {
            return try PageRequest(page: page, perPage: perPage)
        } catch {
            throw ValidationError(error.usageMessage)
        }
    }
}

extension DomainError {
    /// The reason to show when user input was refused.
    var usageMessage: String {
        if case .invalidRequest(let reason) = self { reason } else { "\(self)" }
    }
}

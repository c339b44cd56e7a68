import ArgumentParser
import Domain

/// `--page` and `--per-page`, validated by the Domain's own rule.
///
/// Both take the next word whatever it looks like (`.unconditional`): ArgumentParser would otherwise read
/// `-1` as an option and answer `--page -1` with "Missing value", where the Domain's rule says what is
/// wrong ("page must be at least 1").
struct PagingOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "The page to print (\((1...PageRequest.maximumPage).helpText)).")
    var page: Int = 1

    @Option(name: .customLong("per-page"), parsing: .unconditional, help: "Results per page (\(PageRequest.perPageRange.helpText)).")
    var perPage: Int = PageRequest.defaultPerPage

    func validate() throws {
        _ = try request()
    }

    /// The validated request; a refusal becomes a usage error naming the bad value.
    func request() throws(ValidationError) -> PageRequest {
        try PageRequest.asOptions(page: page, perPage: perPage)
    }
}

extension PageRequest {
    /// The request `--page` and `--per-page` ask for, by the Domain's rule; a refusal is a usage error that
    /// names the option as it is typed ("--per-page must be between 1 and 30 (got 31)"): the Domain's words
    /// begin with the value's name, which is the option's without its dashes.
    static func asOptions(page: Int = 1, perPage: Int) throws(ValidationError) -> PageRequest {
        do {
            return try PageRequest(page: page, perPage: perPage)
        } catch .invalidRequest(let reason) {
            throw ValidationError("--" + reason)
        } catch {
            throw ValidationError(error.usageMessage)
        }
    }
}

/// Builds a Domain value from user input; the Domain's refusal becomes a usage error (exit status 2)
/// naming the bad value.
func validating<Value>(_ make: () throws(DomainError) -> Value) throws(ValidationError) -> Value {
    do {
        return try make()
    } catch {
        throw ValidationError(error.usageMessage)
    }
}

extension DomainError {
    /// The reason to show when user input was refused.
    var usageMessage: String {
        if case .invalidRequest(let reason) = self { reason } else { "\(self)" }
    }
}

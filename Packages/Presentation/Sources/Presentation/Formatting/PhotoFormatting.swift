public import Domain
// All of Foundation, not FoundationEssentials: this file needs String(format:).
public import Foundation

/// Display rules shared by every screen. Pure functions, independent of locale so output is stable.
public enum PhotoFormatting {
    /// What a list shows in place of a value the source does not report.
    public static let unknown = "—"

    /// The most characters (Unicode scalars) of one text field any view shows; the rest is dropped and
    /// replaced by `…` (`--json` carries the whole text). A field is never longer than a few screens, so
    /// however long a text a source sends, each view's cost of escaping and laying it out stays bounded.
    public static let fieldLimit = 4_096

    /// "6000 × 4000".
    public static func dimensions(width: Int, height: Int) -> String {
        "\(width) × \(height)"
    }

    /// "1 photo", "60 photos".
    public static func photoCount(_ count: Int) -> String {
        counted(count, "photo")
    }

    /// 1_000 → "page 1,000": a page named in a status line or a listing's last line, its number grouped as
    /// every count is.
    public static func page(_ page: Int) -> String {
        "page \(fullCount(page))"
    }

    /// 10_005 → "10,005": a count written in full, grouped by thousands, whatever the locale.
    public static func fullCount(_ count: Int) -> String {
        let digits = String(count.magnitude)
        let grouped = digits.enumerated().map { offset, digit in
            (offset > 0 && (digits.count - offset) % 3 == 0 ? "," : "") + String(digit)
        }.joined()
        return (count < 0 ? "-" : "") + grouped
    }

    /// "1 favourite", "3 favourites", "1,530 photos", "0 pictures": `count` of `noun`, grouped as every
    /// count beside it, plural with an s.
    public static func counted(_ count: Int, _ noun: String) -> String {
        "\(fullCount(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// What a step past either end of a whole list says: "This is the last photo." / "This is the first photo."
    public static func noPhoto(beyond direction: PhotoStep.Direction) -> String {
        direction == .next ? "This is the last photo." : "This is the first photo."
    }

    /// What a step past the loaded photos says when the page it waited for failed: "The next photos could
    /// not be loaded: the photo service failed (HTTP 503). Try again later."
    public static func noPhotoLoaded(beyond direction: PhotoStep.Direction, because error: DomainError) -> String {
        "The \(direction == .next ? "next" : "previous") photos could not be loaded: " + continuingSentence(message(for: error))
    }

    /// What a step from a photo its list no longer holds says (a favourite removed while its detail was
    /// open, a search replaced meanwhile).
    public static let notInList = "This photo is no longer in the list, so it has no next or previous one."

    /// "1 like", "999 likes", "1.2k likes", "12.3k likes", "1.5M likes" (rounded down to one decimal).
    public static func likes(_ count: Int) -> String {
        let unit = count == 1 ? "like" : "likes"
        return "\(compactCount(count)) \(unit)"
    }

    /// 999 → "999", 1_234 → "1.2k", 1_000_000 → "1M", 2_500_000_000_000 → "2.5T"; a count of a
    /// thousand trillion or more (no real photo has one) is "999T+", so no number widens a column.
    public static func compactCount(_ count: Int) -> String {
        let magnitude = count.magnitude
        if magnitude >= 1_000_000_000_000_000 { return (count < 0 ? "-" : "") + "999T+" }
        let (divisor, suffix): (UInt, String) =
            magnitude >= 1_000_000_000_000 ? (1_000_000_000_000, "T") :
            magnitude >= 1_000_000_000 ? (1_000_000_000, "B") :
            magnitude >= 1_000_000 ? (1_000_000, "M") :
            magnitude >= 1_000 ? (1_000, "k") : (1, "")
        guard divisor > 1 else { return String(count) }
        let tenths = magnitude / (divisor / 10)
        let sign = count < 0 ? "-" : ""
        let whole = tenths / 10, fraction = tenths % 10
        return fraction == 0 ? "\(sign)\(whole)\(suffix)" : "\(sign)\(whole).\(fraction)\(suffix)"
    }

    /// "Canon EOS R5": the make, then the model unless it already starts with the make.
    public static func camera(_ exif: Exif) -> String? {
        switch (exif.make, exif.model) {
        case let (make?, model?) where model.lowercased().hasPrefix(make.lowercased()): model
        case let (make?, model?): "\(make) \(model)"
        case let (make?, nil): make
        case let (nil, model?): model
        case (nil, nil): nil
        }
    }

    /// "1/250 s · f/4.0 · 35 mm · ISO 100", from whichever settings are known; `nil` when none are.
    public static func exposure(_ exif: Exif) -> String? {
        let parts = [
            exif.exposureTime.map { "\($0) s" },
            exif.aperture.map { "f/\($0)" },
            exif.focalLength.map { "\($0) mm" },
            exif.iso.map { "ISO \($0)" },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "2023-11-14": the UTC calendar day.
    public static func day(_ date: Date) -> String {
        // Domain's calendar arithmetic where it reaches (1600–9999), which loads none of ICU's calendar data.
        if let utc = GregorianCalendarDays.utc(date) {
            return String(format: "%04d-%02d-%02d", Int(utc.year), Int(utc.month), Int(utc.day))
        }
        let parts = utcCalendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// How a sentence names the source's API, whichever it is: "the photo service". One constant, so a
    /// front end that knows more (the command line, which started the built-in demo server) names the
    /// source where these sentences name it, without matching words it could not know would stay the same.
    public static let serviceName = "the photo service"
    /// ``serviceName`` beginning a sentence.
    private static let service = capitalizedFirst(serviceName)

    /// One actionable sentence for every way a request can fail.
    public static func message(for error: DomainError) -> String {
        switch error {
        case .invalidRequest(let reason):
            "Invalid request: \(reason)."
        case .connectivity(let failure):
            message(for: failure)
        case .unauthorized:
            "\(service) rejected the access key. Check that the key is set and valid."
        case .forbidden:
            "\(service) does not allow this request (HTTP 403). Check the access key's permissions, if the service uses one."
        case .rateLimited(let resetsAt):
            if let resetsAt {
                "\(service)'s rate limit is reached. Try again after \(retryTime(resetsAt))."
            } else {
                "\(service)'s rate limit is reached. Try again later."
            }
        case .notFound:
            "\(service) has no such photo or page."
        case .gone:
            "\(service) no longer serves this (HTTP 410); for a search, that can mean it flags the query as spam, and a different one may work."
        case .sourceFailed(let code, let retryAfter):
            "\(service) failed\(diagnostic(code)). Try again \(retryAfter.map { "after \(retryTime($0))" } ?? "later")."
        case .sourceRefused(let code, let reason):
            "\(service) refused the request\(diagnostic(code))" + (reason.map { ", saying: \"\($0)\"." } ?? ".")
        case .invalidResponse(let detail):
            "\(service) sent an unexpected response: \(detail)."
        case .notCached:
            "Not in the offline copy, which keeps only what has been fetched online."
        case .storage(let failure):
            message(for: failure)
        case .syncIncomplete(let failure):
            "Synced \(syncedPages(failure.progress)), then: \(message(for: failure.cause))"
        case .fileHost(let failure):
            fileMessage(for: failure)
        case .unsupported(let reason):
            "\(capitalizedFirst(reason))."
        case .subscriptionRequired:
            "This is an Unsplash+ photo, \(plusDownloadRule); nothing was downloaded."
        case .cancelled:
            "The request was cancelled."
        }
    }

    /// The marks a photo carries wherever it is listed: "Sponsored · Surface" for an advertisement,
    /// "Unsplash+" for a photo whose licence needs a subscription.
    public static func labels(of photo: Photo) -> [String] {
        (photo.sponsorship.map { ["Sponsored · \($0.sponsor)"] } ?? []) + (photo.isPlus ? [plusBadge] : [])
    }

    /// Why an Unsplash+ photo is not downloaded and what to do instead, as every refusal of one says it.
    public static let plusDownloadRule = "which only Unsplash+ subscribers may download; open its page to license it"

    /// The badge of an Unsplash+ photo.
    public static let plusBadge = "Unsplash+"

    /// What an Unsplash+ photo's licence means for the user, said where the photo is shown in full.
    public static let plusLicence = "Unsplash+ photo: free to view here; using or downloading it needs an Unsplash+ subscription (unsplash.com/plus)."

    /// One sentence for a picture that could not be fetched from `host`: connection failures name the image
    /// host and say the photo details arrived (from the service, or from its offline copy when it did not
    /// answer: so not that the service answered); other failures are the service's words about the picture.
    public static func pictureMessage(for error: DomainError, host: String?) -> String {
        hostMessage(for: error, host: host, fetching: "picture", sayingTheDetailsArrived: true)
    }

    /// One sentence for a photo's file that could not be fetched from the host serving it (a download):
    /// the words name that host and the file, never the service's access key, which is not sent there.
    public static func fileMessage(for failure: FileHostFailure) -> String {
        hostMessage(for: failure.cause, host: failure.host, fetching: "file", sayingTheDetailsArrived: false)
    }

    /// The one wording for a fetch from an image host that failed with `error`: `thing` is what was
    /// fetched. `sayingTheDetailsArrived` adds that the photo details arrived, where the caller knows they did in
    /// this same screen (the pictures of a list it has just shown), so only the pictures are in question.
    private static func hostMessage(for error: DomainError, host: String?, fetching thing: String, sayingTheDetailsArrived: Bool) -> String {
        let named = host.map { "the image host \($0)" } ?? "the image host"
        let besides = sayingTheDetailsArrived ? " The photo details arrived; only the \(thing)s failed." : ""
        switch error {
        case .connectivity(let failure):
            let (fact, advice) = hostMessage(for: failure, named: named, fetching: thing)
            return fact + besides + advice
        case .notFound:
            return "No such \(thing) on \(named)."
        case .gone:
            return "\(capitalizedFirst(named)) no longer serves the \(thing) (HTTP 410)."
        case .sourceFailed(let code, let retryAfter):
            let after = retryAfter.map { "after \(retryTime($0))" } ?? "later"
            return "\(capitalizedFirst(named)) failed\(diagnostic(code))\(sayingTheDetailsArrived ? "; the photo details arrived" : ""). Try again \(after)."
        case .sourceRefused(let code, _):
            return "\(capitalizedFirst(named)) refused the \(thing)\(diagnostic(code))."
        case .unauthorized, .forbidden:
            return "\(capitalizedFirst(named)) refused the \(thing)."
        case .rateLimited(let resetsAt):
            let after = resetsAt.map { " after \(retryTime($0))" } ?? " later"
            return "\(capitalizedFirst(named)) is limiting requests. Try again\(after)."
        case .invalidResponse(let detail):
            return "\(capitalizedFirst(named)) sent something that is not a usable \(thing): \(detail)."
        case .invalidRequest(let reason):
            // Refused before anything was sent, so no host is said to have done anything.
            return "The \(thing) was not fetched: \(reason)."
        default:
            return "The \(thing) could not be fetched from \(named): " + continuingSentence(message(for: error))
        }
    }

    /// A connection to the image host `named` that failed, as what happened and the advice that follows it
    /// (empty when there is none), in the words ``message(for:)`` uses for the photo service, with the host
    /// named instead (and never the access key, which is not sent there).
    private static func hostMessage(for failure: ConnectivityFailure, named: String, fetching thing: String) -> (fact: String, advice: String) {
        let checkNetwork = " Check your network connection."
        return switch failure {
        case .invalidAddress: ("The \(thing)'s address is not a valid http(s) URL.", "")
        case .hostNotFound: ("Cannot find \(named).", checkNetwork)
        case .cannotConnect: ("Cannot connect to \(named).", checkNetwork)
        case .timedOut: ("\(capitalizedFirst(named)) did not send the \(thing) in time (none came, or it came too slowly).", "")
        case .stalled: ("\(capitalizedFirst(named)) began to send the \(thing), then stopped or slowed to a trickle before the end.", "")
        case .insecureConnection: ("A secure connection to \(named) could not be established.", "")
        case .responseTooLarge: ("\(capitalizedFirst(named)) sent a \(thing) larger than PhotoList accepts.", "")
        case .interrupted: ("The connection to \(named) broke before the whole \(thing) arrived.", " Try again.")
        case .tooManyRedirects: ("\(capitalizedFirst(named)) redirected too many times (a redirect loop?).", "")
        case .unsafeRedirect: ("\(capitalizedFirst(named)) redirected to an address that PhotoList does not follow (not http(s), or with a user name or password).", "")
        case .other(let diagnostic): ("The connection to \(named) failed (\(diagnostic)).", "")
        }
    }

    /// `text` with its first letter capitalized, the rest as it is: a phrase made to begin a sentence
    /// ("pages 2–3 held only…" → "Pages 2–3 held only…"), which `capitalized` would change throughout.
    public static func capitalizedFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `text`, a sentence, made to continue another after a colon: its first letter lowercased ("The image
    /// host…" → "the image host…"), unless it begins an acronym ("HTTP 503…", "TLS…"), which stays.
    public static func continuingSentence(_ text: String) -> String {
        guard let first = text.first, text.dropFirst().first?.isUppercase != true else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// "Picture not shown: the image host … could not be reached.": what a view says beside the swatch of a
    /// picture that will not come, `reason` the loader's words for why.
    public static func pictureNotShown(_ reason: String) -> String {
        "Picture not shown: " + continuingSentence(reason)
    }

    /// "page 3 added no new photos, so the list stops here": why a listing of `noun`s the source said goes
    /// on ended (`ListingEnd/cutShort`), said where a reader would otherwise say the listing ended. When
    /// nothing was listed before it (`listedNothing`: the page asked first came empty), there was nothing to
    /// repeat: "page 1 held no photos although the source said more follow".
    public static func cutShort(atPage page: Int, listedNothing: Bool, of noun: String = "photo") -> String {
        listedNothing
            ? "page \(fullCount(page)) held no \(noun)s although the source said more follow"
            : "page \(fullCount(page)) added no new \(noun)s, so the list stops here"
    }

    /// "pages 2–5 held only sponsored photos, left out as asked" ("page 5 held…" for one): why a listing
    /// without sponsored photos shows nothing of them. The pages were passed over for the next up to a
    /// limit (`ListingWithoutSponsoredPhotos`), so a source of nothing but advertisements cannot spend the
    /// quota.
    public static func onlySponsored(_ pages: ClosedRange<Int>) -> String {
        let named = pages.count == 1 ? "page \(fullCount(pages.lowerBound))" : "pages \(fullCount(pages.lowerBound))–\(fullCount(pages.upperBound))"
        return "\(named) held only sponsored photos, left out as asked"
    }

    /// "1 of 3 pages", "0 of 1 page": how far a sync got.
    public static func syncedPages(_ progress: SyncProgress) -> String {
        "\(progress.pagesSynced) of \(counted(progress.pagesRequested, "page"))"
    }

    /// The source's own code, quoted for a report: " (HTTP 503)". Every source photolist speaks is HTTP,
    /// and the status is what a user can look up or quote to the service; no decision is made on it.
    static func diagnostic(_ code: Int?) -> String {
        code.map { " (HTTP \($0))" } ?? ""
    }

    private static func message(for failure: ConnectivityFailure) -> String {
        switch failure {
        case .invalidAddress:
            "\(service) address is not a valid http(s) URL."
        case .hostNotFound:
            "Cannot find \(serviceName)'s host. Check the address and your network connection."
        case .cannotConnect:
            "Cannot connect to \(serviceName). Check the address, that the server is running, and your network."
        case .timedOut:
            "\(service) did not send its answer in time (none came, or it came too slowly). Try again."
        case .stalled:
            "\(service) began to answer, then stopped or slowed to a trickle before the end. Try again."
        case .insecureConnection:
            "A secure connection to \(serviceName) could not be established."
        case .responseTooLarge:
            "\(service) sent a response larger than PhotoList accepts."
        case .interrupted:
            "The connection to \(serviceName) broke before the whole answer arrived. Try again."
        case .tooManyRedirects:
            "\(service) redirected too many times (a redirect loop?)."
        case .unsafeRedirect:
            "\(service) redirected to an address PhotoList does not follow (not http(s), with a user name or password, or another server for a request carrying the key)."
        case .other(let diagnostic):
            "The connection to \(serviceName) failed (\(diagnostic))."
        }
    }

    /// "48 of 50 requests left", "4,999 of 5,000 requests left", "1 request left": the quota a status bar
    /// shows, its numbers grouped as every other count beside it.
    public static func rateLimit(_ status: RateLimitStatus) -> String {
        if let limit = status.limit {
            return "\(fullCount(status.remaining)) of \(fullCount(limit)) requests left"
        }
        return fullCount(status.remaining) + " request\(status.remaining == 1 ? "" : "s") left"
    }

    /// "512 B", "12.3 KB", "1.2 MB", "2.0 GB" (decimal units, one decimal above bytes).
    public static func bytes(_ count: Int64) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        guard count >= 1_000 else { return "\(count) B" }
        var value = Double(count) / 1_000
        var unit = 0
        while value >= 1_000, unit < units.count - 1 {
            value /= 1_000
            unit += 1
        }
        return String(format: "%.1f", value) + " " + units[unit]
    }

    /// "42% (1.2 MB of 3.0 MB)" when the size is known, else "1.2 MB"; after a retry, with the attempt
    /// ("0 B, attempt 2"), so bytes that went back to zero say why.
    public static func progress(_ progress: DownloadProgress) -> String {
        let received = bytes(progress.receivedBytes)
        let attempt = progress.attempt > 1 ? ", attempt \(progress.attempt)" : ""
        guard let fraction = progress.fraction, let expected = progress.expectedBytes else { return received + attempt }
        return "\(Int(fraction * 100))% (\(received) of \(bytes(expected)))" + attempt
    }

    /// "just now", "5 minutes ago", "1 hour ago", "yesterday", "12 days ago", "3 months ago", "2 years ago":
    /// how long before `now` the moment `date` was. A date ahead of `now` by more than a minute (a skewed
    /// clock) reads "in the future" rather than a negative age.
    public static func relative(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        guard seconds > -60 else { return "in the future" }
        // Clamped so a date from a hostile source can never overflow the conversion to Int.
        let minutes = Int(min(seconds, 1e15) / 60), hours = minutes / 60, days = hours / 24
        func ago(_ count: Int, _ unit: String) -> String {
            counted(count, unit) + " ago"
        }
        if minutes < 1 { return "just now" }
        if hours < 1 { return ago(minutes, "minute") }
        if days < 1 { return ago(hours, "hour") }
        if days < 2 { return "yesterday" }
        if days < 30 { return ago(days, "day") }
        if days < 365 { return ago(days / 30, "month") }
        return ago(days / 365, "year")
    }

    /// The time to name in "try again after …" for a limit that resets at `date`: its minute, rounded up,
    /// since "after" a minute that began before the reset would send the user back too early.
    static func retryTime(_ date: Date) -> String {
        timestamp(Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.up) * 60))
    }

    /// "2026-11-21 14:05 UTC": unambiguous and independent of the user's locale.
    public static func timestamp(_ date: Date) -> String {
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        if let utc = GregorianCalendarDays.utc(date) {  // as in `day(_:)`
            return "\(utc.year)-\(two(Int(utc.month)))-\(two(Int(utc.day))) \(two(Int(utc.hour))):\(two(Int(utc.minute))) UTC"
        }
        let parts = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)) UTC"
    }
}

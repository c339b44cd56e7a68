/// A photographer of the catalog: the names drawn at the start of their photos' streams and the class of
/// indices (index modulo 97) their photos are in, which their username ends with. Everything the catalog
/// says of a photographer (id, place, portfolio, counts) follows from this identity, so every photo of
/// theirs carries the same user object and `GET /users/{username}` can agree with all of them.
struct DemoPhotographer: Hashable, Sendable {
    /// The position of the first name in ``Vocabulary/firstNames``.
    let first: Int
    /// The position of the last name in ``Vocabulary/lastNames``.
    let last: Int
    /// The index class (index modulo ``DemoPhotographer/indexClasses``) of every photo of theirs.
    let residue: Int

    /// How many index classes usernames are spread over; the number a username ends with is below it.
    static let indexClasses = 97

    /// The first name, e.g. "Ada".
    var firstName: String { Vocabulary.firstNames[first] }

    /// The last name, e.g. "García".
    var lastName: String { Vocabulary.lastNames[last] }

    /// `adagarca5`: the names folded to ASCII letters, then the index class.
    var username: String {
        Self.nameStem(first: first, last: last) + String(residue)
    }

    /// A number no other photographer has, for ids and seeds.
    var number: Int {
        (residue * Vocabulary.firstNames.count + first) * Vocabulary.lastNames.count + last
    }

    /// The photographer whose username is `username`, or nil when no draw of the catalog could make it
    /// (it need not have a photo in a particular catalog).
    init?(username: String) {
        let digits = String(username.reversed().prefix(while: \.isASCII).prefix(while: \.isNumber).reversed())
        // The class is written without leading zeros, so "ada05" is nobody, not "ada5".
        guard let residue = Int(digits), residue < Self.indexClasses, String(residue) == digits,
              let names = Self.namesByStem[String(username.dropLast(digits.count))]
        else { return nil }
        self.init(first: names.first, last: names.last, residue: residue)
    }

    /// A photographer from name positions and an index class.
    init(first: Int, last: Int, residue: Int) {
        self.first = first
        self.last = last
        self.residue = residue
    }

    private static func nameStem(first: Int, last: Int) -> String {
        "\(Vocabulary.firstNames[first])\(Vocabulary.lastNames[last])".lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// Every username stem with its names; no two name pairs fold to the same stem (a test checks).
    static let namesByStem: [String: (first: Int, last: Int)] = {
        var stems: [String: (first: Int, last: Int)] = [:]
        for first in Vocabulary.firstNames.indices {
            for last in Vocabulary.lastNames.indices {
                stems[nameStem(first: first, last: last)] = (first, last)
            }
        }
        return stems
    }()
}

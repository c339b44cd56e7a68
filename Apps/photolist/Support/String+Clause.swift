extension String {
    /// The sentence as a clause that goes after `photolist: ` or a semicolon: its first letter lowercased
    /// ("Download cancelled; …" → "download cancelled; …", "Storage error: …" → "storage error: …").
    /// Presentation words messages as sentences for screens; the command line prints every failure in its
    /// one-line form, `photolist: ` and a clause. A first word that is a name or written in capitals
    /// ("Unsplash", "Lorem Picsum", "HTTP", "PhotoList") stays as it is.
    var asClause: String {
        guard let first = split(separator: " ", maxSplits: 1).first?.prefix(while: \.isLetter),
              first.first?.isUppercase == true, first.dropFirst().allSatisfy(\.isLowercase),
              !Self.names.contains(String(first))
        else { return self }
        return prefix(1).lowercased() + dropFirst()
    }

    /// Names a message may begin with.
    private static let names: Set<String> = ["Unsplash", "Lorem", "Picsum", "Chromium", "Debian", "Linux", "Swift"]
}

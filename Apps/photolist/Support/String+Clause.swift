extension String {
    /// The sentence as a clause that goes after `photolist: ` or a semicolon: its first letter lowercased
    /// ("Download cancelled; …" → "download cancelled; …", "Storage error: …" → "storage error: …").
    /// Presentation words messages as sentences for screens; the command line prints every failure in its
    /// one-line form, `photolist: ` and a clause. Only a sentence's first word is touched, and only when it
    /// is a plain capitalised word: one in capitals ("HTTP"), of mixed case ("PhotoList") or a name
    /// ("Unsplash", "Lorem Picsum") stays as it is. Meant for Presentation's sentences and ArgumentParser's,
    /// never for text that starts with what the user typed (an id keeps its case).
    var asClause: String {
        guard let first = split(separator: " ", maxSplits: 1).first?.prefix(while: \.isLetter),
              first.first?.isUppercase == true, first.dropFirst().allSatisfy(\.isLowercase),
              !Self.names.contains(String(first))
        else { return self }
        return prefix(1).lowercased() + dropFirst()
    }

    /// The names Presentation's sentences may begin with: the sources'.
    private static let names: Set<String> = ["Unsplash", "Lorem"]
}

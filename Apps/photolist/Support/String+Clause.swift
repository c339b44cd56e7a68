extension String {
    /// The sentence as a clause that goes after `photolist: ` or a semicolon: its first letter lowercased
    /// ("Download cancelled; …" → "download cancelled; …"). Presentation words messages as sentences for
    /// screens; the command line joins them into its one-line form.
    var asClause: String {
        prefix(1).lowercased() + dropFirst()
    }
}

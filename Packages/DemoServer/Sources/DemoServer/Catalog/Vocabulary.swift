/// Words the catalog combines into names and descriptions.
enum Vocabulary {
    static let firstNames = [
        "Ada", "Bruno", "Chiara", "Dmitri", "Elif", "Farah", "Gustav", "Hana", "Ines", "Jonas", "Kwame", "Lena",
        "Mateo", "Noor", "Oskar", "Priya", "Quentin", "Rosa", "Sven", "Tala", "Uma", "Viktor", "Wen", "Yara", "Zoltan",
    ]
    static let lastNames = [
        "Abara", "Berg", "Costa", "Dubois", "Eriksen", "Fischer", "García", "Haddad", "Ito", "Jansen", "Kowalski",
        "Lindqvist", "Moreau", "Nakamura", "Okafor", "Petrova", "Quispe", "Rossi", "Sato", "Tanaka", "Usman", "Varga",
    ]
    static let moods = [
        "Misty", "Golden", "Quiet", "Stormy", "Sunlit", "Frozen", "Hazy", "Vivid", "Silent", "Windswept", "Blue-hour",
        "Rainy", "Moonlit", "Autumn", "Spring",
    ]
    static let subjects = [
        "forest", "lake", "mountain ridge", "city street", "harbour", "desert dunes", "waterfall", "meadow",
        "lighthouse", "canyon", "sea cliffs", "rooftops", "glacier", "market", "bridge", "vineyard", "river bend",
    ]
    static let places = [
        "at dawn", "at dusk", "after the rain", "in the fog", "under a clear sky", "at midnight", "in winter",
        "from above", "in late summer", "at low tide",
    ]
    static let cities = ["Lisbon", "Kyoto", "Reykjavík", "Cape Town", "Oaxaca", "Tromsø", "Hobart", "Tbilisi", "Quito"]
}

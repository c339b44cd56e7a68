/// The page's icon (`/favicon.svg`): a photograph's frame with a sun over two hills, in the accent colour,
/// so the tab is told apart from the others.
enum PageIcon {
    /// The icon's SVG text.
    static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">\
    <rect x="4" y="10" width="56" height="44" rx="8" fill="#0a64d8"/>\
    <circle cx="44" cy="24" r="6" fill="#ffd166"/>\
    <path d="M8 50 L24 30 L34 42 L42 34 L56 50 Z" fill="#e8f1ff"/>\
    </svg>

    """
}

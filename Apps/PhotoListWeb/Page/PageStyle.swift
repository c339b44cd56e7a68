/// The page's style sheet: a responsive grid of cards, each tinted with its photo's colour until the
/// picture arrives, and the detail over the grid. Light and dark follow the system.
enum PageStyle {
    /// The style sheet's text.
    static let text = """
    :root { color-scheme: light dark; --bg: #fafafa; --fg: #1d1d1f; --muted: #6e6e73; --card: #fff; --accent: #0a64d8; }
    @media (prefers-color-scheme: dark) { :root { --bg: #111; --fg: #eee; --muted: #a1a1a6; --card: #1c1c1e; --accent: #5ea2ff; } }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
    header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center;
      padding: .6rem 1rem; background: var(--card); border-bottom: 1px solid #8884; }
    h1 { font-size: 1.15rem; margin: 0; }
    nav button { border: 0; background: none; color: var(--muted); font: inherit; padding: .3rem .6rem; border-radius: .4rem; cursor: pointer; }
    nav button[aria-current="page"] { color: var(--fg); background: #8882; font-weight: 600; }
    form { display: flex; flex-wrap: wrap; gap: .4rem; flex: 1; min-width: min(16rem, 100%); }
    input, select, button { font: inherit; }
    /* The controls grow to fill a narrow header, but no further than they are of use on a wide screen. */
    input[type="search"] { flex: 1 1 12rem; min-width: 0; max-width: 40rem; padding: .35rem .6rem; border: 1px solid #8886; border-radius: .4rem; background: var(--bg); color: var(--fg); }
    select { flex: 1 1 7rem; min-width: 0; max-width: min(100%, 14rem); border: 1px solid #8886; border-radius: .4rem; background: var(--bg); color: var(--fg); }
    /* A focus ring anyone can see: 3 px in the accent colour, outside the control, for keyboards only. */
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    nav { display: flex; flex-wrap: wrap; gap: .2rem; min-width: 0; }
    body[data-screen="favorites"] form { visibility: hidden; }
    #status { margin: .5rem 1rem; min-height: 1.4em; color: var(--muted); }
    #status .error { color: #d70015; }
    .badge { padding: .05rem .45rem; border-radius: 1rem; background: #ff9f0a33; color: var(--fg); }
    .quota { font-variant-numeric: tabular-nums; }
    #status button, .actions button, .bar button { border: 1px solid #8886; background: var(--card); color: var(--fg); border-radius: .4rem; padding: .2rem .6rem; cursor: pointer; }
    .bar button[aria-disabled="true"] { opacity: .45; cursor: default; }
    /* A justified grid, as Unsplash's: each card grows in proportion to its photo's width over height
       (--ratio, set by the script from data-ratio), so the pictures of a row share one height and keep
       their shape; the last row keeps its natural size (the grid's ::after takes the space left). */
    #grid { list-style: none; margin: 0; padding: 0 1rem 1rem; display: flex; flex-wrap: wrap; gap: 1rem; }
    #grid::after { content: ""; flex: 1000 1 0; }
    .card { background: var(--card); border-radius: .6rem; overflow: hidden; box-shadow: 0 1px 3px #0002; min-width: 0;
      flex: min(var(--ratio, 1.5), 4) 1 clamp(8rem, calc(var(--ratio, 1.5) * 15rem), 40rem); }
    .card.item { flex: 1 1 16rem; }
    .card .open { display: block; width: 100%; padding: 0; border: 0; cursor: pointer; background: var(--tint, #8884); aspect-ratio: var(--ratio, 1.5); }
    .card img { display: block; width: 100%; height: 100%; object-fit: cover; }
    img.missing { opacity: 0; }
    .meta { display: flex; flex-wrap: wrap; align-items: center; gap: .2rem .5rem; padding: .4rem .6rem; }
    /* A name of any length shows at most two lines, ending in an ellipsis when cut (the name's button is a
       box of its own, so it is clamped too, and the height bounds both), so one card is never taller than
       its row's others; the whole name stays in the page (and in the title) for screen readers and a
       pointer's hover. The padding keeps a focused name's outline inside what is cut. */
    .author { flex: 1 1 6rem; min-width: 0; overflow-wrap: anywhere; line-height: 1.3; max-height: calc(2.6em + 4px);
      padding: 2px; margin: -2px; }
    .author, .author .author-link { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
    .item { padding: .8rem; }
    .item .open-feed { border: 0; background: none; color: var(--accent); font: inherit; font-weight: 600; padding: 0; cursor: pointer; text-align: left; }
    .item p { margin: .3rem 0 0; color: var(--muted); font-size: .9em; overflow-wrap: anywhere; }
    .author-link { border: 0; background: none; color: inherit; font: inherit; padding: 0; cursor: pointer; text-decoration: underline; text-underline-offset: 2px; text-align: left; }
    .label { border: 1px solid var(--muted); border-radius: .3rem; padding: 0 .3rem; font-size: .8em; white-space: nowrap; }
    .notes p { margin: 0 0 .5rem; }
    .likes { color: var(--muted); font-size: .85em; white-space: nowrap; }
    .fav { border: 0; background: none; font-size: 1.2rem; cursor: pointer; color: var(--muted); }
    .fav[aria-pressed="true"] { color: #ff9f0a; }
    #more { height: 1px; }
    #detail { position: fixed; inset: 0; z-index: 3; overflow: auto; background: var(--bg); }
    body.detail-open { overflow: hidden; }
    .detail { display: grid; grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr); gap: 1rem 1.5rem; padding: 1rem; }
    .detail .bar { grid-column: 1 / -1; display: flex; gap: .5rem; }
    /* The picture's own shape, as large as fits 80 % of the window's height, centred in its column. */
    .detail figure { margin: 0 auto; background: var(--tint, #8884); border-radius: .6rem; overflow: hidden; aspect-ratio: var(--ratio, 1.5);
      width: min(100%, calc(80vh * var(--ratio, 1.5))); align-self: start; position: relative; }
    .detail figure img { display: block; width: 100%; height: 100%; object-fit: contain; }
    /* Why a picture is missing, over the foot of its tint, where the picture would be. */
    .detail figure .picture-missing { position: absolute; left: 0; right: 0; bottom: 0; margin: 0; padding: .5rem .8rem;
      background: var(--card); color: var(--fg); }
    .swatch { display: inline-block; width: 1em; height: 1em; border-radius: .2em; background: var(--tint); border: 1px solid #8886;
      vertical-align: -.15em; margin-right: .4em; }
    .detail h2 { margin: 0 0 .3rem; font-size: 1.3rem; overflow-wrap: anywhere; }
    .attribution { color: var(--muted); margin: 0 0 1rem; overflow-wrap: anywhere; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
    dt { color: var(--muted); }
    dd { margin: 0; overflow-wrap: anywhere; }
    .actions { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
    .actions .fav { font-size: 1rem; border: 1px solid #8886; }
    .actions a { color: var(--accent); }
    .actions .page-unavailable { color: var(--muted); }
    .download { color: var(--muted); }
    .error { color: #d70015; }
    #notice { position: fixed; bottom: 1rem; left: 50%; transform: translateX(-50%); z-index: 4; margin: 0; max-width: 90vw;
      padding: .6rem 1rem; border-radius: .5rem; background: var(--fg); color: var(--bg); box-shadow: 0 2px 8px #0004; }
    #notice button { margin-left: .5rem; border: 1px solid var(--bg); background: none; color: inherit; border-radius: .4rem; padding: .1rem .6rem; cursor: pointer; }
    @media (max-width: 720px) { .detail { grid-template-columns: 1fr; } }

    """
}

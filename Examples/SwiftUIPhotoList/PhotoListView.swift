// Apple platforms only (iOS 18, macOS 15 and their siblings): SwiftUI does not exist on Linux, so this
// file is a sample to copy into an Xcode app target, not part of any package Scripts/test builds.
#if canImport(SwiftUI)
import Domain
import ObservationBridge
import Presentation
import SwiftUI

/// PhotoList's list screen in SwiftUI, over the same `PhotoListViewModel` the terminal and the browser
/// pane use. The bridge does the work: `list.state` is an observed property, `list.viewDidLoad()` and
/// `list.lastVisibleRow(id)` are the view model's input relays called as methods.
struct PhotoListView: View {
    /// Made once by whoever owns the screen (see `PhotosApp` in the README), never in this view's `init`:
    /// SwiftUI calls `init` on every redraw of the parent, and a view model is transformed only once.
    let list: ObservedViewModel<PhotoListViewModel>
    @State private var openedPhoto: PhotoID?
    /// Whether the route handler is registered: `.task` runs again each time the view reappears.
    @State private var isFollowingRoutes = false

    var body: some View {
        NavigationStack {
            List(list.state.items) { item in
                PhotoRow(item: item)
                    // Rows are named by id, never by position: the view model decides when to page.
                    .onAppear { list.lastVisibleRow(item.id) }
                    .onTapGesture { list.select(item.id) }
            }
            .overlay { if list.state.phase == .loadingFirstPage { ProgressView() } }
            .refreshable { list.refresh() }
            .navigationTitle("Photos")
            .navigationDestination(item: $openedPhoto) { id in Text(id.rawValue) }
            .safeAreaInset(edge: .bottom) {
                if let message = list.state.errorMessage { Text(message).foregroundStyle(.red).padding() }
            }
        }
        .task {
            if !isFollowingRoutes {
                isFollowingRoutes = true
                list.on(\.route) { route in
                    if case .detail(let id) = route { openedPhoto = id }
                }
            }
            // Loads the first page once; the view model ignores it after that.
            list.viewDidLoad()
        }
    }
}

/// One row: the author and the size, formatted by the display model. (A list made without favourites, as
/// the README's, has no marks to show; see the README for adding them.)
private struct PhotoRow: View {
    let item: PhotoListItem

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(item.authorName).font(.headline)
                Text(item.dimensionsText).font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}
#endif

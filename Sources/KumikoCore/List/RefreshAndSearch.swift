import Synchronization

/// The action that refreshes a view's data, as SwiftUI's `RefreshAction` (`refreshable`).
public struct RefreshAction: Sendable {
    /// Where the `refreshable` modifier keeps its latest action (``RefreshableModifier``).
    let box: RefreshActionBox
    /// The action the modifier was last given.
    var action: @Sendable () async -> Void { box.action }
    /// Runs the refresh and waits for it to finish.
    public func callAsFunction() async { await action() }
}

/// The latest action of one `refreshable` modifier: the same box for the modifier's life, so that a body run again
/// (which makes a new closure every time) hands its views the same `RefreshAction`, and their environment is not
/// replaced (a replaced environment lays out everything under it again).
final class RefreshActionBox: Sendable {
    private let current: Mutex<@Sendable () async -> Void>

    init(_ action: @escaping @Sendable () async -> Void = {}) { current = Mutex(action) }

    /// The action the modifier was last given.
    var action: @Sendable () async -> Void {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}

/// The modifier behind `refreshable`: its views' `\.refresh` runs the action it was last given.
struct RefreshableModifier: ViewModifier {
    let action: @Sendable () async -> Void
    @State private var box = RefreshActionBox()

    func body(content: Content) -> some View {
        box.action = action
        return content.environment(\.refresh, RefreshAction(box: box))
    }
}

/// A search field's text, prompt and presentation (`searchable`).
struct SearchField {
    let text: Binding<String>
    /// The prompt, turned into characters by the list with its platform (an inline image as it shows one).
    let prompt: Text
    /// Whether the field is being searched in (typed into): the `isPresented` binding, or the `searchable`
    /// modifier's own state.
    let isPresented: Binding<Bool>
}

/// Where the search field goes, as SwiftUI's `SearchFieldPlacement`. A terminal puts it at the top of the
/// searchable list whatever the placement.
public struct SearchFieldPlacement: Sendable {
    /// When a navigation bar drawer shows the search field, as SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let always: Bool
        /// Shown or hidden as the content scrolls, as the platform decides.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Always shown (a terminal's search line always is).
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    /// The platform decides.
    public static let automatic = SearchFieldPlacement()
    /// In the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement()
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement()
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement()

    /// In a drawer under the navigation bar, shown as `displayMode` says.
    ///
    /// - Parameter displayMode: When the drawer shows the field.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement()
    }
}

private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
private struct SearchFieldKey: EnvironmentKey { static var defaultValue: SearchField? { nil } }

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable` view.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }

    /// The search field of the nearest `searchable` view.
    var searchField: SearchField? {
        get { self[SearchFieldKey.self] }
        set { self[SearchFieldKey.self] = newValue }
    }
}

extension View {
    /// Lets the user refresh this view's data (pull to refresh; a key in the terminal). A list shows progress
    /// while the action runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }

    /// Adds a search field bound to `text` (at the top of a list in the terminal).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes (a terminal: the top of the list).
    ///   - prompt: The text the empty field shows ("Search" when nil).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: nil, prompt: prompt))
    }

    /// Adds a search field with a prompt.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with a prompt string.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field whose presentation is `isPresented`: true while the field is being typed into;
    /// setting it to true starts a search (the list takes the focus), to false ends it.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - isPresented: Whether the search is active.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows ("Search" when nil).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, prompt: prompt))
    }

    /// Adds a search field whose presentation is `isPresented`, with a prompt.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - isPresented: Whether the search is active.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field whose presentation is `isPresented`, with a prompt string.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - isPresented: Whether the search is active.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }
}

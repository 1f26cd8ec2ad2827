/// The action that refreshes a view's data, as SwiftUI's `RefreshAction` (`refreshable`).
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh and waits for it to finish.
    public func callAsFunction() async { await action() }
}

/// A search field's text and prompt (`searchable`).
struct SearchField {
    let text: Binding<String>
    /// The prompt, turned into characters by the list with its platform (an inline image as it shows one).
    let prompt: Text
}

/// Where the search field goes (a terminal puts it at the top of the list).
public struct SearchFieldPlacement: Sendable {
    /// The platform decides.
    public static let automatic = SearchFieldPlacement()
    /// In the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement()
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement()
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement()
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
        environment(\.refresh, RefreshAction(action: action))
    }

    /// Adds a search field bound to `text` (at the top of a list in the terminal).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        environment(\.searchField, SearchField(text: text, prompt: prompt ?? Text(verbatim: "Search")))
    }

    /// Adds a search field with a prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field with a prompt string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

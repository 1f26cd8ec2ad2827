import Foundation

/// The modifier behind `searchable`: gives the views inside it the search field (which a list shows at its
/// top), whether it is being searched in (`\.isSearching`) and the action that ends the search
/// (`\.dismissSearch`). Without an `isPresented` binding, it keeps whether the field is presented itself.
struct SearchableModifier: ViewModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: Text?
    @State private var presented = false

    func body(content: Content) -> some View {
        let isPresented = self.isPresented ?? $presented
        let text = self.text
        return content
            .environment(\.searchField, SearchField(text: text, prompt: prompt ?? Text(verbatim: "Search"), isPresented: isPresented))
            .environment(\.isSearching, isPresented.wrappedValue)
            .environment(\.dismissSearch, DismissSearchAction {
                text.wrappedValue = ""
                isPresented.wrappedValue = false
            })
    }
}

/// The action that ends the current search, as SwiftUI's `DismissSearchAction` (`\.dismissSearch`): the search
/// field is cleared and no longer typed into.
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// Ends the search.
    @MainActor
    public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction {} } }

extension EnvironmentValues {
    /// Whether the user is searching in the search field of the `searchable` view this view is inside (a
    /// terminal: while the list's search field is typed into).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `searchable` view this view is inside (nothing outside one).
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

// MARK: - Scopes

/// When the scopes of a search show, as SwiftUI's `SearchScopeActivation`. A terminal always shows them above the
/// searchable view (its search field is typed into only while it has the keyboard, so scopes shown only then
/// could not be reached).
public struct SearchScopeActivation: Sendable {
    let kind: Int
    /// The platform decides.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(kind: 0) }
    /// When text is typed into the search field.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(kind: 1) }
    /// When the search field is presented.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(kind: 2) }
}

extension View {
    /// Adds scopes to the search of this view: one per view of `scopes`, each tagged with its value of `scope`.
    /// A terminal shows them as a segmented control above the view; choosing one writes `scope`.
    ///
    /// - Parameters:
    ///   - scope: The selected scope.
    ///   - scopes: The scopes' views (`Text("All").tag(Scope.all)`, or a `ForEach` of them).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Adds scopes to the search of this view, shown as `activation` says (a terminal always shows them).
    ///
    /// - Parameters:
    ///   - scope: The selected scope.
    ///   - activation: When the scopes show.
    ///   - scopes: The scopes' views.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        VStack(spacing: 0) {
            Picker("Scope", selection: scope) { scopes() }
                .pickerStyle(.segmented)
            self
        }
    }
}

// MARK: - Suggestions

extension View {
    /// Suggestions for the search of this view. A terminal's search line shows none (a diagnostic says so once);
    /// the search text filters as it is typed.
    ///
    /// - Parameter suggestions: The suggestions' views.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        Diagnostics.warnOnce("searchSuggestions",
            "searchSuggestions: a terminal's search field shows no suggestions; the search text filters the list as it is typed.")
        return self
    }

    /// Adds a search field with suggestions (the suggestions are not shown in a terminal, with a diagnostic).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows ("Search" when nil).
    ///   - suggestions: The suggestions' views.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Adds a search field with a prompt and suggestions.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows.
    ///   - suggestions: The suggestions' views.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    /// Adds a search field with a prompt string and suggestions.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows.
    ///   - suggestions: The suggestions' views.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                                       @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    /// The text a search suggestion completes the search field with when chosen (suggestions are not shown in a
    /// terminal).
    ///
    /// - Parameter completion: The completed search text.
    public func searchCompletion(_ completion: String) -> some View { self }
}

// MARK: - Tokens

extension View {
    /// Adds a search field with tokens (iOS 16). A terminal's search line shows the text only: the tokens are
    /// not drawn (a diagnostic says so once) and `tokens` is left as the app sets it.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens in the field.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows ("Search" when nil).
    ///   - token: The view of a token.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        Diagnostics.warnOnce("searchable.tokens",
            "searchable(text:tokens:…): a terminal's search line shows the search text only; the tokens are not drawn.")
        return searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field with tokens and a prompt.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens in the field.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows.
    ///   - token: The view of a token.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Adds a search field with tokens and suggested tokens (neither drawn in a terminal).
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens in the field.
    ///   - suggestedTokens: Tokens offered while searching.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows ("Search" when nil).
    ///   - token: The view of a token.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
    }

    /// Adds a search field with tokens, suggested tokens and a prompt.
    ///
    /// - Parameters:
    ///   - text: The search text.
    ///   - tokens: The tokens in the field.
    ///   - suggestedTokens: Tokens offered while searching.
    ///   - placement: Where the field goes.
    ///   - prompt: The text the empty field shows.
    ///   - token: The view of a token.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }
}

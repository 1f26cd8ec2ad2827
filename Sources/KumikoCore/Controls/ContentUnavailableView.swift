import Foundation

/// A placeholder shown when there is no content to show (an empty list, a search without results), as
/// SwiftUI's `ContentUnavailableView`.
///
/// In a terminal it fills the space offered and centres, one under the other: the label's icon, its title in
/// bold, the description in the secondary colour (grey), and, after a blank line, the actions. A label that is
/// not a `Label` is drawn as it is, in bold, where the icon and title would be.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// Creates a placeholder from a label, a description and actions.
    ///
    /// - Parameters:
    ///   - label: What is unavailable; a `Label` shows its icon above its title.
    ///   - description: Why it is unavailable or what to do (none unless given).
    ///   - actions: Controls that help, such as buttons (none unless given).
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The icon, title, description and actions, centred.
    public var body: some View {
        VStack(spacing: 0) {
            if let parts = label as? any IconAndTitle {
                parts.iconView
                parts.titleView.bold()
            } else {
                label.bold()
            }
            description.foregroundStyle(Color.secondary)
            if !(actions is EmptyView) {
                actions.padding(.top, 16)
            }
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == KumikoCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates a placeholder with a title, a system image and an optional description.
    ///
    /// - Parameters:
    ///   - title: The key of the localized title.
    ///   - name: The name of the SF Symbol shown above the title.
    ///   - description: Why the content is unavailable (none unless given).
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { KumikoCore.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates a placeholder with a title (not localized), a system image and an optional description.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - name: The name of the SF Symbol shown above the title.
    ///   - description: Why the content is unavailable (none unless given).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { KumikoCore.Label(title, systemImage: name) }, description: { description })
    }

    /// Creates a placeholder with a title, a named image (a placeholder glyph in a terminal) and an optional
    /// description.
    ///
    /// - Parameters:
    ///   - title: The key of the localized title.
    ///   - name: The name of the image shown above the title.
    ///   - description: Why the content is unavailable (none unless given).
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { KumikoCore.Label(title, image: name) }, description: { description })
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
      Actions == SearchUnavailableContent.Actions {
    /// The placeholder for a search without results: "No Results" under a magnifying glass, and advice to
    /// check the spelling.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                                     SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }

    /// The placeholder for a search without results that names the search text: `No Results for "text"`.
    ///
    /// - Parameter text: The search text.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of the search placeholder, ``ContentUnavailableView/search``, as SwiftUI's
/// `SearchUnavailableContent`. You do not create these; the placeholder does.
public struct SearchUnavailableContent {
    /// The search placeholder's label: a magnifying glass above "No Results" (naming the search text when
    /// there is one).
    public struct Label: View {
        let text: String?

        /// The icon and title.
        public var body: some View {
            KumikoCore.Label(title, systemImage: "magnifyingglass")
        }

        var title: String {
            guard let text, !text.isEmpty else { return "No Results" }
            return "No Results for \u{201C}\(text)\u{201D}"
        }
    }

    /// The search placeholder's description: advice to check the spelling or try another search.
    public struct Description: View {
        /// The advice.
        public var body: some View {
            Text(verbatim: "Check the spelling or try a new search.")
        }
    }

    /// The search placeholder's actions: none.
    public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

/// A label whose icon and title can be drawn apart (a placeholder stacks them).
@MainActor
protocol IconAndTitle {
    /// The icon alone.
    var iconView: AnyView { get }
    /// The title alone.
    var titleView: AnyView { get }
}

extension Label: IconAndTitle {
    var iconView: AnyView { AnyView(icon) }
    var titleView: AnyView { AnyView(title) }
}

extension SearchUnavailableContent.Label: IconAndTitle {
    var iconView: AnyView { AnyView(Image(systemName: "magnifyingglass")) }
    var titleView: AnyView { AnyView(Text(verbatim: title)) }
}

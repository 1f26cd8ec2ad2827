import Foundation

/// The content for a tab and the tab's associated tab item in a tab view, as SwiftUI's `Tab` (iOS 18).
///
/// A tab whose `value` the tab view's selection holds is the one shown. Its label is the tab bar's item (a title
/// and an icon, shown as ``View/tabItem(_:)`` shows them); `badge` adds a badge to it.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, PrimitiveTabContent {
    /// The selection value of the tab.
    public typealias TabValue = Value

    let content: Content
    let label: Label
    let value: Value?
    let role: TabRole?

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("Tab has no body") }

    /// The tab's view: its content, with its label as the tab item and its value as the tag.
    var tabViews: AnyView {
        let item = content.tabItem { label }
        guard let value else { return AnyView(item) }
        return AnyView(item.tag(value))
    }
}

/// The semantic purpose of a tab, as SwiftUI's `TabRole`.
public struct TabRole: Hashable, Sendable {
    let kind: Int

    /// The search tab: its default label is "Search" with a magnifying glass.
    public static let search = TabRole(kind: 0)
}

/// The label a tab shows for a title and an image, or for its role, as SwiftUI's `DefaultTabLabel`: the image
/// and the title, as a `Label` shows them.
public struct DefaultTabLabel: View, TabItemComposite {
    let title: Text
    let icon: Image?

    /// The title and the image.
    public var body: some View {
        if let icon { Label { title } icon: { icon } } else { title }
    }

    var tabItemParts: [any View] { (icon.map { [$0] } ?? []) + [title] }

    /// The label a role implies ("Search" and a magnifying glass for the search role; none without a role).
    static func of(_ role: TabRole?) -> DefaultTabLabel {
        guard role == .search else { return DefaultTabLabel(title: Text(verbatim: ""), icon: nil) }
        return DefaultTabLabel(title: Text(verbatim: "Search"), icon: Image(systemName: "magnifyingglass"))
    }
}

// MARK: - Tabs with a title and an image

extension Tab where Label == DefaultTabLabel {
    init(title: Text, icon: Image?, value: Value?, role: TabRole?, content: Content) {
        self.init(content: content, label: DefaultTabLabel(title: title, icon: icon), value: value, role: role)
    }

    /// Creates a tab with a localized title and a system image, selected when the selection holds `value`.
    ///
    /// - Parameters:
    ///   - titleKey: The tab item's title.
    ///   - systemImage: The tab item's system image.
    ///   - value: The selection value that selects this tab.
    ///   - content: The tab's view.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), icon: Image(systemName: systemImage), value: value, role: nil, content: content())
    }

    /// Creates a tab with a title and a system image, selected when the selection holds `value`.
    ///
    /// - Parameters:
    ///   - title: The tab item's title.
    ///   - systemImage: The tab item's system image.
    ///   - value: The selection value that selects this tab.
    ///   - content: The tab's view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), icon: Image(systemName: systemImage), value: value, role: nil, content: content())
    }

    /// Creates a tab with a text title and a system image, selected when the selection holds `value`.
    ///
    /// - Parameters:
    ///   - title: The tab item's title.
    ///   - systemImage: The tab item's system image.
    ///   - value: The selection value that selects this tab.
    ///   - content: The tab's view.
    public init(_ title: Text, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: title, icon: Image(systemName: systemImage), value: value, role: nil, content: content())
    }

    /// Creates a tab with a localized title and a named image, selected when the selection holds `value`.
    ///
    /// - Parameters:
    ///   - titleKey: The tab item's title.
    ///   - image: The name of the tab item's image.
    ///   - value: The selection value that selects this tab.
    ///   - content: The tab's view.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), icon: Image(image), value: value, role: nil, content: content())
    }

    /// Creates a tab with a title and a named image, selected when the selection holds `value`.
    ///
    /// - Parameters:
    ///   - title: The tab item's title.
    ///   - image: The name of the tab item's image.
    ///   - value: The selection value that selects this tab.
    ///   - content: The tab's view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), icon: Image(image), value: value, role: nil, content: content())
    }

    /// Creates a tab with a localized title, a system image and a role, selected when the selection holds
    /// `value`.
    ///
    /// - Parameters:
    ///   - titleKey: The tab item's title.
    ///   - systemImage: The tab item's system image.
    ///   - value: The selection value that selects this tab.
    ///   - role: The tab's semantic purpose.
    ///   - content: The tab's view.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), icon: Image(systemName: systemImage), value: value, role: role, content: content())
    }

    /// Creates a tab with a title, a system image and a role, selected when the selection holds `value`.
    ///
    /// - Parameters:
    ///   - title: The tab item's title.
    ///   - systemImage: The tab item's system image.
    ///   - value: The selection value that selects this tab.
    ///   - role: The tab's semantic purpose.
    ///   - content: The tab's view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), icon: Image(systemName: systemImage), value: value, role: role, content: content())
    }

    /// Creates a tab whose label the role implies ("Search" for ``TabRole/search``), selected when the selection
    /// holds `value`.
    ///
    /// - Parameters:
    ///   - value: The selection value that selects this tab.
    ///   - role: The tab's semantic purpose.
    ///   - content: The tab's view.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: .of(role), value: value, role: role)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a tab with a localized title and a system image, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - titleKey: The tab item's title.
    ///   - systemImage: The tab item's system image.
    ///   - content: The tab's view.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), icon: Image(systemName: systemImage), value: nil, role: nil, content: content())
    }

    /// Creates a tab with a title and a system image, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - title: The tab item's title.
    ///   - systemImage: The tab item's system image.
    ///   - content: The tab's view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), icon: Image(systemName: systemImage), value: nil, role: nil, content: content())
    }

    /// Creates a tab with a text title and a system image, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - title: The tab item's title.
    ///   - systemImage: The tab item's system image.
    ///   - content: The tab's view.
    public init(_ title: Text, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, icon: Image(systemName: systemImage), value: nil, role: nil, content: content())
    }

    /// Creates a tab with a localized title and a named image, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - titleKey: The tab item's title.
    ///   - image: The name of the tab item's image.
    ///   - content: The tab's view.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), icon: Image(image), value: nil, role: nil, content: content())
    }

    /// Creates a tab with a title and a named image, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - title: The tab item's title.
    ///   - image: The name of the tab item's image.
    ///   - content: The tab's view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), icon: Image(image), value: nil, role: nil, content: content())
    }

    /// Creates a tab with a localized title, a system image and a role, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - titleKey: The tab item's title.
    ///   - systemImage: The tab item's system image.
    ///   - role: The tab's semantic purpose.
    ///   - content: The tab's view.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), icon: Image(systemName: systemImage), value: nil, role: role, content: content())
    }

    /// Creates a tab with a title, a system image and a role, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - title: The tab item's title.
    ///   - systemImage: The tab item's system image.
    ///   - role: The tab's semantic purpose.
    ///   - content: The tab's view.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), icon: Image(systemName: systemImage), value: nil, role: role, content: content())
    }

    /// Creates a tab whose label the role implies ("Search" for ``TabRole/search``), in a tab view without a
    /// selection.
    ///
    /// - Parameters:
    ///   - role: The tab's semantic purpose.
    ///   - content: The tab's view.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: .of(role), value: nil, role: role)
    }
}

// MARK: - Tabs with a label of their own, or none

extension Tab {
    /// Creates a tab with a label view, selected when the selection holds `value`.
    ///
    /// - Parameters:
    ///   - value: The selection value that selects this tab.
    ///   - content: The tab's view.
    ///   - label: The tab item's label (a `Text`, an `Image`, both, or a `Label`).
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content(), label: label(), value: value, role: nil)
    }
}

extension Tab where Label == EmptyView {
    /// Creates a tab with an empty label, selected when the selection holds `value`.
    ///
    /// - Parameters:
    ///   - value: The selection value that selects this tab.
    ///   - content: The tab's view.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: EmptyView(), value: value, role: nil)
    }
}

extension Tab where Value == Never {
    /// Creates a tab with a label view, in a tab view without a selection.
    ///
    /// - Parameters:
    ///   - content: The tab's view.
    ///   - label: The tab item's label (a `Text`, an `Image`, both, or a `Label`).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content(), label: label(), value: nil, role: nil)
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// Creates a tab with an empty label, in a tab view without a selection.
    ///
    /// - Parameter content: The tab's view.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), label: EmptyView(), value: nil, role: nil)
    }
}

import Foundation

/// A section of tabs, as SwiftUI's `TabSection` (iOS 18). A sidebar shows its header above its tabs; a tab bar
/// (an iPhone's, a terminal's) shows its tabs in line with the others, and so does a terminal whatever the tab
/// view style.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent, PrimitiveTabContent
where Content.TabValue == SelectionValue {
    /// The selection value of the tabs.
    public typealias TabValue = SelectionValue

    let header: Header
    let content: Content
    let footer: Footer

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("TabSection has no body") }

    /// The section's tabs, in line.
    var tabViews: AnyView { content.tabViews }
}

extension TabSection where Footer == EmptyView {
    /// Creates a section with content and a header view.
    ///
    /// - Parameters:
    ///   - content: The section's tabs.
    ///   - header: The section's header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Creates a section with content only.
    ///
    /// - Parameter content: The section's tabs.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Creates a section titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The section's title.
    ///   - content: The section's tabs.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// Creates a section titled with a string.
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - content: The section's tabs.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

import Foundation

/// A type that provides content for programmatically selectable tabs in a tab view, as SwiftUI's `TabContent`
/// (iOS 18): ``Tab``s, ``TabSection``s, `ForEach`es of them, or a type of your own whose ``body`` is made of them.
///
/// A tab view shows each tab as it shows each view of view-built content: the tab's view is one of its pages,
/// its label the tab bar's item, its value (``Tab/init(_:systemImage:value:content:)-(LocalizedStringKey,_,_,_)``) the selection's value
/// while it is shown.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the selection value of the tabs.
    associatedtype TabValue: Hashable
    /// The type of the content's body.
    associatedtype Body: TabContent
    /// The tabs this content is made of.
    @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never` is the body type of the primitive tab contents.
extension Never: TabContent {
    /// `Never` has no tabs.
    public typealias TabValue = Never
}

/// Tab content that gives its views directly (the built-in tab content types).
@MainActor
protocol PrimitiveTabContent {
    /// The views the tab view shows for this content: one per tab, each carrying its `tabItem`, `tag` and badge.
    var tabViews: AnyView { get }
}

extension TabContent {
    /// The views a tab view shows for this content, one per tab, in order.
    @MainActor
    var tabViews: AnyView {
        if let primitive = self as? any PrimitiveTabContent { return primitive.tabViews }
        if Body.self == Never.self { return AnyView(EmptyView()) }
        return body.tabViews
    }
}

/// A type-erased tab content, as SwiftUI's `AnyTabContent`; also what ``TabContentBuilder`` builds.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent, PrimitiveTabContent {
    /// The type of the selection value of the tabs.
    public typealias TabValue = SelectionValue

    let tabViews: AnyView

    /// Creates an instance that type-erases `tabContent`.
    ///
    /// - Parameter tabContent: The tab content to erase.
    public init<T: TabContent>(_ tabContent: T) where SelectionValue == T.TabValue {
        tabViews = tabContent.tabViews
    }

    /// Several pieces of tab content in order.
    init(pieces: [AnyView]) {
        tabViews = pieces.count == 1 ? pieces[0] : AnyView(TabViewsGroup(views: pieces))
    }

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("AnyTabContent has no body") }
}

/// Internal: the views of several pieces of tab content, each keeping its place (a positional identity, as the
/// views of a `TupleView` have), so that a tab keeps its state when another piece comes or goes.
struct TabViewsGroup: View, PrimitiveView {
    let views: [AnyView]

    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode {
        ChildrenNode<TabViewsGroup>(graph: graph) { view, _ in
            view.views.enumerated().map { (ChildKey.position($0.offset), $0.element) }
        }
    }
}

/// A result builder that constructs tabs for a tab view that supports programmatic selection, as SwiftUI's
/// `TabContentBuilder`: every tab in it has the same selection type.
@resultBuilder
@MainActor
public struct TabContentBuilder<TabValue: Hashable> {
    /// A view representation of the content of a builder-based tab view: the tabs' views, one per tab.
    public struct Content<C: TabContent>: View {
        let content: C

        /// The tabs' views.
        public var body: some View { content.tabViews }
    }

    /// One piece of tab content.
    public static func buildExpression<C: TabContent>(_ content: C) -> AnyTabContent<TabValue> where C.TabValue == TabValue {
        AnyTabContent(content)
    }

    /// Pieces of tab content in order.
    public static func buildBlock(_ components: AnyTabContent<TabValue>...) -> AnyTabContent<TabValue> {
        AnyTabContent(pieces: components.map(\.tabViews))
    }

    /// Content shown when a condition holds.
    public static func buildOptional(_ component: AnyTabContent<TabValue>?) -> AnyTabContent<TabValue> {
        component ?? AnyTabContent(pieces: [])
    }

    /// The first branch of a condition.
    public static func buildEither(first component: AnyTabContent<TabValue>) -> AnyTabContent<TabValue> { component }

    /// The second branch of a condition.
    public static func buildEither(second component: AnyTabContent<TabValue>) -> AnyTabContent<TabValue> { component }

    /// Content behind an availability check.
    public static func buildLimitedAvailability(_ component: AnyTabContent<TabValue>) -> AnyTabContent<TabValue> { component }
}

extension ForEach: TabContent where Content: TabContent {
    /// The selection value of the tabs.
    public typealias TabValue = Content.TabValue

    /// Primitive: never evaluated.
    public var body: Never { return fatalError("ForEach of tabs has no body") }

    /// Creates tabs for a collection of identifiable elements.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: The tab content of an element.
    public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable, V == Content.TabValue {
        self.init(data: data, content: content, identify: { $0.id })
    }

    /// Creates tabs for a collection, identifying elements by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of an element's identity.
    ///   - content: The tab content of an element.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        self.init(data: data, content: content, identify: { $0[keyPath: id] })
    }
}

extension ForEach: PrimitiveTabContent where Content: TabContent {
    /// One tab view per element, identified by the element's id (the tab's value when it has no other).
    var tabViews: AnyView {
        let content = self.content
        return AnyView(ForEach<Data, ID, AnyView>(data: data, content: { content($0).tabViews }, identify: identify))
    }
}

import Foundation

/// A view that shows two or three columns, where a choice in a leading column decides what the next one shows,
/// as SwiftUI's `NavigationSplitView`.
///
/// At a regular width (100 columns or more, see `UserInterfaceSizeClass`) the columns sit side by side, apart by
/// a vertical line, each under its own navigation bar line with its `navigationTitle`. The sidebar and the
/// content column take a quarter of the width each (20 to 40 columns, SwiftUI's 320 pt ideal sidebar at most;
/// `navigationSplitViewColumnWidth` changes it), the detail the rest. A `NavigationLink` in the sidebar or the
/// content column shows its destination in the next column, replacing what it showed; one in the detail pushes
/// there. A `List(selection:)` drives the next column through your own state. Ctrl-S shows and hides the
/// sidebar (writing `columnVisibility`); ← and → move the focus to the previous or next column when the focused
/// view does not use them.
///
/// At a compact width the split view collapses into one stack, as on iPhone: the sidebar (or
/// `preferredCompactColumn`) is at the bottom; choosing a row in a column's `List(selection:)`, or a link, pushes
/// the next column; Escape or Backspace goes back and sets that selection back to nil.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(nil, nil, sidebar(), content(), detail())
    }

    /// A three-column split view whose leading columns' visibility is bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility, nil, sidebar(), content(), detail())
    }

    /// A three-column split view whose top column when collapsed is bound.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(nil, preferredCompactColumn, sidebar(), content(), detail())
    }

    /// A three-column split view whose leading columns' visibility and top column when collapsed are bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility, preferredCompactColumn, sidebar(), content(), detail())
    }

    private init(_ columnVisibility: Binding<NavigationSplitViewVisibility>?, _ preferredCompactColumn: Binding<NavigationSplitViewColumn>?,
                 _ sidebar: Sidebar, _ content: Content?, _ detail: Detail) {
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(nil, nil, sidebar(), nil, detail())
    }

    /// A two-column split view whose sidebar's visibility is bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility, nil, sidebar(), nil, detail())
    }

    /// A two-column split view whose top column when collapsed is bound.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(nil, preferredCompactColumn, sidebar(), nil, detail())
    }

    /// A two-column split view whose sidebar's visibility and top column when collapsed are bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility, preferredCompactColumn, sidebar(), nil, detail())
    }
}

/// What a split view's node needs of a view that shows columns (`NavigationSplitView`, `NavigationView`).
@MainActor
protocol SplitColumnsView {
    /// The columns, leading first; the last is the detail.
    var columnViews: [any View] { get }
    /// The bound visibility of the leading columns, if any.
    var columnVisibilityBinding: Binding<NavigationSplitViewVisibility>? { get }
    /// The bound top column when collapsed, if any.
    var preferredCompactColumnBinding: Binding<NavigationSplitViewColumn>? { get }
    /// Whether the view follows `navigationViewStyle` (a `NavigationView`) rather than `navigationSplitViewStyle`.
    var followsNavigationViewStyle: Bool { get }
}

extension NavigationSplitView: SplitColumnsView {
    var columnViews: [any View] { [sidebar] + (content.map { [$0] } ?? []) + [detail] }
    var columnVisibilityBinding: Binding<NavigationSplitViewVisibility>? { columnVisibility }
    var preferredCompactColumnBinding: Binding<NavigationSplitViewColumn>? { preferredCompactColumn }
    var followsNavigationViewStyle: Bool { false }
}

extension NavigationSplitView: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode { NavigationSplitViewNode(graph: graph) }
}

/// A section of a list (or any container): a header, content and a footer, as SwiftUI's `Section`.
///
/// In a `List` the header and footer are drawn in the list style's way and the content rows are grouped; in a
/// stack the three simply follow one another. A section with `isExpanded` shows its content only while the
/// binding is true.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    let isExpanded: Binding<Bool>?
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// Creates a section with content, a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer(), isExpanded: nil)
    }

    /// Creates a section with a header and footer view (deprecated form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer, isExpanded: nil)
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header view (deprecated form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a section with content and a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a collapsible section with content and a header.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer view (deprecated form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer, isExpanded: nil)
    }

    /// Creates a section with content and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), isExpanded: nil)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with content only.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: nil)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a section titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// Creates a collapsible section titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// Creates a collapsible section titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    static func makeNode(graph: ViewGraph) -> ViewNode { SectionNode<Parent, Content, Footer>(graph: graph) }
}

extension Section: ViewListCounting where Parent: View, Content: View, Footer: View {
    static var viewListCount: ViewListCount { .variable }
}

/// The node of a section: header, content and footer as children 0, 1 and 2.
@MainActor
final class SectionNode<Parent: View, Content: View, Footer: View>: ViewNode {
    private var view: Section<Parent, Content, Footer>?

    /// Whether the content is shown (a collapsible section's binding).
    var isExpanded: Bool { view?.isExpanded?.wrappedValue ?? true }
    /// Whether the section can collapse.
    var isCollapsible: Bool { view?.isExpanded != nil }

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! Section<Parent, Content, Footer>)
        return true
    }

    override func evaluate() {
        guard let view else { return }
        let expanded = trackingReads { isExpanded }
        var parts: [(ChildKey, any View)] = [(.position(0), view.header)]
        if expanded { parts.append((.position(1), view.content)) }
        parts.append((.position(2), view.footer))
        reconcileChildren(parts)
    }

    /// In a list, headers and footers take the style's look: plain and sidebar headers bold, grouped ones and
    /// every footer in the secondary colour.
    override func environment(forChild key: ChildKey) -> EnvironmentValues {
        guard environment.isInList, key != .position(1) else { return environment }
        let isHeader = key == .position(0)
        return derivingEnvironment(slot: isHeader ? 0 : 1) { environment in
            let style = environment.listStyle
            if isHeader, style == .plain || style == .sidebar {
                environment.textDecoration.weight = .bold
            } else {
                environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            }
        }
    }

    override func collectRows(into rows: inout [RowSegment]) {
        let section = ObjectIdentifier(self)
        let indexLabel = environment.sectionIndexLabel
        for child in children {
            var childRows: [RowSegment] = []
            child.collectRows(into: &childRows)
            let role: RowSegment.Role = child.key == .position(0) ? .header : child.key == .position(2) ? .footer : .row
            for var row in childRows {
                row.role = role
                row.section = section
                row.sectionIndexLabel = indexLabel
                if role == .header, isCollapsible { row.collapsible = self }
                rows.append(row)
            }
        }
    }
}

/// A section with an `isExpanded` binding, as its header row sees it: a list draws a disclosure mark on the
/// header and lets the user collapse and expand the section.
@MainActor
protocol CollapsibleSection: AnyObject {
    /// Whether the content is shown.
    var isExpanded: Bool { get }
    /// Shows or hides the content (through the binding).
    func setExpanded(_ expanded: Bool)
}

extension SectionNode: CollapsibleSection {
    func setExpanded(_ expanded: Bool) { view?.isExpanded?.wrappedValue = expanded }
}

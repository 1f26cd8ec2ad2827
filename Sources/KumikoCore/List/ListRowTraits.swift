import Foundation

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// Vertical edges.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The list settings a row carries as traits, read by the list that shows it.
struct ListRowTraits {
    /// The row's insets (nil: the style's).
    var insets: EdgeInsets?
    /// Whether the separator under the row is shown.
    var separator: Visibility = .automatic
    /// The separator's colour.
    var separatorTint: Color?
    /// The row's background colour.
    var background: AnyShapeStyle?
    /// The row's selection value (`tag`).
    var tag: AnyHashable?
    /// Whether deleting the row is prevented.
    var deleteDisabled = false
    /// Whether moving the row is prevented.
    var moveDisabled = false
}

/// The trait key under which a row's list settings are stored.
enum ListRowTraitsKey: LayoutValueKey {
    static var defaultValue: ListRowTraits { ListRowTraits() }
}

extension LayoutElement {
    /// The list settings this row carries.
    var listRowTraits: ListRowTraits {
        traits.values[ObjectIdentifier(ListRowTraitsKey.self)] as? ListRowTraits ?? ListRowTraits()
    }
}

/// Changes a row's list settings, keeping settings made by modifiers further in.
struct ListRowTraitModifier: UnaryLayoutModifier {
    let change: (inout ListRowTraits) -> Void
    var layout: any Layout { PassthroughLayout() }
    static func makeNode(graph: ViewGraph) -> ViewNode { ListRowTraitNode(graph: graph) }
}

/// Applies a row trait change over the traits of the content.
@MainActor
final class ListRowTraitNode: LayoutModifierNode<ListRowTraitModifier> {
    override func collectElements(into elements: inout [LayoutElement]) {
        let start = elements.count
        super.collectElements(into: &elements)
        for case let host as LayoutHostElement in elements[start...] {
            var traits = host.subviews.elements.first?.listRowTraits ?? ListRowTraits()
            modifier.change(&traits)
            host.ownTraits.values[ObjectIdentifier(ListRowTraitsKey.self)] = traits
        }
    }
}

extension View {
    /// Sets the insets of this list row (nil: the list style's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowTraitModifier { $0.insets = insets })
    }

    /// Shows or hides the separator of this list row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier { $0.separator = visibility })
    }

    /// Colours the separator of this list row.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowTraitModifier { $0.separatorTint = color })
    }

    /// Shows or hides section separators (a terminal draws sections apart by style instead; accepted).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Sets the background of this list row: a colour or shape style fills the whole row. Other views are not
    /// drawn as row backgrounds yet (a diagnostic says so).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowTraitModifier { traits in
            if let style = view as? any ShapeStyle {
                traits.background = AnyShapeStyle(style)
            } else if view != nil {
                Diagnostics.warnOnce("listRowBackground.view", "listRowBackground: only colours and shape styles are drawn as row backgrounds; \(V.self) is ignored.")
            }
        })
    }

    /// Sets the value this view stands for in a selection (a list's or a picker's).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(ListRowTraitModifier { $0.tag = AnyHashable(tag) })
    }
}

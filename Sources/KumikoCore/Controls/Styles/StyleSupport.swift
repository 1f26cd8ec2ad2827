import Foundation

/// Internal: a built-in style value that stands for one of the looks core knows by name (`.segmented`,
/// `.insetGrouped`, `.page`). SwiftUI's protocols for these styles have no public requirements; the kind is how
/// core reads which built-in style a value is.
package protocol BuiltInStyle<Kind> {
    /// The kind of style this value stands for.
    associatedtype Kind
    /// The kind of style this value stands for.
    var kind: Kind { get }
}

/// The kind of a style value: its ``BuiltInStyle/kind`` when it is a built-in style of that kind, else `fallback`.
package func builtInKind<Kind>(of style: Any, default fallback: Kind) -> Kind {
    (style as? any BuiltInStyle<Kind>)?.kind ?? fallback
}

/// Internal: a type-erased view handed to a style in its configuration (a button's label, a group box's
/// content). It draws exactly the view it wraps: its node is transparent, as `AnyView`'s.
protocol StyleConfigurationContent: View, PrimitiveView {
    /// The view it stands for.
    var content: AnyView { get }
}

extension StyleConfigurationContent {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        WrapperNode<Self>(graph: graph) { (.position(0), $0.content) }
    }
}

extension View {
    /// Sets the foreground style of the content unless a style is already in effect (a button's accent colour
    /// gives way to the colour an app set around it).
    package func foregroundStyleUnlessSet<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.foregroundStyle) { current in
            if current == nil { current = AnyShapeStyle(style) }
        }
    }
}

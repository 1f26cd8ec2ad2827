/// A view (or modifier) with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    /// The modified content.
    public var content: Content
    /// The applied modifier.
    public var modifier: Modifier

    /// Creates modified content.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Primitive: never evaluated.
    public var body: Never { fatalError("ModifiedContent is a primitive view") }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Applies both modifiers in order.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        AnyView(content.modifier(self.content).modifier(modifier))
    }
}

/// Type-erased access to a `ModifiedContent` view's parts, for primitive modifier nodes.
protocol ModifiedContentView {
    /// The content, as a view.
    var contentView: any View { get }
    /// The modifier.
    var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedContentView where Content: View, Modifier: ViewModifier {
    var contentView: any View { content }
    var modifierValue: Any { modifier }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        if let primitive = Modifier.self as? any PrimitiveModifier.Type {
            return primitive.makeNode(graph: graph)
        }
        let offset = MemoryLayout<ModifiedContent>.offset(of: \ModifiedContent.modifier) ?? 0
        return BodyNode<ModifiedContent>(graph: graph, propertyType: Modifier.self, propertyOffset: offset) { view in
            view.modifier.body(content: _ViewModifier_Content(content: view.content))
        }
    }
}

/// A node that wraps exactly one view of its own (a modifier's content, a body): a list row's root is the
/// outermost such node around the view that draws it.
@MainActor
protocol SingleContentNode: ViewNode {}

/// The base node of primitive modifiers: keeps the modifier value and reconciles the content as the single
/// child. Subclasses add the modifier's behaviour (layout, environment, lifecycle, …).
@MainActor
class ModifierNode<Modifier>: ViewNode, SingleContentNode {
    /// The current modifier.
    private(set) var modifier: Modifier!
    /// The current content view.
    private(set) var content: (any View)?
    /// The previous modifier, for subclasses comparing old and new values.
    private(set) var previousModifier: Modifier?

    override func setView(_ view: any View) -> Bool {
        let modified = view as! any ModifiedContentView
        previousModifier = modifier
        modifier = (modified.modifierValue as! Modifier)
        content = modified.contentView
        return true
    }

    override func evaluate() {
        guard let content else { return }
        reconcileChild(content)
    }
}

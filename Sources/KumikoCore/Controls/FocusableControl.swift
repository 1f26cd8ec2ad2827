import Foundation

/// What a control (``Toggle``, ``Stepper``) does with the keyboard and the mouse when its content is composed
/// of ordinary views: the keys it takes, the key help it shows and what a click does.
struct ControlBehaviour {
    /// The entries of the key help line while the control has the focus.
    var keyHelp: [KeyHelp]
    /// The control's response to a key press.
    var handleKey: @MainActor (KeyPress) -> KeyPress.Result
    /// A click on the control: the tag of the ``ClickRegion`` under the pointer, or nil outside every region.
    var handleClick: @MainActor (_ region: Int?) -> Void
}

/// Internal: the composed look of a control wrapped in a node that is a ``FocusTarget`` (Tab reaches it; keys
/// and clicks go to its ``ControlBehaviour``). The controls' public views build their look from `HStack`,
/// `Text` and the like, and put it in one of these.
struct FocusableControl<Content: View>: View, PrimitiveView {
    let content: Content
    let behaviour: ControlBehaviour

    init(behaviour: ControlBehaviour, @ViewBuilder content: () -> Content) {
        self.behaviour = behaviour
        self.content = content()
    }

    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { FocusableControlNode<Content>(graph: graph) }
}

/// The node of a ``FocusableControl``: its content is its only child; it routes keys and clicks to the
/// behaviour of the latest view value.
@MainActor
final class FocusableControlNode<Content: View>: ViewNode, FocusTarget {
    override var focusTarget: (any FocusTarget)? { self }
    private var control: FocusableControl<Content>?

    override func setView(_ view: any View) -> Bool {
        control = (view as! FocusableControl<Content>)
        return true
    }

    override func evaluate() {
        guard let control else { return }
        reconcileChild(control.content)
    }

    var acceptsFocus: Bool { control != nil }

    /// The look, dimmed while the control is disabled (then drawn through marking hosts of its own, also as
    /// a lazy container's row).
    private lazy var disabledMark = DisabledMark(node: self)

    override var producesElements: Bool { !isEnabled }

    override func collectElements(into elements: inout [LayoutElement]) {
        elements += disabledMark.marking(childElements())
    }

    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        control?.behaviour.handleKey(press) ?? .ignored
    }

    var keyHelp: [KeyHelp] { control?.behaviour.keyHelp ?? [] }

    func handleClick(at point: CGPoint) {
        guard let control else { return }
        let region = clickRegions(in: self).last { $0.frameContains(point) }
        control.behaviour.handleClick(region?.tag)
    }

    /// The click regions inside a subtree, in view order.
    private func clickRegions(in node: ViewNode) -> [any TaggedClickRegion] {
        node.children.flatMap { child -> [any TaggedClickRegion] in
            if let region = child as? any TaggedClickRegion { return [region] + clickRegions(in: child) }
            return clickRegions(in: child)
        }
    }
}

/// Internal: marks part of a control's look (a stepper's − and +) so that a click on it can be told apart.
struct ClickRegion<Content: View>: View, PrimitiveView {
    let tag: Int
    let content: Content

    init(tag: Int, @ViewBuilder content: () -> Content) {
        self.tag = tag
        self.content = content()
    }

    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { ClickRegionNode<Content>(graph: graph) }
}

/// A node that knows its click region's tag.
@MainActor
protocol TaggedClickRegion: ViewNode {
    /// The tag given to the region.
    var tag: Int { get }
}

/// The node of a ``ClickRegion``: transparent for layout; its content is its only child.
@MainActor
final class ClickRegionNode<Content: View>: ViewNode, TaggedClickRegion {
    private var region: ClickRegion<Content>?

    var tag: Int { region?.tag ?? 0 }

    override func setView(_ view: any View) -> Bool {
        region = (view as! ClickRegion<Content>)
        return true
    }

    override func evaluate() {
        guard let region else { return }
        reconcileChild(region.content)
    }
}

import Foundation

/// How an attached gesture ranks against the gestures and controls of the views inside it.
enum GesturePriority {
    /// Lower than the views inside (`gesture(_:including:)`): the innermost view's gesture or control wins.
    case normal
    /// Higher than the views inside (`highPriorityGesture(_:including:)`).
    case high
    /// Alongside the views inside (`simultaneousGesture(_:including:)`): it never stops another, nor is stopped.
    case simultaneous
}

/// The modifier behind `gesture`, `highPriorityGesture` and `simultaneousGesture`.
struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
    let gesture: G
    let mask: GestureMask
    let priority: GesturePriority
    static func makeNode(graph: ViewGraph) -> ViewNode { GestureNode<G>(graph: graph) }
}

/// What the pointer and key routing see of a view with a gesture attached.
@MainActor
protocol GestureAttachment: ViewNode {
    /// How the gesture ranks.
    var priority: GesturePriority { get }
    /// Which gestures it leaves on: its own (`.gesture`), the subviews' (`.subviews`).
    var mask: GestureMask { get }
    /// A recogniser for the gesture's current value, reporting in the coordinates of the view.
    func makeRecognizer() -> GestureRecognizer
}

extension GestureAttachment {
    /// Whether the gesture takes part in input now: its mask keeps it, it is not disabled, and no gesture
    /// around it turns off its subviews' gestures.
    var takesPart: Bool {
        guard mask.contains(.gesture), isEnabled, isShown else { return false }
        return !subviewGesturesAreOff
    }
}

extension ViewNode {
    /// Whether a gesture attached around this node turned the gestures of its subviews off (a mask without
    /// `.subviews`).
    var subviewGesturesAreOff: Bool {
        var node = parent
        while let current = node {
            if let attachment = current as? any GestureAttachment, !attachment.mask.contains(.subviews) { return true }
            node = current.parent
        }
        return false
    }
}

/// The node of an attached gesture: its content is its only child. It is a focus target when the gesture can
/// be performed from the keyboard (a tap, or a long press) and no gesture directly around it already is: the
/// outermost of a run of gestures on one view takes the focus and Return performs theirs.
@MainActor
final class GestureNode<G: Gesture>: ModifierNode<GestureModifier<G>>, GestureAttachment, FocusTarget {
    override var focusTarget: (any FocusTarget)? { self }
    var priority: GesturePriority { modifier.priority }
    var mask: GestureMask { modifier.mask }

    func makeRecognizer() -> GestureRecognizer {
        let context = GestureContext(frame: layoutElements().first?.frame ?? .zero, environment: environment)
        return KumikoCore.makeRecognizer(for: modifier.gesture, GestureCallbacks(), in: context)
    }

    // MARK: The keyboard

    /// The gestures on the same view: this one and those directly inside it (through modifiers that draw
    /// nothing of their own), innermost first.
    private var run: [any GestureAttachment] {
        var found: [any GestureAttachment] = [self]
        var node: ViewNode = self
        while node.children.count == 1, let child = node.children.first, !child.producesElements {
            if let attachment = child as? any GestureAttachment { found.append(attachment) }
            node = child
        }
        return found.reversed()
    }

    /// Whether a gesture directly around this one takes the keys for both.
    private var isInsideRun: Bool {
        var node: ViewNode = self
        while let parent = node.parent, parent.children.count == 1, !parent.producesElements {
            if parent is any GestureAttachment { return true }
            node = parent
        }
        return false
    }

    /// What the keys perform: a tap if any gesture of the run has one, else a long press.
    private var keyActivation: GestureKeyActivation {
        run.filter(\.takesPart).map { $0.makeRecognizer().keyActivation }.max() ?? .none
    }

    var acceptsFocus: Bool { modifier != nil && !isInsideRun && keyActivation != .none }

    var keyHelp: [KeyHelp] {
        switch keyActivation {
        case .tap: [KeyHelp([.return], "tap")]
        case .longPress: [KeyHelp([.return], "long press")]
        case .none: []
        }
    }

    /// Return or Space performs the run's gestures as a pointer would rank them (see ``PointerRouter``).
    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        guard press.is(.return) || press.is(.space) else { return .ignored }
        let activation = keyActivation
        guard activation != .none else { return .ignored }
        let center = layoutElements().first.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) } ?? .zero
        var performed = false
        for attachment in PointerRouter.ranked(run.filter(\.takesPart)) {
            if performed, attachment.priority != .simultaneous { continue }
            let recognizer = attachment.makeRecognizer()
            if recognizer.activate(activation, at: center) {
                performed = performed || attachment.priority != .simultaneous
            } else {
                recognizer.cancel()
            }
        }
        return .handled
    }

    /// Clicks are the pointer router's (a press, moves and a release make the gesture).
    func handleClick(at point: CGPoint) {}
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: A value that controls how adding this gesture to the view affects other gestures recognized
    ///     by the view and its subviews. Defaults to ``GestureMask/all``.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .normal))
    }

    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - isEnabled: Whether the added gesture is enabled.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: A value that controls how adding this gesture to the view affects other gestures recognized
    ///     by the view and its subviews. Defaults to ``GestureMask/all``.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .high))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - isEnabled: Whether the added gesture is enabled.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: A value that controls how adding this gesture to the view affects other gestures recognized
    ///     by the view and its subviews. Defaults to ``GestureMask/all``.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - isEnabled: Whether the added gesture is enabled.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }
}

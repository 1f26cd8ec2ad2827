import Foundation

/// Keeps the keyboard focus of one graph and routes key presses (DESIGN.md §3.7): the `onKeyPress` handlers
/// around the focused view first (innermost first), then the focused view itself, then keyboard shortcuts
/// anywhere in the window, then Tab and Shift-Tab, which move the focus in view order.
@MainActor
final class FocusCoordinator {
    private unowned let graph: ViewGraph
    /// The focused node (a ``FocusTarget``), if any was chosen.
    @WeakNode private var focused: ViewNode?

    init(graph: ViewGraph) { self.graph = graph }

    /// The targets that accept focus now, in view order (depth first): mounted, shown, enabled (no
    /// `disabled(true)` above them) and inside the top presentation that traps input.
    var targets: [any FocusTarget] {
        let root = graph.presentations.interactiveRoot
        return graph.nodes(playing: \.focusTarget).filter {
            $0.isMounted && $0.acceptsFocus && $0.isEnabled && $0.isShown && root.map($0.isInside) ?? true
        }
    }

    /// Whether a node takes input now: it is inside the top presentation, or nothing presented traps the input.
    func isInteractive(_ node: ViewNode) -> Bool {
        guard let root = graph.presentations.interactiveRoot else { return true }
        return node.isInside(root)
    }

    /// The target chosen last, whether or not it can take the focus now.
    var chosen: ViewNode? { focused }

    /// The focused target: the chosen one while it is in the graph and accepts focus, else the first target
    /// (which then becomes the chosen one).
    var current: (any FocusTarget)? {
        if let target = focused?.focusTarget, target.isMounted, target.acceptsFocus, target.isEnabled, target.isShown,
           isInteractive(target) {
            return target
        }
        guard let first = targets.first else { return nil }
        focus(first)
        return first
    }

    /// Moves the focus to `target` and tells the `focused(_:)` bindings around the old and new targets.
    func focus(_ target: (any FocusTarget)?) {
        let old = focused
        guard old !== target else { return }
        focused = target
        let gaining = target.map(focusBindings(around:)) ?? []
        let losing = old.map(focusBindings(around:)) ?? []
        for binding in losing where !gaining.contains(where: { $0 === binding }) { binding.focusChanged(to: false) }
        for binding in gaining { binding.focusChanged(to: true) }
        graph.setNeedsLayout()
    }

    /// Whether `node` is the focused target or inside it.
    func isFocused(_ node: ViewNode) -> Bool {
        focused.map { node.isInside($0) } ?? false
    }

    /// Moves the focus to the next (or previous) target, wrapping around.
    func moveFocus(forward: Bool) {
        let all = targets
        guard !all.isEmpty else { return }
        let index = all.firstIndex { $0 === current } ?? (forward ? -1 : 0)
        focus(all[(index + (forward ? 1 : -1) + all.count) % all.count])
    }

    /// Whether the latest key may have changed which views exist or are shown (so the graph must update
    /// before the next key is routed); false after a key that only moved a selection.
    private(set) var lastKeyMayChangeStructure = true

    /// Routes a key press; returns whether something handled it.
    func handle(_ press: KeyPress) -> Bool {
        let target = current
        lastKeyMayChangeStructure = !(target?.onlyMovesSelection(press) ?? false)
        // A key that only moves a selection leaves the selections earlier ones recorded to be made later; any other
        // key, and any handler of the app's, sees them made (ListNode.deferSelection(ofRow:)).
        if lastKeyMayChangeStructure { graph.applyDeferredSelections() }
        var node: ViewNode? = target
        while let responder = node {
            if let keyResponder = responder.keyResponder {
                graph.applyDeferredSelections()
                if keyResponder.respond(to: press) == .handled { return true }
            }
            node = responder.parent
        }
        if let target, target.handleKey(press) == .handled { return true }
        for responder in fallbackResponders(from: target) where responder.respondAfterFocusedView(to: press) == .handled {
            return true
        }
        if let shortcut = graph.nodes(of: KeyboardShortcutNode.self).first(where: {
            $0.isMounted && $0.isEnabled && isInteractive($0) && $0.matches(press)
        }) {
            shortcut.activate()
            return true
        }
        if press.is(.tab) || press.is(.tab, .shift) {
            moveFocus(forward: !press.modifiers.contains(.shift))
            return true
        }
        return false
    }

    /// The key help of the focused target, then of the containers that take the keys it leaves.
    var keyHelp: [KeyHelp] {
        let target = current
        return (target?.keyHelp ?? []) + fallbackResponders(from: target).flatMap(\.fallbackKeyHelp)
    }

    /// The fallback responders above the focused target (or, when nothing is focused, above the deepest shown
    /// stack that takes input, or the top presentation's view), innermost first.
    private func fallbackResponders(from target: (any FocusTarget)?) -> [any FallbackKeyResponder] {
        let start: ViewNode? = target
            ?? graph.nodes(playing: \.fallbackKeyResponder).last { $0.isShown && isInteractive($0) }
            ?? graph.presentations.interactiveRoot
        return (start?.selfAndAncestors() ?? []).compactMap(\.fallbackKeyResponder)
    }

    /// Whether the focused target is editing text.
    var isEditingText: Bool { current?.isEditingText ?? false }

    /// The `focused(_:)` bindings around a node, innermost first.
    private func focusBindings(around node: ViewNode) -> [any FocusBindingNode] {
        node.selfAndAncestors().compactMap(\.focusBinding)
    }
}

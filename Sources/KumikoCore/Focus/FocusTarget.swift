import Foundation

/// A node that can hold the keyboard focus: lists, buttons, focusable views. Keys go to the focused target
/// after the `onKeyPress` handlers around it (DESIGN.md §3.7).
@MainActor
protocol FocusTarget: ViewNode {
    /// Whether the node takes focus now (a disabled or empty view may not).
    var acceptsFocus: Bool { get }
    /// The node's own response to a key (a list moves its selection, a button runs its action).
    func handleKey(_ press: KeyPress) -> KeyPress.Result
    /// The keys the node responds to, for the key help line.
    var keyHelp: [KeyHelp] { get }
    /// Whether the node is editing text now (the `q` key then types instead of quitting).
    var isEditingText: Bool { get }
    /// A click at a point in global coordinates inside the node (a list selects the row, a button runs).
    func handleClick(at point: CGPoint)
    /// Inserts text (a paste) where the node edits text; returns whether it took it.
    func insertText(_ text: String) -> Bool
    /// Whether handling `press` changes only what is selected or scrolled (a list's cursor keys), never which
    /// views exist or are shown: the next key can then be routed before the graph updates.
    func onlyMovesSelection(_ press: KeyPress) -> Bool
}

extension FocusTarget {
    var isEditingText: Bool { false }
    func onlyMovesSelection(_ press: KeyPress) -> Bool { false }
    func handleClick(at point: CGPoint) {}
    func insertText(_ text: String) -> Bool { false }
}

/// A node that sees key presses on their way to the focused target inside it (`onKeyPress`).
@MainActor
protocol KeyResponder: ViewNode {
    /// Responds to a key press that is going to a focused view inside this one.
    func respond(to press: KeyPress) -> KeyPress.Result
}

/// A node that takes the keys the focused view inside it left alone (a navigation stack pops on Escape).
@MainActor
protocol FallbackKeyResponder: ViewNode {
    /// Responds to a key the focused view inside this one ignored.
    func respondAfterFocusedView(to press: KeyPress) -> KeyPress.Result
    /// The keys it takes, for the key help line.
    var fallbackKeyHelp: [KeyHelp] { get }
}

/// A container that keeps some children in the graph without showing them (the covered screens of a
/// navigation stack, the other tabs): what they hold cannot take the focus or a click.
@MainActor
protocol ChildHidingNode: ViewNode {
    /// Whether `child` (one of this node's children) is shown.
    func shows(_ child: ViewNode) -> Bool
    /// Whether `descendant`, inside `child`, is shown: by default whether `child` is. A container whose shown
    /// part lies deeper than its children (a tab view's tabs are the views of its content) looks further.
    func shows(_ descendant: ViewNode, inside child: ViewNode) -> Bool
}

extension ChildHidingNode {
    func shows(_ descendant: ViewNode, inside child: ViewNode) -> Bool { shows(child) }
}

extension ViewNode {
    /// Whether no container above hides this node.
    var isShown: Bool {
        var node: ViewNode = self
        while let parent = node.parent {
            if let hiding = parent.childHiding, !hiding.shows(self, inside: node) {
                return false
            }
            node = parent
        }
        return true
    }
}

/// The parts a node plays in focus and key handling, each asked of the node itself.
///
/// Code that looks for the focus targets, the key responders around the focused view or the containers that hide
/// children asks each node "are you one?". Asked as a cast (`node as? any FocusTarget`), the Swift runtime answers
/// the first time for each type by scanning every protocol conformance in the process (about 0.4 M instructions
/// here), and every generic node type (a `BodyNode` per view type) is a type of its own: a new app's first frame
/// spent half its instructions in those scans. So each protocol has a property here that answers nil, and each
/// kind of node that conforms overrides it to answer itself (the compiler then builds the existential, with no
/// runtime lookup). Debug builds check the nil answers against the conformance, so a kind of node that conforms
/// but does not say so fails its tests.
extension ViewNode {
    /// A node that plays none of the roles of `role`: nil (debug builds check that the node's type does not
    /// conform).
    func playsNoRole<Role>(_ role: Role.Type) -> Role? {
        assert(!(self is Role), "\(type(of: self)) conforms to \(Role.self) but does not override the property that answers it")
        return nil
    }
}

extension ViewGraph {
    /// The nodes of the graph that play a role (`\.focusTarget`, or any other answer a node gives), depth first in
    /// view order.
    func nodes<Role>(playing role: (ViewNode) -> Role?) -> [Role] {
        var found: [Role] = []
        func visit(_ node: ViewNode) {
            if let match = role(node) { found.append(match) }
            for child in node.children { visit(child) }
        }
        visit(root)
        return found
    }
}

/// Matches a node's old children with a new keyed list of child views (DESIGN.md §3.1).
///
/// The common prefix and suffix are matched in place; the middle is matched through a hash map of keys, so
/// moved children keep their nodes (and state). A child whose key or view type has no match is created; old
/// children left over are unmounted. Keys must be unique (``ForEach`` makes duplicates unique).
@MainActor
enum ChildReconciler {
    /// Returns the new children array.
    static func reconcile(old: [ViewNode], new: [(ChildKey, any View)], parent: ViewNode) -> [ViewNode] {
        func matches(_ node: ViewNode, _ entry: (ChildKey, any View)) -> Bool {
            node.key == entry.0 && node.viewType == ObjectIdentifier(type(of: entry.1))
        }
        var result: [ViewNode] = []
        result.reserveCapacity(new.count)
        // Common prefix.
        var start = 0
        while start < old.count, start < new.count, matches(old[start], new[start]) {
            old[start].update(view: new[start].1, environment: parent.environment(forChild: new[start].0))
            result.append(old[start])
            start += 1
        }
        // Common suffix.
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > start, newEnd > start, matches(old[oldEnd - 1], new[newEnd - 1]) {
            oldEnd -= 1
            newEnd -= 1
        }
        // Middle: by key.
        if start < oldEnd || start < newEnd {
            var byKey: [ChildKey: ViewNode] = [:]
            byKey.reserveCapacity(oldEnd - start)
            for node in old[start..<oldEnd] { byKey[node.key] = node }
            for entry in new[start..<newEnd] {
                if let node = byKey[entry.0], node.viewType == ObjectIdentifier(type(of: entry.1)) {
                    byKey[entry.0] = nil
                    node.update(view: entry.1, environment: parent.environment(forChild: entry.0))
                    result.append(node)
                } else {
                    result.append(parent.makeChild(for: entry.1, key: entry.0))
                }
            }
            for node in old[start..<oldEnd] where byKey[node.key] === node { node.unmount() }
        }
        for index in oldEnd..<old.count {
            let entry = new[index - oldEnd + newEnd]
            old[index].update(view: entry.1, environment: parent.environment(forChild: entry.0))
            result.append(old[index])
        }
        return result
    }
}

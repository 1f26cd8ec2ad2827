import Foundation

/// What a ← or → does on an outline row of a focused list, as in the tree views of the WAI-ARIA Authoring
/// Practices (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/): → expands a collapsed
/// row and moves to the first child of an expanded one; ← collapses an expanded row and moves to the parent of a
/// collapsed row or a leaf.
enum OutlineArrowStep: Equatable {
    /// Expand (true) or collapse (false) the cursor's row.
    case setExpanded(Bool)
    /// Move the cursor to this row.
    case moveCursor(to: Int)
}

/// Finding the outline rows among a list's rows.
extension LazyStackElement {
    /// The outline disclosure of row `row` (building the row if needed), nil when it is not an outline row.
    func outlineDisclosure(ofRow row: Int) -> OutlineDisclosure? {
        guard row >= 0, row < rowCount else { return nil }
        let position = segmentIndex(ofRow: row)
        switch segments[position].source {
        case .element(let element): return element.outlineDisclosure
        case .lazy(let source): return source.rowElement(at: row - segmentStarts[position])?.outlineDisclosure
        }
    }

    /// What `key` does on outline row `row`; nil when it does nothing there (the key is then the list's own:
    /// swipe actions).
    func outlineArrowStep(_ key: KeyEquivalent, atRow row: Int) -> OutlineArrowStep? {
        guard key == .leftArrow || key == .rightArrow, let disclosure = outlineDisclosure(ofRow: row) else { return nil }
        if key == .rightArrow {
            guard disclosure.hasChildren else { return nil }
            if !disclosure.isExpanded { return .setExpanded(true) }
            return disclosure.showsChildren ? .moveCursor(to: row + 1) : nil
        }
        if disclosure.hasChildren, disclosure.isExpanded { return .setExpanded(false) }
        return disclosure.parentDistance.map { .moveCursor(to: row - $0) }
    }

    /// The disclosure of row `row` when `point` (root coordinates) is on its triangle.
    func outlineDisclosure(ofRow row: Int, triangleAt point: CGPoint) -> OutlineDisclosure? {
        guard let disclosure = outlineDisclosure(ofRow: row), disclosure.hasChildren,
              disclosure.triangleFrame?.contains(point) == true else { return nil }
        return disclosure
    }
}

import Foundation

/// The subviews a ``Layout`` arranges, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let elements: [LayoutElement]
    /// The first index.
    public var startIndex: Int { 0 }
    /// The past-the-end index.
    public var endIndex: Int { elements.count }
    /// The layout direction inherited by the container view, as SwiftUI's `layoutDirection`.
    ///
    /// Most layouts need not read it: in a right-to-left environment the container's placements are mirrored within
    /// its bounds (each subview placed at `x` of width `w` in bounds of width `W` ends up at `W - x - w`), as SwiftUI
    /// "horizontally flips the x position of each view within its parent".
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(element: elements[index], index: index) }

    /// The subviews in a range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        var slice = LayoutSubviews(elements: Array(elements[bounds]))
        slice.layoutDirection = layoutDirection
        return slice
    }

    /// Whether both hold the same subviews.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { $0 === $1 }
    }
}

/// One subview of a layout: measure it, read its traits, place it, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let element: LayoutElement
    let index: Int

    /// The size the subview wants for a proposal.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        element.sizeThatFits(proposal)
    }

    /// The subview's size and guides for a proposal.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        element.dimensions(in: proposal)
    }

    /// The subview's layout priority (see `layoutPriority(_:)`).
    @MainActor public var priority: Double { element.traits.priority ?? 0 }

    /// The subview's preferred spacing.
    @MainActor public var spacing: ViewSpacing { element.spacing }

    /// A layout value the subview set with `layoutValue(key:value:)`.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        element.traits.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview so that `anchor` of its bounds is at `position`, sized for `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = element.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let frame = CGRect(origin: origin, size: size)
        if PlacementSession.note(element, frame: frame, proposal: proposal) {
            element.place(in: frame, proposal: proposal)
        }
    }

    /// Whether both are the same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.element === b.element }
}

/// A direction in which content is laid out, as SwiftUI's `LayoutDirection`: set with
/// `environment(\.layoutDirection, …)`, and right to left by default for a right-to-left locale.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

import Foundation

/// The element of every layout container and layout modifier: a ``Layout`` value applied to subview elements.
///
/// Containers (stacks, custom layouts) get all of their content's elements; unary modifiers (frame, padding,
/// …) get one element each and pass its traits and spacing through, as SwiftUI's traits survive modifiers.
@MainActor
final class LayoutHostElement: LayoutElement {
    /// The layout.
    var layout: any Layout
    /// The subview elements, in layout order.
    private(set) var subviews: LayoutSubviews = LayoutSubviews(elements: [])
    /// Whether this hosts a unary modifier (traits and spacing pass through from the single subview).
    let isUnaryModifier: Bool
    /// Traits set by the modifier itself.
    var ownTraits = LayoutTraits()
    /// Subview indices in drawing order, when it differs from layout order (backgrounds draw first).
    var drawingOrder: [Int]?
    /// Whether drawing is clipped to the frame.
    var clipsToBounds = false
    /// The visual effect the subviews are drawn with (a unary modifier's).
    var drawingEffect: DrawingEffect?
    /// The subview that masks the others (`mask(alignment:_:)`): not drawn itself; the others are drawn clipped to
    /// its frame, inside an ``Effect/mask(_:)`` holding its drawing.
    var maskIndex: Int?
    /// Drawing commands emitted before/after the subviews (e.g. a stack's own decorations).
    var decoration: ((CGRect, inout DisplayList) -> Void)?
    /// Called after the subviews drew, with the index of the first command they added (a focus mark).
    var afterRender: ((Int, inout DisplayList) -> Void)?
    /// The identity its drawing carries, when not its node's (a navigation stack's screen: the screen's).
    var ownIdentity: ViewIdentity?
    override var drawingIdentity: ViewIdentity? { ownIdentity ?? node?.identity }
    /// What the hosted content is in the accessibility tree (a button's label is a button), if anything.
    var describeAccessibility: (@MainActor () -> AccessibilityElement?)?
    private var cache: Any?

    init(layout: any Layout, node: ViewNode?, isUnaryModifier: Bool = false) {
        self.layout = layout
        self.isUnaryModifier = isUnaryModifier
        super.init(node: node)
    }

    /// Sets the subviews (a new cache is made when they change).
    func setSubviews(_ elements: [LayoutElement]) {
        let new = LayoutSubviews(elements: elements)
        if new != subviews {
            subviews = new
            cache = nil
            subviewsChangedAt = layoutGeneration
        }
    }

    /// The subviews as the layout is handed them: with the container's layout direction.
    private var laidOutSubviews: LayoutSubviews {
        guard placesRightToLeft else { return subviews }
        var directed = subviews
        directed.layoutDirection = .rightToLeft
        return directed
    }

    /// The layout pass in which the subviews last changed (a layout kept from before it no longer holds).
    private var subviewsChangedAt = -1

    override func layoutUnchanged(since generation: Int) -> Bool {
        guard subviewsChangedAt < generation, nodeUnchanged(since: generation) else { return false }
        for element in subviews.elements where !element.layoutUnchanged(since: generation) { return false }
        return true
    }

    override func carryLayout(into generation: Int) {
        super.carryLayout(into: generation)
        for element in subviews.elements { element.carryLayout(into: generation) }
    }

    override func placedFrames() -> [CGRect] {
        subviews.elements.reduce(into: [frame]) { $0 += $1.placedFrames() }
    }

    override func movePlacement(by offset: CGSize) {
        super.movePlacement(by: offset)
        for element in subviews.elements { element.movePlacement(by: offset) }
    }

    override func beginPass() {
        if cache != nil { updateCache() }
    }

    override var traits: LayoutTraits {
        guard isUnaryModifier, let inner = subviews.elements.first else { return ownTraits }
        return ownTraits.over(inner.traits)
    }

    override var isSpacer: Bool { isUnaryModifier && (subviews.elements.first?.isSpacer ?? false) }

    override var spacing: ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var cache = typedCache(for: layout)
            defer { self.cache = cache }
            return layout.spacing(subviews: laidOutSubviews, cache: &cache)
        }
        return spacing(layout)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var cache = typedCache(for: layout)
            defer { self.cache = cache }
            return layout.sizeThatFits(proposal: proposal, subviews: laidOutSubviews, cache: &cache)
        }
        return size(layout)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        func place<L: Layout>(_ layout: L) {
            var cache = typedCache(for: layout)
            defer { self.cache = cache }
            PlacementSession.perform(subviews.elements, in: frame) {
                layout.placeSubviews(in: frame, proposal: proposal, subviews: laidOutSubviews, cache: &cache)
            }
        }
        place(layout)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        func explicit<L: Layout>(_ layout: L) -> CGFloat? {
            var cache = typedCache(for: layout)
            defer { self.cache = cache }
            let bounds = CGRect(origin: .zero, size: size)
            if key.axis == .horizontal {
                return layout.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: laidOutSubviews, cache: &cache)
            }
            return layout.explicitAlignment(
                of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: laidOutSubviews, cache: &cache)
        }
        return explicit(layout)
    }

    override var accessibilityElement: AccessibilityElement? { describeAccessibility?() }

    override func draw(into list: inout DisplayList) {
        let start = list.count
        defer { afterRender?(start, &list) }
        if clipsToBounds { list.pushClip(frame) }
        list.withEffect(drawingEffect?.resolved(in: frame, environment)) { list in
            decoration?(frame, &list)
            // Siblings are drawn by `zIndex(_:)`, then in order (a unary modifier's layers in their own order).
            let drawn = isUnaryModifier
                ? drawingOrder ?? Array(subviews.elements.indices) : subviews.drawingOrder(from: drawingOrder)
            let order = drawn.filter { $0 != maskIndex }
            guard let maskIndex, subviews.elements.indices.contains(maskIndex) else {
                for index in order { subviews.elements[index].render(into: &list) }
                return
            }
            let mask = subviews.elements[maskIndex]
            var maskDrawing = DisplayList()
            maskDrawing.owner = list.owner
            mask.render(into: &maskDrawing)
            list.pushClip(mask.frame)
            list.withEffect(.mask(maskDrawing)) { list in
                for index in order { subviews.elements[index].render(into: &list) }
            }
            list.popClip()
        }
        if clipsToBounds { list.popClip() }
    }

    private func typedCache<L: Layout>(for layout: L) -> L.Cache {
        // Unwrap first: when `L.Cache` is `Any` (AnyLayout), `Optional<Any>.none as? Any` succeeds and would hand
        // a nil box to the layout instead of making its cache.
        if let cache, let typed = cache as? L.Cache { return typed }
        let made = layout.makeCache(subviews: laidOutSubviews)
        cache = made
        return made
    }

    private func updateCache() {
        func update<L: Layout>(_ layout: L) {
            var typed = typedCache(for: layout)
            layout.updateCache(&typed, subviews: laidOutSubviews)
            cache = typed
        }
        update(layout)
    }
}

extension HorizontalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
    init(key: AlignmentKey) { self.key = key }
}

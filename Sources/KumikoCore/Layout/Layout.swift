import Foundation

/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout`. Kumiko's own stacks,
/// frames and padding are layouts too: there is one layout engine (DESIGN.md §3.4).
@MainActor @preconcurrency
public protocol Layout: Animatable {
    /// Properties of the layout container (its stack orientation).
    static var layoutProperties: LayoutProperties { get }
    /// Cached values shared between the layout's methods.
    associatedtype Cache = Void
    /// The subviews the layout arranges.
    typealias Subviews = LayoutSubviews

    /// Creates the cache.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change; by default, makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The container's preferred spacing; by default the union of the subviews'.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size the container wants for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds` (in the coordinates `bounds` is given in).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's explicit value for a horizontal guide, if any.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    /// The container's explicit value for a vertical guide, if any.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    /// No special properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Rebuilds the cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        var first = true
        for subview in subviews {
            if first { spacing = subview.spacing; first = false } else { spacing.formUnion(subview.spacing) }
        }
        return spacing
    }

    /// The subviews' explicit values for the guide, where `placeSubviews` puts them, combined by the guide's
    /// rule (text baselines: topmost / lowest; custom guides: average; leading, top, … : none).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The subviews' explicit values for the guide, where `placeSubviews` puts them, combined by the guide's rule.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The default explicit alignment of a layout: fatbobman measured ("SwiftUI 布局 —— 对齐", MyZStack) that a
    /// Layout using the protocol's default explicitAlignment aligns exactly like one returning its subviews'
    /// topmost explicit firstTextBaseline / lowest lastTextBaseline — i.e. the default merges the subviews'
    /// explicit values at their placed positions (research §8 for the combining rules). The placement is
    /// recorded, not performed.
    func mergedExplicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guard key.combination != .none, !subviews.isEmpty else { return nil }
        let placements = PlacementSession.record {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        var values: [CGFloat] = []
        for subview in subviews {
            guard let placement = placements[ObjectIdentifier(subview.element)],
                  let value = subview.dimensions(in: placement.proposal).explicit(key) else { continue }
            let offset = key.axis == .horizontal ? placement.frame.minX - bounds.minX : placement.frame.minY - bounds.minY
            values.append(value + offset)
        }
        return key.combine(values)
    }

    /// Arranges the views built by `content` with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// An empty cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout container properties.
public struct LayoutProperties: Sendable {
    /// The axis of a stack-like layout, or nil.
    public var stackOrientation: Axis?
    /// Creates default properties.
    public init() {}
}

/// A type-erased layout, for switching layouts while keeping the subviews' identity.
public struct AnyLayout: Layout {
    let layout: any Layout
    /// The cache of the wrapped layout.
    public typealias Cache = Any

    /// Wraps a layout.
    public init<L: Layout>(_ layout: L) { self.layout = (layout as? AnyLayout)?.layout ?? layout }

    /// The cache as the wrapped layout's cache type; a new one if it was made by another layout (AnyLayout is for
    /// switching layouts, so the stored cache may belong to the previous one).
    private static func typed<L: Layout>(_ layout: L, _ cache: Any, _ subviews: Subviews) -> L.Cache {
        (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
    }

    /// Creates the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Any {
        func make<L: Layout>(_ layout: L) -> Any { layout.makeCache(subviews: subviews) }
        return make(layout)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var typed = Self.typed(layout, cache, subviews)
            defer { cache = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        return size(layout)
    }

    /// Places with the wrapped layout.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any) {
        func place<L: Layout>(_ layout: L) {
            var typed = Self.typed(layout, cache, subviews)
            defer { cache = typed }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        place(layout)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Any) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var typed = Self.typed(layout, cache, subviews)
            defer { cache = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        return spacing(layout)
    }

    /// The wrapped layout's explicit horizontal guide value.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any
    ) -> CGFloat? {
        func explicit<L: Layout>(_ layout: L) -> CGFloat? {
            var typed = Self.typed(layout, cache, subviews)
            defer { cache = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return explicit(layout)
    }

    /// The wrapped layout's explicit vertical guide value.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any
    ) -> CGFloat? {
        func explicit<L: Layout>(_ layout: L) -> CGFloat? {
            var typed = Self.typed(layout, cache, subviews)
            defer { cache = typed }
            return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        return explicit(layout)
    }
}

/// A key for a value that a view exposes to its layout container, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value when a view sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Sets a layout value that the containing layout reads from ``LayoutSubview``.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutTraitModifier(traits: LayoutTraits(values: [ObjectIdentifier(key): value])))
    }

    /// Sets the priority with which a stack gives this view space (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutTraitModifier(traits: LayoutTraits(priority: value)))
    }
}

/// Values a view exposes to its container: priority and ``LayoutValueKey`` values.
struct LayoutTraits {
    var priority: Double?
    var values: [ObjectIdentifier: Any] = [:]

    /// These traits over `inner`'s (outer modifiers win).
    func over(_ inner: LayoutTraits) -> LayoutTraits {
        LayoutTraits(priority: priority ?? inner.priority, values: inner.values.merging(values) { $1 })
    }
}

/// A value that can be animated, as SwiftUI's `Animatable` (Kumiko draws no animations).
public protocol Animatable {
    /// The animatable data.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A type with vector arithmetic, for animatable data.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Scales by a factor.
    mutating func scale(by rhs: Double)
    /// The dot product with itself.
    var magnitudeSquared: Double { get }
}

/// Empty animatable data.
public struct EmptyAnimatableData: VectorArithmetic {
    /// Creates empty data.
    public init() {}
    /// Zero.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Adds nothing.
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    /// Subtracts nothing.
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Scales nothing.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

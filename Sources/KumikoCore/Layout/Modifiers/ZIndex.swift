import Foundation

/// The trait `zIndex(_:)` sets: where a view is drawn among its overlapping siblings.
private enum ZIndexTraitKey {}

extension LayoutTraits {
    /// The view's z-index (0 unless set): siblings with higher values are drawn over lower ones.
    var zIndex: Double {
        let value = values[ObjectIdentifier(ZIndexTraitKey.self)] as? Double ?? 0
        return value.isNaN ? 0 : value
    }
}

extension View {
    /// Controls the display order of overlapping views.
    ///
    /// Use `zIndex(_:)` when you want to control the front-to-back ordering of views: views with a higher
    /// value are drawn over their siblings with lower values; siblings with the same value keep their order.
    /// The default is 0. It changes no layout.
    ///
    /// - Parameter value: A relative front-to-back ordering for this view.
    public func zIndex(_ value: Double) -> some View {
        if value.isNaN { Diagnostics.warnOnce("zIndex.nan", "A z-index that is not a number counts as 0.") }
        return modifier(LayoutTraitModifier(traits: LayoutTraits(values: [ObjectIdentifier(ZIndexTraitKey.self): value])))
    }
}

extension LayoutSubviews {
    /// The subviews' indices in drawing order: `order` (their own order, if nil) sorted by z-index, keeping
    /// the order of equal ones.
    @MainActor
    func drawingOrder(from order: [Int]?) -> [Int] {
        let base = order ?? Array(elements.indices)
        let indices = base.map { elements[$0].traits.zIndex }
        guard indices.contains(where: { $0 != 0 }) else { return base }
        return zip(base, indices).enumerated()
            .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
            .map(\.element.0)
    }
}

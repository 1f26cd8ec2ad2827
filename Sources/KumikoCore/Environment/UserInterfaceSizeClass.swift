import Foundation

/// A coarse description of the space a view has along one axis, as SwiftUI's `UserInterfaceSizeClass`: read
/// it with `@Environment(\.horizontalSizeClass)` or `@Environment(\.verticalSizeClass)`.
///
/// The size classes come from the size the window's root view is laid out at (a terminal's screen less the
/// key help line, or an `ImageRenderer`'s proposed size), by the platform's thresholds in points
/// (`NavigationMetrics`; iOS's: regular from 678 pt of width and 568 pt of height). A terminal's:
/// - horizontal: ``regular`` when the width is at least 100 columns (800 pt at 8 pt a column), ``compact``
///   below, so an 80-column terminal is a phone held upright and a 160-column one an iPad in landscape;
/// - vertical: ``regular`` when the height is at least 20 rows (320 pt at 16 pt a row), ``compact`` below.
///
/// An unspecified dimension (an `ImageRenderer` without a proposed size) leaves the class nil, and a class set
/// in the renderer's own environment wins over the computed one.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A constrained space (an iPhone's width held upright; a short terminal).
    case compact
    /// A roomy space (an iPad's width; a wide terminal).
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

extension EnvironmentValues {
    /// The horizontal size class of the space the views have: in a terminal, ``UserInterfaceSizeClass/regular``
    /// from 100 columns of width (800 pt), ``UserInterfaceSizeClass/compact`` below.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the space the views have: in a terminal, ``UserInterfaceSizeClass/regular``
    /// from 20 rows of height (320 pt), ``UserInterfaceSizeClass/compact`` below.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Writes the size classes of the window's layout size, except where this environment (the graph's base
    /// environment) already sets one.
    mutating func adoptSizeClasses(_ classes: LaidOutSizeClasses) {
        if entry(for: ObjectIdentifier(HorizontalSizeClassKey.self)) == nil, let horizontal = classes.horizontal {
            horizontalSizeClass = horizontal
        }
        if entry(for: ObjectIdentifier(VerticalSizeClassKey.self)) == nil, let vertical = classes.vertical {
            verticalSizeClass = vertical
        }
    }
}

/// The size classes of the size a graph's root is laid out at: the one place where a window's width and
/// height become size classes.
struct LaidOutSizeClasses: Equatable {
    /// The horizontal class (nil: the width is unspecified).
    var horizontal: UserInterfaceSizeClass?
    /// The vertical class (nil: the height is unspecified).
    var vertical: UserInterfaceSizeClass?

    /// No size classes (nothing laid out yet).
    init() {}

    /// The classes of a root proposal, by the platform's thresholds in `metrics`
    /// (``NavigationMetrics/regularWidth`` and ``NavigationMetrics/regularHeight``).
    init(_ proposal: ProposedViewSize, metrics: PlatformMetrics) {
        func sizeClass(_ length: CGFloat?, threshold: CGFloat) -> UserInterfaceSizeClass? {
            guard let length, !length.isNaN else { return nil }
            return length >= threshold ? .regular : .compact
        }
        horizontal = sizeClass(proposal.width, threshold: metrics.navigation.regularWidth)
        vertical = sizeClass(proposal.height, threshold: metrics.navigation.regularHeight)
    }
}

extension RootNode {
    /// Takes the size classes of the size the root is about to be laid out at; when they change, the views
    /// that read them are re-evaluated before the update that precedes the layout.
    func adoptSizeClasses(for proposal: ProposedViewSize) {
        let classes = LaidOutSizeClasses(proposal, metrics: environment.platformMetrics)
        MainScene.record(proposal, horizontalSizeClass: classes.horizontal)
        guard classes != laidOutSizeClasses else { return }
        laidOutSizeClasses = classes
        for child in children { child.propagate(environment: environment(forChild: child.key)) }
    }
}

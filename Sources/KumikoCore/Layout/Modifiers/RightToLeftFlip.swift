import Foundation

extension View {
    /// Sets whether this view mirrors its contents horizontally when the layout direction is right to left, as
    /// SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`.
    ///
    /// Enabled in a right-to-left environment, the view is laid out as it is left to right (its content's
    /// `layoutDirection` is `.leftToRight`) and drawn mirrored about its centre: what it looks like left to right,
    /// flipped, as SwiftUI draws it ("if you develop your view in an LTR context, … mirror your content when the
    /// layout direction is RTL"). The mirror is an effect in the display list (a horizontal scale by −1), like
    /// `scaleEffect(x: -1)`: layout, hit-testing and focus use the unmirrored frames, and a backend that does not
    /// draw scale effects (the terminal, which cannot mirror the glyphs in its cells, and the browser for now)
    /// shows the view as it is left to right. Left to right, or when `enabled` is false, nothing changes.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(LeftToRightWhenFlipped(enabled: enabled))
            .modifier(DrawingEffectModifier(effect: .flippedRightToLeft(enabled)))
    }
}

/// Lays out the content of a view that flips right to left as left to right (the flip mirrors it).
struct LeftToRightWhenFlipped: ViewModifier, EnvironmentWriter, PrimitiveModifier {
    let enabled: Bool

    func write(into environment: inout EnvironmentValues) {
        if enabled, environment.isRightToLeft { environment.layoutDirection = .leftToRight }
    }

    static func makeNode(graph: ViewGraph) -> ViewNode { EnvironmentWriterNode<Self>(graph: graph) }
}

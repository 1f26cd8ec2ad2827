import Foundation

/// How Kumiko draws visual effects in a terminal (DESIGN.md §3.5):
/// - `opacity`: multiplies colour opacity (a backend blends or dims); `opacity(0)` hides.
/// - `cornerRadius`/`clipShape`: clips to the bounds; rounded corners of boxes are drawn by shapes' strokes.
/// - `shadow`, `blur`, `scaleEffect`, `rotationEffect`, `brightness`, `saturation`: accepted without effect.
struct OpacityModifier: ViewModifier, EnvironmentWriter, PrimitiveModifier {
    let opacity: Double
    func write(into environment: inout EnvironmentValues) {
        environment.drawingOpacity *= opacity.isNaN ? 1 : min(max(opacity, 0), 1)
    }
    static func makeNode(graph: ViewGraph) -> ViewNode { EnvironmentWriterNode<Self>(graph: graph) }
}

extension View {
    /// Draws the view with an opacity (0 hides it; colours are blended in a terminal).
    public func opacity(_ opacity: Double) -> some View { modifier(OpacityModifier(opacity: opacity)) }

    /// Clips the view to rounded corners (a terminal clips to the bounds).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { clipped() }

    /// Clips the view to a shape (a terminal clips to the bounds).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { clipped() }

    /// A shadow (not drawn in a terminal).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        self
    }

    /// A blur (not drawn in a terminal).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

    /// Scales the drawing (not drawn in a terminal; layout is unchanged as in SwiftUI).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the drawing (not drawn in a terminal).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the drawing (not drawn in a terminal).
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }

    /// Rotates the drawing (not drawn in a terminal).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// Adjusts brightness (not drawn in a terminal).
    public func brightness(_ amount: Double) -> some View { self }

    /// Defines the content shape for hit testing (accepted; a click hits a control's whole frame anyway).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Adjusts saturation (not drawn in a terminal).
    public func saturation(_ amount: Double) -> some View { self }

    /// Animates changes (a terminal applies changes at once).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates changes (a terminal applies changes at once).
    public func animation(_ animation: Animation?) -> some View { self }

    /// A transition (a terminal applies changes at once).
    public func transition(_ transition: AnyTransition) -> some View { self }
}

/// A transition, accepted and not drawn.
public struct AnyTransition: Sendable {
    /// Opacity.
    public static let opacity = AnyTransition()
    /// Slide.
    public static let slide = AnyTransition()
    /// Scale.
    public static let scale = AnyTransition()
    /// Identity.
    public static let identity = AnyTransition()
    /// Move from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Combines transitions.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

import Foundation

/// Visual effects (DESIGN.md §3.5): `opacity` multiplies the opacity of the colours drawn (`opacity(0)` hides);
/// `cornerRadius` and `clipShape` clip to the bounds and keep the shape as an ``Effect/clip(_:)``; `shadow`,
/// `blur`, `scaleEffect`, `rotationEffect`, `brightness` and `saturation` leave layout alone and are kept in the
/// display list as ``Effect``s around the view's drawing, for the backend to draw or ignore (the terminal ignores
/// them).
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

    /// Clips the view to rounded corners (a backend that cannot round them clips to the bounds).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(DrawingEffectModifier(effect: .clip(RoundedRectangle(cornerRadius: radius))))
    }

    /// Clips the view to a shape (a backend that cannot clip to the shape clips to the bounds).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(DrawingEffectModifier(effect: .clip(shape)))
    }

    /// Draws a shadow of the view, offset by `x` and `y` (layout is unchanged).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(DrawingEffectModifier(effect: .shadow(color, radius: radius, offset: CGSize(width: x, height: y))))
    }

    /// Blurs the view's drawing (layout is unchanged).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(DrawingEffectModifier(effect: .blur(radius)))
    }

    /// Scales the drawing about an anchor (layout is unchanged, as in SwiftUI).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the drawing about an anchor, by a factor per axis.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(DrawingEffectModifier(effect: .scale(scale, anchor)))
    }

    /// Scales the drawing about an anchor, by a factor per axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing about an anchor (layout is unchanged).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(DrawingEffectModifier(effect: .rotation(angle, anchor)))
    }

    /// Brightens (positive) or darkens (negative) the drawing.
    public func brightness(_ amount: Double) -> some View { modifier(DrawingEffectModifier(effect: .brightness(amount))) }

    /// Scales the drawing's saturation (0 grey, 1 unchanged).
    public func saturation(_ amount: Double) -> some View { modifier(DrawingEffectModifier(effect: .saturation(amount))) }

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

/// A visual effect as user code asked for it, resolved against the view's frame when drawn.
enum DrawingEffect: Sendable {
    case clip(any Shape)
    case shadow(Color, radius: CGFloat, offset: CGSize)
    case blur(CGFloat)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case brightness(Double)
    case saturation(Double)

    /// The effect on a view drawn in `frame`, in global coordinates; nil when it changes nothing or its values
    /// are not numbers (a NaN or infinite radius, factor or angle).
    func resolved(in frame: CGRect, _ environment: EnvironmentValues) -> Effect? {
        func finite(_ values: CGFloat...) -> Bool { values.allSatisfy(\.isFinite) }
        func point(_ anchor: UnitPoint) -> CGPoint? {
            guard finite(anchor.x, anchor.y) else { return nil }
            return CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        }
        switch self {
        case .clip(let shape):
            return .clip(shape.path(in: frame))
        case .shadow(let color, let radius, let offset):
            guard finite(radius, offset.width, offset.height), let resolved = color.resolvedColor(in: environment) else { return nil }
            return .shadow(color: resolved, radius: max(radius, 0), offset: offset)
        case .blur(let radius):
            return finite(radius) && radius > 0 ? .blur(radius: radius) : nil
        case .scale(let factors, let anchor):
            guard finite(factors.width, factors.height), factors != CGSize(width: 1, height: 1), let anchor = point(anchor) else { return nil }
            return .scale(factors, anchor: anchor)
        case .rotation(let angle, let anchor):
            guard angle.radians.isFinite, angle.radians != 0, let anchor = point(anchor) else { return nil }
            return .rotation(radians: angle.radians, anchor: anchor)
        case .brightness(let amount):
            return amount.isFinite && amount != 0 ? .brightness(min(max(amount, -1), 1)) : nil
        case .saturation(let amount):
            return amount.isFinite && amount != 1 ? .saturation(max(amount, 0)) : nil
        }
    }
}

/// Draws its view with a visual effect; layout passes through unchanged. A clip also clips to the bounds.
struct DrawingEffectModifier: UnaryLayoutModifier {
    let effect: DrawingEffect
    var layout: any Layout { PassthroughLayout() }
    var drawingEffect: DrawingEffect? { effect }
    var clipsToBounds: Bool {
        if case .clip = effect { return true }
        return false
    }
}

import Foundation

/// Visual effects (DESIGN.md §3.5): `opacity` multiplies the opacity of the colours drawn (`opacity(0)` hides);
/// `cornerRadius` and `clipShape` clip to the bounds and keep the shape as an ``Effect/clip(_:)``; `shadow`,
/// `blur`, `scaleEffect`, `rotationEffect`, `blendMode` and the colour effects (`brightness`, `contrast`,
/// `saturation`, `grayscale`, `hueRotation`, `colorMultiply`, `colorInvert`, `luminanceToAlpha`) leave layout
/// alone and are kept in the display list as ``Effect``s around the view's drawing, for the backend to draw or
/// ignore (the terminal applies the colour effects to the colours it draws and ignores the others).
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

    /// Scales the drawing's contrast about mid-grey (0 grey, 1 unchanged, negative inverted).
    public func contrast(_ amount: Double) -> some View { modifier(DrawingEffectModifier(effect: .color(.contrast(amount)))) }

    /// Turns the drawing grey by an amount (0 unchanged, 1 fully grey).
    public func grayscale(_ amount: Double) -> some View { modifier(DrawingEffectModifier(effect: .color(.grayscale(amount)))) }

    /// Rotates the hues of the drawing's colours by an angle.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(DrawingEffectModifier(effect: .color(.hueRotation(angle.radians))))
    }

    /// Multiplies the drawing's colours by a colour.
    public func colorMultiply(_ color: Color) -> some View { modifier(DrawingEffectModifier(effect: .multiply(color))) }

    /// Inverts the drawing's colours.
    public func colorInvert() -> some View { modifier(DrawingEffectModifier(effect: .color(.invert))) }

    /// Makes the drawing's luminance its opacity, over black.
    public func luminanceToAlpha() -> some View { modifier(DrawingEffectModifier(effect: .color(.luminanceToAlpha))) }

    /// Blends the drawing with what is beneath it in a mode (a terminal draws it normally).
    public func blendMode(_ blendMode: BlendMode) -> some View { modifier(DrawingEffectModifier(effect: .blendMode(blendMode))) }

    /// Composites the view's drawing as one layer before effects further out apply (no visible difference in a
    /// terminal, which composites cell by cell).
    public func compositingGroup() -> some View { self }

    /// Renders the view off-screen before showing it (no visible difference in Kumiko).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// Rotates the drawing in three dimensions about an axis. Kumiko draws in two dimensions: the view is drawn
    /// unrotated (said once on stderr).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        if angle.radians != 0 {
            Diagnostics.warnOnce("rotation3DEffect",
                "rotation3DEffect(_:axis:): a terminal draws in two dimensions; the view is drawn unrotated.")
        }
        return self
    }
}

/// How a drawing blends with what is beneath it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Drawn over what is beneath.
    case normal
    /// Multiplied.
    case multiply
    /// Screened.
    case screen
    /// Overlaid.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// The difference.
    case difference
    /// Exclusion.
    case exclusion
    /// The drawing's hue.
    case hue
    /// The drawing's saturation.
    case saturation
    /// The drawing's hue and saturation.
    case color
    /// The drawing's luminosity.
    case luminosity
    /// Drawn only where something is beneath.
    case sourceAtop
    /// Drawn beneath what is there.
    case destinationOver
    /// Cuts the drawing out of what is beneath.
    case destinationOut
    /// Added, darkening.
    case plusDarker
    /// Added, lightening.
    case plusLighter
}

/// The colour precision of an off-screen drawing, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
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
    case color(ColorEffect)
    case multiply(Color)
    case blendMode(BlendMode)
    case transition(insertion: [TransitionMotion], removal: [TransitionMotion], covered: [TransitionMotion]? = nil)
    /// `flipsForRightToLeftLayoutDirection(_:)`: mirrored about the centre when enabled in a right-to-left
    /// environment.
    case flippedRightToLeft(Bool)

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
        case .color(let effect):
            return effect.changesColors ? .color(effect) : nil
        case .multiply(let color):
            guard let resolved = color.resolved(in: environment) else { return nil }
            return .color(.multiply(resolved))
        case .blendMode(let mode):
            return mode == .normal ? nil : .blendMode(mode)
        case .transition(let insertion, let removal, let covered):
            return .transition(TransitionDrawing(insertion: insertion, removal: removal, frame: frame, coveredRemoval: covered))
        case .flippedRightToLeft(let enabled):
            guard enabled, environment.isRightToLeft else { return nil }
            return .scale(CGSize(width: -1, height: 1), anchor: CGPoint(x: frame.midX, y: frame.midY))
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

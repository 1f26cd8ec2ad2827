import Foundation

/// A visual effect user code asked for (`shadow`, `blur`, `scaleEffect`, `rotationEffect`, `clipShape`,
/// `cornerRadius`, `mask`, `blendMode`, and the colour effects), kept in the display list for backends that can
/// draw it: everything drawn between a `beginEffect` and its `endEffect` has it. A backend that cannot draw an
/// effect ignores it (the terminal applies the colour effects to the colours of its cells and ignores the others,
/// clipping a clipped or masked view to its bounds); core never drops one.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public enum Effect: Sendable {
    /// Clips to a shape's outline, in global coordinates (drawn inside the view's bounds, which are clipped too).
    case clip(Path)
    /// A shadow of the drawing: its colour, blur radius and offset in points.
    case shadow(color: ResolvedColor, radius: CGFloat, offset: CGSize)
    /// A Gaussian blur of the drawing, its radius in points.
    case blur(radius: CGFloat)
    /// Scales the drawing by factors about an anchor point in global coordinates (layout is unchanged).
    case scale(CGSize, anchor: CGPoint)
    /// Rotates the drawing clockwise by an angle in radians about an anchor point in global coordinates.
    case rotation(radians: Double, anchor: CGPoint)
    /// Brightens (positive) or darkens (negative) the drawing, −1…1.
    case brightness(Double)
    /// Scales the drawing's saturation (0 grey, 1 unchanged).
    case saturation(Double)
    /// Changes the drawing's colours (`contrast`, `grayscale`, `hueRotation`, `colorMultiply`, `colorInvert`,
    /// `luminanceToAlpha`).
    case color(ColorEffect)
    /// Blends the drawing with what is beneath it.
    case blendMode(BlendMode)
    /// Shows the drawing only where the mask's drawing (in global coordinates) is opaque.
    case mask(DisplayList)
    /// Comes and goes with a transition (in a list that describes transitions, ``DisplayList/describesTransitions``):
    /// nothing to draw while the view is shown.
    case transition(TransitionDrawing)
}

/// A change of the colours of a drawing, with the arithmetic that makes it (the W3C Filter Effects formulas),
/// which a backend drawing colours one by one applies to each.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public enum ColorEffect: Hashable, Sendable {
    /// Scales the contrast about mid-grey: (c − ½) × amount + ½.
    case contrast(Double)
    /// Moves each colour towards its luminance grey by an amount, 0…1.
    case grayscale(Double)
    /// Rotates hues by an angle in radians.
    case hueRotation(Double)
    /// Multiplies each component, opacity included, by a colour's.
    case multiply(ResolvedColor)
    /// Inverts red, green and blue.
    case invert
    /// Black with the colour's luminance as its opacity.
    case luminanceToAlpha

    /// Whether the effect changes anything (and its numbers are numbers).
    var changesColors: Bool {
        switch self {
        case .contrast(let amount): amount.isFinite && amount != 1
        case .grayscale(let amount): amount.isFinite && amount > 0
        case .hueRotation(let radians): radians.isFinite && radians.remainder(dividingBy: 2 * .pi) != 0
        case .multiply: true
        case .invert, .luminanceToAlpha: true
        }
    }

    /// `color` with the effect applied; components are clamped to 0…1.
    public func apply(to color: ResolvedColor) -> ResolvedColor {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        let (r, g, b, a) = (color.red, color.green, color.blue, color.opacity)
        func matrix(_ m: [Double]) -> ResolvedColor {
            ResolvedColor(red: clamp(m[0] * r + m[1] * g + m[2] * b), green: clamp(m[3] * r + m[4] * g + m[5] * b),
                          blue: clamp(m[6] * r + m[7] * g + m[8] * b), opacity: a)
        }
        switch self {
        case .contrast(let amount):
            return ResolvedColor(red: clamp((r - 0.5) * amount + 0.5), green: clamp((g - 0.5) * amount + 0.5),
                                 blue: clamp((b - 0.5) * amount + 0.5), opacity: a)
        case .grayscale(let amount):
            let s = 1 - min(max(amount, 0), 1)
            return matrix([0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s,
                           0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s,
                           0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s])
        case .hueRotation(let radians):
            let (c, s) = (cos(radians), sin(radians))
            return matrix([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
                           0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
                           0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072])
        case .multiply(let other):
            return ResolvedColor(red: clamp(r * other.red), green: clamp(g * other.green), blue: clamp(b * other.blue),
                                 opacity: clamp(a * other.opacity))
        case .invert:
            return ResolvedColor(red: 1 - clamp(r), green: 1 - clamp(g), blue: 1 - clamp(b), opacity: a)
        case .luminanceToAlpha:
            return ResolvedColor(red: 0, green: 0, blue: 0, opacity: clamp(0.2125 * r + 0.7154 * g + 0.0721 * b) * a)
        }
    }
}

extension Effect {
    /// `color` as the effect changes it; nil when the effect does not change colours (a shadow, a clip).
    /// Brightness adds to each component and saturation scales the distance from the luminance grey, as SwiftUI's
    /// `brightness(_:)` and `saturation(_:)` do.
    public func transformingColor(_ color: ResolvedColor) -> ResolvedColor? {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        switch self {
        case .color(let effect):
            return effect.apply(to: color)
        case .brightness(let amount):
            return ResolvedColor(red: clamp(color.red + amount), green: clamp(color.green + amount),
                                 blue: clamp(color.blue + amount), opacity: color.opacity)
        case .saturation(let amount):
            let s = max(amount, 0)
            let (r, g, b) = (color.red, color.green, color.blue)
            return ResolvedColor(
                red: clamp((0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b),
                green: clamp((0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b),
                blue: clamp((0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b),
                opacity: color.opacity)
        default:
            return nil
        }
    }
}

extension DisplayList {
    /// Draws what `draw` appends with `effect`, unless the effect is nil (it changes nothing).
    package mutating func withEffect(_ effect: Effect?, _ draw: (inout DisplayList) -> Void) {
        guard let effect else { return draw(&self) }
        if case .transition = effect, !describesTransitions { return draw(&self) }
        append(.beginEffect(effect))
        draw(&self)
        append(.endEffect)
    }
}

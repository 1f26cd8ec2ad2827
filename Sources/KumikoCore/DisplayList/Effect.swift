import Foundation

/// A visual effect user code asked for (`shadow`, `blur`, `scaleEffect`, `rotationEffect`, `clipShape`,
/// `cornerRadius`, `brightness`, `saturation`), kept in the display list for backends that can draw it:
/// everything drawn between a `beginEffect` and its `endEffect` has it. A backend that cannot draw an effect
/// ignores it (the terminal ignores them all, and clips a clipped view to its bounds); core never drops one.
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
}

extension DisplayList {
    /// Draws what `draw` appends with `effect`, unless the effect is nil (it changes nothing).
    package mutating func withEffect(_ effect: Effect?, _ draw: (inout DisplayList) -> Void) {
        guard let effect else { return draw(&self) }
        append(.beginEffect(effect))
        draw(&self)
        append(.endEffect)
    }
}

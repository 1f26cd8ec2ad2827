import Foundation

/// A colour or pattern to fill or stroke with, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// Internal: a style core knows how to draw. Every built-in style is one; a style of the app's own draws as the
/// default foreground.
package protocol ResolvableShapeStyle: ShapeStyle {
    /// The colour the style draws as; nil for the default foreground.
    func resolvedShapeColor(in environment: EnvironmentValues) -> ResolvedColor?
}

extension ShapeStyle {
    /// The colour the style draws as; nil for the default foreground (and for styles core does not know).
    package func resolvedColor(in environment: EnvironmentValues) -> ResolvedColor? {
        (self as? any ResolvableShapeStyle)?.resolvedShapeColor(in: environment)
    }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    /// The colour itself (the accent colour as the tint in effect).
    package func resolvedShapeColor(in environment: EnvironmentValues) -> ResolvedColor? { resolved(in: environment) }
}

extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { .red }
    /// Orange.
    public static var orange: Color { .orange }
    /// Yellow.
    public static var yellow: Color { .yellow }
    /// Green.
    public static var green: Color { .green }
    /// Mint.
    public static var mint: Color { .mint }
    /// Teal.
    public static var teal: Color { .teal }
    /// Cyan.
    public static var cyan: Color { .cyan }
    /// Blue.
    public static var blue: Color { .blue }
    /// Indigo.
    public static var indigo: Color { .indigo }
    /// Purple.
    public static var purple: Color { .purple }
    /// Pink.
    public static var pink: Color { .pink }
    /// Brown.
    public static var brown: Color { .brown }
    /// White.
    public static var white: Color { .white }
    /// Grey.
    public static var gray: Color { .gray }
    /// Black.
    public static var black: Color { .black }
    /// Clear.
    public static var clear: Color { .clear }
}

/// The levels of foreground content, as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    /// The first level: the default foreground.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The level's colour: the default foreground, then greys.
    package func resolvedShapeColor(in environment: EnvironmentValues) -> ResolvedColor? {
        switch level {
        case 0: return environment.foregroundStyleColor
        case 1: return ResolvedColor(red: 0.557, green: 0.557, blue: 0.576)
        case 2: return ResolvedColor(red: 0.4, green: 0.4, blue: 0.42)
        default: return ResolvedColor(red: 0.3, green: 0.3, blue: 0.32)
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The default foreground.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// Secondary content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// Tertiary content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// Quaternary content.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The current foreground style, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// Creates the style.
    public init() {}
    /// The environment's foreground colour.
    package func resolvedShapeColor(in environment: EnvironmentValues) -> ResolvedColor? { environment.foregroundStyleColor }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The accent tint, as SwiftUI's `TintShapeStyle`: the tint set around the view (`tint(_:)`), else the accent
/// colour.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// Creates the style.
    public init() {}
    /// The tint in effect.
    package func resolvedShapeColor(in environment: EnvironmentValues) -> ResolvedColor? {
        Color.accentColor.resolved(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The accent tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Material backgrounds, drawn as translucent greys.
public struct Material: ShapeStyle, ResolvableShapeStyle {
    let white: Double
    /// Ultra-thin material.
    public static let ultraThinMaterial = Material(white: 0.12)
    /// Thin material.
    public static let thinMaterial = Material(white: 0.14)
    /// Regular material.
    public static let regularMaterial = Material(white: 0.17)
    /// Thick material.
    public static let thickMaterial = Material(white: 0.2)
    /// Bar material.
    public static let bar = Material(white: 0.15)
    /// A grey.
    package func resolvedShapeColor(in environment: EnvironmentValues) -> ResolvedColor? {
        ResolvedColor(red: white, green: white, blue: white)
    }
}

extension ShapeStyle where Self == Material {
    /// Ultra-thin material.
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// Thin material.
    public static var thinMaterial: Material { .thinMaterial }
    /// Regular material.
    public static var regularMaterial: Material { .regularMaterial }
    /// Thick material.
    public static var thickMaterial: Material { .thickMaterial }
    /// Bar material.
    public static var bar: Material { .bar }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let style: any ShapeStyle
    /// Wraps a style.
    public init<S: ShapeStyle>(_ style: S) { self.style = style }
    /// The wrapped style's colour.
    package func resolvedShapeColor(in environment: EnvironmentValues) -> ResolvedColor? { style.resolvedColor(in: environment) }
}

import Foundation

/// Variants of symbol images (filled, in a circle, slashed…), as SwiftUI's `SymbolVariants`. The environment keeps
/// them (`symbolVariant(_:)`); a terminal draws the symbol as named.
public struct SymbolVariants: Hashable, Sendable {
    private let names: [String]
    /// No variant.
    public static let none = SymbolVariants(names: [])
    /// In a circle.
    public static let circle = SymbolVariants(names: ["circle"])
    /// In a square.
    public static let square = SymbolVariants(names: ["square"])
    /// In a rectangle.
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    /// Filled.
    public static let fill = SymbolVariants(names: ["fill"])
    /// Slashed.
    public static let slash = SymbolVariants(names: ["slash"])

    private func adding(_ name: String) -> SymbolVariants {
        SymbolVariants(names: names.contains(name) ? names : names + [name])
    }
    /// These variants, in a circle.
    public var circle: SymbolVariants { adding("circle") }
    /// These variants, in a square.
    public var square: SymbolVariants { adding("square") }
    /// These variants, in a rectangle.
    public var rectangle: SymbolVariants { adding("rectangle") }
    /// These variants, filled.
    public var fill: SymbolVariants { adding("fill") }
    /// These variants, slashed.
    public var slash: SymbolVariants { adding("slash") }
    /// Whether these variants include `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool { other.names.allSatisfy(names.contains) }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The relative size of symbol images (a terminal draws symbols one size).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// How symbol images use colour (nil: each symbol's default).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    /// The variants of symbol images.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Sets the relative size of the symbol images inside (a terminal draws symbols one size).
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

    /// Sets how the symbol images inside use colour (a terminal draws each in the foreground colour).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }

    /// Sets the variant of the symbol images inside (kept in the environment; a terminal draws symbols as named).
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
}

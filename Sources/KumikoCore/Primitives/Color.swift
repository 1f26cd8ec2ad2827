import Foundation

/// A colour, as SwiftUI's `Color`. As a view it fills the space it is offered.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// What the colour is, resolved against the environment at draw time.
    enum Storage: Hashable, Sendable {
        case rgba(Double, Double, Double, Double)
        /// The terminal's own foreground (primary) colour.
        case primary
        /// Secondary text: a grey.
        case secondary
        /// The accent colour.
        case accent
        indirect case opacity(Storage, Double)
        /// Two colours mixed, a fraction of the way from the first to the second.
        indirect case mix(Storage, Storage, Double)
    }
    let storage: Storage
    /// A readable name, for descriptions.
    private let name: String

    init(_ storage: Storage, name: String) {
        self.storage = storage
        self.name = name
    }

    /// Creates a colour from RGB components (0…1) and an opacity.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.rgba(red, green, blue, opacity), name: "rgb(\(red), \(green), \(blue))")
    }

    /// Creates a colour in a colour space (all spaces are treated as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Creates a grey.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a colour from hue, saturation and brightness (0…1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - floor(hue)) * 6, i = Int(h) % 6, f = h - floor(h)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// Creates a colour from a UIKit colour (`Color(UIColor.systemBackground)`, `Color(.secondarySystemBackground)`).
    public init(_ color: UIColor) {
        self = color.color
    }

    /// Creates a colour from a UIKit colour.
    public init(uiColor: UIColor) { self.init(uiColor) }
    /// Creates a colour from an AppKit colour.
    public init(nsColor: NSColor) { self.init(nsColor) }

    /// A colour from the app's asset catalogue. Linux has no asset catalogues: the colour is the accent colour
    /// (what SwiftUI shows for an asset colour it cannot find is undefined), with a diagnostic once per name.
    public init(_ name: String, bundle: Bundle? = nil) {
        Diagnostics.warnOnce("Color.asset.\(name)",
            "Color(\"\(name)\"): there is no asset catalogue on this platform; the accent colour is used instead.")
        self.init(.accent, name: name)
    }

    /// The colour with its opacity multiplied.
    public func opacity(_ opacity: Double) -> Color {
        Color(.opacity(storage, opacity), name: "\(name) opacity \(opacity)")
    }

    /// A gradient based on this colour (drawn as the colour itself where a platform draws one colour per area).
    public var gradient: AnyGradient { AnyGradient(color: self) }

    /// This colour mixed with `other`: `fraction` of the way from this colour to `other` (0 this colour, 1 the
    /// other; clamped, a fraction that is not a number is 0.5). Mixed in sRGB whatever `colorSpace` says.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let fraction = fraction.isNaN ? 0.5 : min(max(fraction, 0), 1)
        return Color(.mix(storage, other.storage, fraction), name: "\(name) mixed with \(other.name) by \(fraction)")
    }

    /// The colour's name.
    public var description: String { name }

    /// Red.
    public static let red = Color(.rgba(1, 0.231, 0.188, 1), name: "red")
    /// Orange.
    public static let orange = Color(.rgba(1, 0.584, 0, 1), name: "orange")
    /// Yellow.
    public static let yellow = Color(.rgba(1, 0.8, 0, 1), name: "yellow")
    /// Green.
    public static let green = Color(.rgba(0.204, 0.78, 0.349, 1), name: "green")
    /// Mint.
    public static let mint = Color(.rgba(0, 0.78, 0.745, 1), name: "mint")
    /// Teal.
    public static let teal = Color(.rgba(0.188, 0.69, 0.78, 1), name: "teal")
    /// Cyan.
    public static let cyan = Color(.rgba(0.196, 0.678, 0.902, 1), name: "cyan")
    /// Blue.
    public static let blue = Color(.rgba(0, 0.478, 1, 1), name: "blue")
    /// Indigo.
    public static let indigo = Color(.rgba(0.345, 0.337, 0.839, 1), name: "indigo")
    /// Purple.
    public static let purple = Color(.rgba(0.686, 0.322, 0.871, 1), name: "purple")
    /// Pink.
    public static let pink = Color(.rgba(1, 0.176, 0.333, 1), name: "pink")
    /// Brown.
    public static let brown = Color(.rgba(0.635, 0.518, 0.369, 1), name: "brown")
    /// White.
    public static let white = Color(.rgba(1, 1, 1, 1), name: "white")
    /// Grey.
    public static let gray = Color(.rgba(0.557, 0.557, 0.576, 1), name: "gray")
    /// Black.
    public static let black = Color(.rgba(0, 0, 0, 1), name: "black")
    /// Fully transparent.
    public static let clear = Color(.rgba(0, 0, 0, 0), name: "clear")
    /// The terminal's default foreground colour.
    public static let primary = Color(.primary, name: "primary")
    /// Secondary content: grey.
    public static let secondary = Color(.secondary, name: "secondary")
    /// The accent colour.
    public static let accentColor = Color(.accent, name: "accentColor")

    /// The colour for drawing with the standard accent colour; nil means the backend's default foreground.
    package func resolved() -> ResolvedColor? {
        Color.resolve(storage, accent: Self.standardAccent)
    }

    /// The colour for drawing in an environment: `accentColor` is the tint set around the view
    /// (`tint(_:)`, `accentColor(_:)`), else the standard accent colour; nil means the backend's default foreground.
    package func resolved(in environment: EnvironmentValues) -> ResolvedColor? {
        Color.resolve(storage, accent: environment.accentColor)
    }

    /// iOS's system blue, the accent colour when no tint is set.
    static let standardAccent = ResolvedColor(red: 0, green: 0.478, blue: 1)

    private static func resolve(_ storage: Storage, accent: ResolvedColor?) -> ResolvedColor? {
        switch storage {
        case let .rgba(r, g, b, a):
            func clean(_ value: Double) -> Double { value.isNaN ? 0 : value }
            return ResolvedColor(red: clean(r), green: clean(g), blue: clean(b), opacity: a.isNaN ? 1 : min(max(a, 0), 1))
        case .primary: return nil
        case .secondary: return ResolvedColor(red: 0.557, green: 0.557, blue: 0.576)
        case .accent: return accent
        case let .opacity(inner, factor):
            return (resolve(inner, accent: accent) ?? ResolvedColor(red: 1, green: 1, blue: 1))
                .multiplyingOpacity(factor.isNaN ? 1 : min(max(factor, 0), 1))
        case let .mix(first, second, fraction):
            let a = resolve(first, accent: accent) ?? ResolvedColor(red: 1, green: 1, blue: 1)
            let b = resolve(second, accent: accent) ?? ResolvedColor(red: 1, green: 1, blue: 1)
            return ResolvedColor(red: a.red + (b.red - a.red) * fraction, green: a.green + (b.green - a.green) * fraction,
                                 blue: a.blue + (b.blue - a.blue) * fraction,
                                 opacity: a.opacity + (b.opacity - a.opacity) * fraction)
        }
    }

    /// Colour spaces for the component initialisers.
    public enum RGBColorSpace: Sendable {
        /// sRGB.
        case sRGB
        /// Linear sRGB.
        case sRGBLinear
        /// Display P3.
        case displayP3
    }
}


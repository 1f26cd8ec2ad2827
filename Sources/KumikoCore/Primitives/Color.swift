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

    /// Creates a colour from a platform colour (`Color(.systemBackground)`).
    public init(_ platformColor: PlatformColor) {
        self = platformColor.color
    }

    /// Creates a colour from a platform colour.
    public init(uiColor: PlatformColor) { self.init(uiColor) }
    /// Creates a colour from a platform colour.
    public init(nsColor: PlatformColor) { self.init(nsColor) }

    /// A named asset colour; Kumiko has no asset catalogues, so it is the accent colour (with a diagnostic).
    public init(_ name: String, bundle: Bundle? = nil) {
        Diagnostics.warnOnce("Color.asset.\(name)", "Color(\"\(name)\"): asset colours are not available; using the accent colour.")
        self.init(.accent, name: name)
    }

    /// The colour with its opacity multiplied.
    public func opacity(_ opacity: Double) -> Color {
        Color(.opacity(storage, opacity), name: "\(name) opacity \(opacity)")
    }

    /// A gradient based on this colour (drawn as the colour itself in a terminal).
    public var gradient: AnyGradient { AnyGradient(color: self) }

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

    /// Resolves the colour for drawing; nil means the backend's default foreground.
    package func resolved() -> ResolvedColor? {
        Color.resolve(storage)
    }

    private static func resolve(_ storage: Storage) -> ResolvedColor? {
        switch storage {
        case let .rgba(r, g, b, a): return ResolvedColor(red: r, green: g, blue: b, opacity: a)
        case .primary: return nil
        case .secondary: return ResolvedColor(red: 0.557, green: 0.557, blue: 0.576)
        case .accent: return ResolvedColor(red: 0, green: 0.478, blue: 1)
        case let .opacity(inner, factor):
            return (resolve(inner) ?? ResolvedColor(red: 1, green: 1, blue: 1)).multiplyingOpacity(factor)
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

/// A platform colour, for `Color(.systemBackground)`-style code (UIKit's and AppKit's semantic colours).
public struct PlatformColor: Sendable {
    let color: Color
    /// The system background: the terminal's own background (clear).
    public static let systemBackground = PlatformColor(color: .clear)
    /// A secondary background: a dark grey.
    public static let secondarySystemBackground = PlatformColor(color: Color(white: 0.17))
    /// A tertiary background.
    public static let tertiarySystemBackground = PlatformColor(color: Color(white: 0.23))
    /// The grouped background.
    public static let systemGroupedBackground = PlatformColor(color: .clear)
    /// The secondary grouped background.
    public static let secondarySystemGroupedBackground = PlatformColor(color: Color(white: 0.17))
    /// Primary text.
    public static let label = PlatformColor(color: .primary)
    /// Secondary text.
    public static let secondaryLabel = PlatformColor(color: .secondary)
    /// Tertiary text.
    public static let tertiaryLabel = PlatformColor(color: Color(white: 0.4))
    /// Separators.
    public static let separator = PlatformColor(color: Color(white: 0.33))
    /// System grey.
    public static let systemGray = PlatformColor(color: .gray)
    /// System grey 2.
    public static let systemGray2 = PlatformColor(color: Color(white: 0.39))
    /// System grey 3.
    public static let systemGray3 = PlatformColor(color: Color(white: 0.28))
    /// System grey 4.
    public static let systemGray4 = PlatformColor(color: Color(white: 0.23))
    /// System grey 5.
    public static let systemGray5 = PlatformColor(color: Color(white: 0.17))
    /// System grey 6.
    public static let systemGray6 = PlatformColor(color: Color(white: 0.11))
    /// System blue.
    public static let systemBlue = PlatformColor(color: .blue)
    /// System red.
    public static let systemRed = PlatformColor(color: .red)
    /// System green.
    public static let systemGreen = PlatformColor(color: .green)
    /// System orange.
    public static let systemOrange = PlatformColor(color: .orange)
    /// System yellow.
    public static let systemYellow = PlatformColor(color: .yellow)
    /// The window background (AppKit).
    public static let windowBackgroundColor = PlatformColor(color: .clear)
    /// Control background (AppKit).
    public static let controlBackgroundColor = PlatformColor(color: Color(white: 0.17))
}

/// UIKit's name for platform colours, so `Color(UIColor.systemBackground)` compiles.
public typealias UIColor = PlatformColor
/// AppKit's name for platform colours.
public typealias NSColor = PlatformColor

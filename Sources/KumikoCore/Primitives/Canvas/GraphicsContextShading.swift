import Foundation

extension GraphicsContext {
    /// A colour or pattern to fill, stroke or draw text with, as SwiftUI's `GraphicsContext.Shading`. A platform
    /// that draws one colour per area (a terminal's cells) draws a gradient as its colour halfway along it.
    public struct Shading {
        enum Kind {
            case foreground
            case backdrop
            case style(any ShapeStyle)
            case gradient(Gradient)
            case palette([Shading])
        }

        let kind: Kind

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// What is already drawn beneath (drawn as the foreground style by Kumiko).
        public static var backdrop: Shading { Shading(kind: .backdrop) }

        /// Several shadings, for layers of a multicolour symbol (the first is used).
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }

        /// A colour from components in a colour space.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(white: white, opacity: opacity))
        }

        /// A shape style (a colour, a gradient, `.tint`, `.secondary`…).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// A linear gradient between two points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient))
        }

        /// A radial gradient around a centre.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient))
        }

        /// An angular gradient around a centre.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient))
        }

        /// Whether this is the foreground style (text then keeps each run's own colour).
        var isForeground: Bool {
            if case .foreground = kind { return true }
            return false
        }

        /// The colour drawn; nil for the environment's foreground.
        func resolvedColor(in environment: EnvironmentValues) -> ResolvedColor? {
            switch kind {
            case .foreground, .backdrop: nil
            case .style(let style): style.resolvedColor(in: environment)
            case .gradient(let gradient): gradient.representativeColor(in: environment)
            case .palette(let shadings): shadings.first?.resolvedColor(in: environment)
            }
        }
    }

    /// Options for gradient shadings, as SwiftUI's `GraphicsContext.GradientOptions`.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt32
        /// Creates options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient beyond its end.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// Repeats the gradient mirrored.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// Interpolates in linear colour.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }
}

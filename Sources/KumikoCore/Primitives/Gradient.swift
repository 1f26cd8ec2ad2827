import Foundation

/// Colour stops along a gradient, as SwiftUI's `Gradient`.
///
/// A platform that draws one colour per area (a terminal's cells) draws a gradient as its nearest solid colour:
/// the colour halfway along it (`representativeColor(in:)`), the stops blended there.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location (0…1) along a gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// The location, 0 at the start and 1 at the end.
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The colour space a gradient's colours are blended in, as SwiftUI's `Gradient.ColorSpace`.
    public struct ColorSpace: Hashable, Sendable {
        private let name: String
        /// The device's colour space.
        public static let device = ColorSpace(name: "device")
        /// A perceptual colour space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient of stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient of colours spread evenly from start to end.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / last) }
    }

    /// The colour at `location` along the gradient: the two stops around it blended (a stop whose location is not
    /// a number counts as 0); nil for the default foreground when the gradient has no stops.
    func color(at location: CGFloat, in environment: EnvironmentValues) -> ResolvedColor? {
        let sorted = stops.map { (color: $0.color, location: $0.location.isFinite ? $0.location : 0) }
            .sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return nil }
        func resolved(_ color: Color) -> ResolvedColor {
            color.resolved(in: environment) ?? environment.foregroundStyleColor ?? ResolvedColor(red: 1, green: 1, blue: 1)
        }
        if location <= first.location { return resolved(first.color) }
        if location >= last.location { return resolved(last.color) }
        let index = sorted.firstIndex { $0.location > location } ?? sorted.count - 1
        let (lower, upper) = (sorted[index - 1], sorted[index])
        let span = upper.location - lower.location
        let t = span > 0 ? Double((location - lower.location) / span) : 1
        let (a, b) = (resolved(lower.color), resolved(upper.color))
        return ResolvedColor(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                             blue: a.blue + (b.blue - a.blue) * t, opacity: a.opacity + (b.opacity - a.opacity) * t)
    }

    /// The gradient, blended in a colour space (drawn the same where a platform draws one colour per area).
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }

    /// The gradient's nearest solid colour: its colour halfway along.
    func representativeColor(in environment: EnvironmentValues) -> ResolvedColor? { color(at: 0.5, in: environment) }
}

/// A gradient derived from one colour (`Color.gradient`), as SwiftUI's `AnyGradient`: drawn as the colour.
public struct AnyGradient: ShapeStyle, Hashable, ResolvableShapeStyle {
    let gradient: Gradient
    /// A gradient from stops (drawn as its nearest solid colour).
    public init(_ gradient: Gradient) { self.gradient = gradient }
    init(color: Color) { gradient = Gradient(colors: [color]) }
    /// The gradient's colour halfway along.
    package func resolvedShapeColor(in environment: EnvironmentValues) -> ResolvedColor? {
        gradient.representativeColor(in: environment)
    }

    /// The gradient, blended in a colour space (drawn the same where a platform draws one colour per area).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}

/// A gradient style: one mechanism for all of them, which draw their nearest solid colour where a platform draws
/// one colour per area.
protocol GradientShapeStyle: ResolvableShapeStyle {
    var gradient: Gradient { get }
}

extension GradientShapeStyle {
    /// The gradient's colour halfway along.
    package func resolvedShapeColor(in environment: EnvironmentValues) -> ResolvedColor? {
        gradient.representativeColor(in: environment)
    }
}

/// A linear gradient, as SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle, GradientShapeStyle {
    let gradient: Gradient
    /// The start point, in unit coordinates.
    let startPoint: UnitPoint
    /// The end point, in unit coordinates.
    let endPoint: UnitPoint
    /// A gradient from a start point to an end point.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// A gradient of colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A gradient of stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A radial gradient, as SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, GradientShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    /// A gradient from a start radius to an end radius around a centre.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// A gradient of colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// An angular (conic) gradient, as SwiftUI's `AngularGradient`.
public struct AngularGradient: ShapeStyle, GradientShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    /// A gradient around a centre from a start angle to an end angle.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    /// A gradient of colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn around a centre, starting at an angle.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    /// A full turn of colours.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// A full turn of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

/// An elliptical gradient, as SwiftUI's `EllipticalGradient`.
public struct EllipticalGradient: ShapeStyle, GradientShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat
    /// A gradient from a start to an end fraction of the ellipse filling the view.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// A gradient of colours.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    /// A gradient of stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
}

extension LinearGradient: View {
    /// A gradient view fills its space.
    public var body: some View { Rectangle().fill(self) }
}

extension RadialGradient: View {
    /// A gradient view fills its space.
    public var body: some View { Rectangle().fill(self) }
}

extension AngularGradient: View {
    /// A gradient view fills its space.
    public var body: some View { Rectangle().fill(self) }
}

extension EllipticalGradient: View {
    /// A gradient view fills its space.
    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of stops.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient: a full turn.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A conic gradient of colours.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// A conic gradient of stops.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of colours.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of stops.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}

import Foundation

/// A `Double` is animatable data: animations interpolate it directly.
extension Double: VectorArithmetic, Animatable {
    /// Scales the value.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
    /// The value itself.
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

/// A `Float` is animatable data: animations interpolate it directly.
extension Float: VectorArithmetic, Animatable {
    /// Scales the value.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
    /// The value itself.
    public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

#if !canImport(CoreGraphics)
/// A `CGFloat` is animatable data: animations interpolate it directly.
extension CGFloat: VectorArithmetic, Animatable {
    /// Scales the value.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
    /// The value itself.
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}
#endif

/// A pair of animatable values, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second
    /// Creates a pair.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// Zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// The sum.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// The difference.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A point animates its coordinates.
extension CGPoint: Animatable {
    /// The coordinates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

/// A size animates its dimensions.
extension CGSize: Animatable {
    /// The dimensions.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

/// A rectangle animates its origin and size.
extension CGRect: Animatable {
    /// The origin and size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { self = .radians(newValue) }
    }
}

/// A view modifier whose animatable data is animated, as SwiftUI's deprecated `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}

import Foundation

/// An animation of a symbol image, as SwiftUI's (the Symbols framework's) `SymbolEffect`. A terminal draws symbols
/// still: `symbolEffect(_:options:isActive:)` and `symbolEffect(_:options:value:)` compile and say once on stderr
/// that the symbol is shown without its effect.
public protocol SymbolEffect: Hashable, Sendable {}
/// A symbol effect that runs for as long as it is active.
public protocol IndefiniteSymbolEffect {}
/// A symbol effect that runs once each time a value changes.
public protocol DiscreteSymbolEffect {}
/// A symbol effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// A symbol effect that replaces one symbol by another.
public protocol ContentTransitionSymbolEffect {}

/// The variants a symbol effect was given (`.up`, `.byLayer`, …), for equality.
struct SymbolEffectVariants: Hashable, Sendable {
    var names: [String] = []
    func adding(_ name: String) -> SymbolEffectVariants { SymbolEffectVariants(names: names + [name]) }
}

/// A symbol effect value with variants.
protocol VariedSymbolEffect {
    var variants: SymbolEffectVariants { get set }
}

extension VariedSymbolEffect {
    func with(_ name: String) -> Self {
        var copy = self
        copy.variants = variants.adding(name)
        return copy
    }
}

/// Bounces the symbol.
public struct BounceSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariedSymbolEffect {
    var variants = SymbolEffectVariants()
    /// Bounces upwards.
    public var up: BounceSymbolEffect { with("up") }
    /// Bounces downwards.
    public var down: BounceSymbolEffect { with("down") }
    /// Bounces each layer of the symbol in turn.
    public var byLayer: BounceSymbolEffect { with("byLayer") }
    /// Bounces the symbol as a whole.
    public var wholeSymbol: BounceSymbolEffect { with("wholeSymbol") }
}

/// Fades the symbol's opacity in and out.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariedSymbolEffect {
    var variants = SymbolEffectVariants()
    /// Pulses each layer in turn.
    public var byLayer: PulseSymbolEffect { with("byLayer") }
    /// Pulses the symbol as a whole.
    public var wholeSymbol: PulseSymbolEffect { with("wholeSymbol") }
}

/// Colours the symbol's variable layers in turn.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariedSymbolEffect {
    var variants = SymbolEffectVariants()
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { with("iterative") }
    /// Layers stay coloured once reached.
    public var cumulative: VariableColorSymbolEffect { with("cumulative") }
    /// Runs back after each pass.
    public var reversing: VariableColorSymbolEffect { with("reversing") }
    /// Does not run back.
    public var nonReversing: VariableColorSymbolEffect { with("nonReversing") }
    /// Inactive layers are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { with("hideInactiveLayers") }
    /// Inactive layers are dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { with("dimInactiveLayers") }
}

/// Scales the symbol.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, VariedSymbolEffect {
    var variants = SymbolEffectVariants()
    /// Scales up.
    public var up: ScaleSymbolEffect { with("up") }
    /// Scales down.
    public var down: ScaleSymbolEffect { with("down") }
    /// Each layer in turn.
    public var byLayer: ScaleSymbolEffect { with("byLayer") }
    /// The symbol as a whole.
    public var wholeSymbol: ScaleSymbolEffect { with("wholeSymbol") }
}

/// Makes the symbol appear.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, VariedSymbolEffect {
    var variants = SymbolEffectVariants()
    /// Scales up as it appears.
    public var up: AppearSymbolEffect { with("up") }
    /// Scales down as it appears.
    public var down: AppearSymbolEffect { with("down") }
    /// Each layer in turn.
    public var byLayer: AppearSymbolEffect { with("byLayer") }
    /// The symbol as a whole.
    public var wholeSymbol: AppearSymbolEffect { with("wholeSymbol") }
}

/// Makes the symbol disappear.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, VariedSymbolEffect {
    var variants = SymbolEffectVariants()
    /// Scales up as it disappears.
    public var up: DisappearSymbolEffect { with("up") }
    /// Scales down as it disappears.
    public var down: DisappearSymbolEffect { with("down") }
    /// Each layer in turn.
    public var byLayer: DisappearSymbolEffect { with("byLayer") }
    /// The symbol as a whole.
    public var wholeSymbol: DisappearSymbolEffect { with("wholeSymbol") }
}

/// Replaces one symbol by another.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, VariedSymbolEffect {
    var variants = SymbolEffectVariants()
    /// The old symbol scales down, the new one up.
    public var downUp: ReplaceSymbolEffect { with("downUp") }
    /// Both scale up.
    public var upUp: ReplaceSymbolEffect { with("upUp") }
    /// The old symbol goes at once, the new one scales up.
    public var offUp: ReplaceSymbolEffect { with("offUp") }
    /// Each layer in turn.
    public var byLayer: ReplaceSymbolEffect { with("byLayer") }
    /// The symbol as a whole.
    public var wholeSymbol: ReplaceSymbolEffect { with("wholeSymbol") }
}

/// Wiggles the symbol.
public struct WiggleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariedSymbolEffect {
    var variants = SymbolEffectVariants()
    /// Each layer in turn.
    public var byLayer: WiggleSymbolEffect { with("byLayer") }
    /// The symbol as a whole.
    public var wholeSymbol: WiggleSymbolEffect { with("wholeSymbol") }
}

/// Makes the symbol breathe.
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariedSymbolEffect {
    var variants = SymbolEffectVariants()
    /// Each layer in turn.
    public var byLayer: BreatheSymbolEffect { with("byLayer") }
    /// The symbol as a whole.
    public var wholeSymbol: BreatheSymbolEffect { with("wholeSymbol") }
}

/// Rotates the symbol.
public struct RotateSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariedSymbolEffect {
    var variants = SymbolEffectVariants()
    /// Clockwise.
    public var clockwise: RotateSymbolEffect { with("clockwise") }
    /// Counter-clockwise.
    public var counterClockwise: RotateSymbolEffect { with("counterClockwise") }
    /// Each layer in turn.
    public var byLayer: RotateSymbolEffect { with("byLayer") }
    /// The symbol as a whole.
    public var wholeSymbol: RotateSymbolEffect { with("wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Bounces the symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// Pulses the symbol.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Colours the symbol's variable layers in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Scales the symbol.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// Makes the symbol appear.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Makes the symbol disappear.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replaces one symbol by another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Wiggles the symbol.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Makes the symbol breathe.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// Rotates the symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// How a symbol effect runs, as SwiftUI's `SymbolEffectOptions`: repeated or not, at a speed.
public struct SymbolEffectOptions: Hashable, Sendable {
    private var repetitions: Int?
    private var repeats: Bool?
    private var speedFactor: Double = 1

    /// The effect's own default.
    public static let `default` = SymbolEffectOptions()
    /// Repeats the effect.
    public static let repeating = SymbolEffectOptions(repeats: true)
    /// Runs the effect once.
    public static let nonRepeating = SymbolEffectOptions(repeats: false)
    /// Repeats the effect a number of times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    /// Runs the effect at a speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    /// These options, repeating.
    public var repeating: SymbolEffectOptions {
        var copy = self
        copy.repeats = true
        return copy
    }
    /// These options, not repeating.
    public var nonRepeating: SymbolEffectOptions {
        var copy = self
        copy.repeats = false
        return copy
    }
    /// These options, repeating a number of times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.repeats = true
        copy.repetitions = count
        return copy
    }
    /// These options at a speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedFactor *= speed
        return copy
    }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether symbol effects below are removed (`symbolEffectsRemoved(_:)`).
    public var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

extension View {
    /// Runs a symbol effect on the symbols in this view while `isActive`. A terminal draws the symbols still (said
    /// once on stderr).
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        if isActive { Self.warnSymbolEffect() }
        return self
    }

    /// Runs a symbol effect on the symbols in this view each time `value` changes. A terminal draws the symbols
    /// still (said once on stderr).
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        Self.warnSymbolEffect()
        return self
    }

    /// Removes the symbol effects of the symbols in this view (or not).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }

    private static func warnSymbolEffect() {
        Diagnostics.warnOnce("symbolEffect", "symbolEffect(_:): a terminal does not animate symbols; they are drawn still.")
    }
}

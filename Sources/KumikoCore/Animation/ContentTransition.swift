import Foundation

/// How a view's content changes from one value to the next, as SwiftUI's `ContentTransition` (a counter rolling
/// its digits, a symbol replaced by another). A terminal shows the new content at once.
public struct ContentTransition: Hashable, Sendable {
    private let name: String

    /// The content changes with no transition.
    public static let identity = ContentTransition(name: "identity")
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// The content's glyphs are interpolated.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// The content is replaced by a symbol effect.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")

    /// Digits roll up or down (`countsDown`) as a number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(countsDown)" : "numericText")
    }

    /// Digits roll in the direction the number `value` changes.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText(value)") }

    /// The content is replaced by a symbol effect, with options.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        symbolEffect
    }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

extension EnvironmentValues {
    /// How content below changes from one value to the next (set with `contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content below changes from one value to the next. A terminal shows the new content at once.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

/// The context of a state change, as SwiftUI's `Transaction`. Kumiko draws no animations; the type exists so
/// that code passing transactions compiles and behaves (changes apply at once).
public struct Transaction {
    /// The animation requested for the change (not drawn).
    public var animation: Animation?
    /// Whether animations of child views are disabled.
    public var disablesAnimations = false
    /// Creates an empty transaction.
    public init() {}
    /// Creates a transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}

/// An animation description, as SwiftUI's `Animation`. Accepted everywhere SwiftUI takes one; a terminal
/// applies changes at once.
public struct Animation: Equatable, Sendable {
    private let name: String
    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// A linear animation.
    public static let linear = Animation(name: "linear")
    /// An ease-in-out animation.
    public static let easeInOut = Animation(name: "easeInOut")
    /// An ease-in animation.
    public static let easeIn = Animation(name: "easeIn")
    /// An ease-out animation.
    public static let easeOut = Animation(name: "easeOut")
    /// A spring animation.
    public static let spring = Animation(name: "spring")
    /// A linear animation of a duration.
    public static func linear(duration: Double) -> Animation { Animation(name: "linear") }
    /// An ease-in-out animation of a duration.
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut") }
    /// A spring animation.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring")
    }
}

/// Runs `body` as one change (animations are not drawn), returning its result.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with a transaction (animations are not drawn), returning its result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

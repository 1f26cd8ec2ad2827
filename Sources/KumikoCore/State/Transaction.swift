/// The context of a state change, as SwiftUI's `Transaction`: the animation it asks for and the completions to run
/// when it is done. Kumiko applies every change at once (a terminal shows end states), so a transaction's
/// completions run as soon as `withTransaction` has applied its change.
public struct Transaction {
    /// The animation requested for the change (not drawn).
    public var animation: Animation?
    /// Whether animations of child views are disabled.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous = false
    /// Whether velocity is tracked for the animations of the change.
    public var tracksVelocity = false
    /// The completions added with ``addAnimationCompletion(criteria:_:)``, in order.
    var completions: [() -> Void] = []

    /// Creates an empty transaction.
    public init() {}
    /// Creates a transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }

    /// Adds a completion to run when the transaction's animations are complete: in Kumiko, right after the
    /// change is applied.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(completion)
    }
}

/// Runs `body` with a transaction (its animation is not drawn), then the transaction's completions; returns the
/// body's result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let result = try body()
    for completion in transaction.completions { completion() }
    return result
}

/// Runs `body` with a transaction whose property at `keyPath` is `value`, returning the body's result.
@MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

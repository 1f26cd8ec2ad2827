/// The context of a state change, as SwiftUI's `Transaction`: the animation it asks for and the completions to run
/// when it is done. A backend that draws animations (the browser) plays the animation of the frame the change makes,
/// and the completions run once it has played; a terminal shows end states, so there they run as soon as
/// `withTransaction` has applied its change.
public struct Transaction {
    /// The animation requested for the change.
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

    /// Adds a completion to run when the transaction's animations are complete: after the animation's duration
    /// where it plays, right after the change is applied where it does not (a terminal).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(completion)
    }
}

/// Runs `body` with a transaction: the state changes it makes are shown with the transaction's animation (where
/// the backend draws animations); then the transaction's completions run, once the animation has played (at once
/// where nothing plays). Returns the body's result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let (result, animates) = try TransactionScope.run(transaction, body)
    let completions = transaction.completions
    guard !completions.isEmpty else { return result }
    if animates, let animation = transaction.playedAnimation, let seconds = animation.completionDelay {
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            for completion in completions { completion() }
        }
    } else {
        for completion in completions { completion() }
    }
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

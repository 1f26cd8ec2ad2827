/// When an animation counts as complete, for the completion of ``withAnimation(_:completionCriteria:_:completion:)``,
/// as SwiftUI's `AnimationCompletionCriteria`. Kumiko counts both at the end of the animation where it plays (the
/// browser), and as soon as the change is applied where it does not (a terminal).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String
    /// Complete when the animation has logically finished (it may still be settling).
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// Complete when the animation is entirely removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` as one change with an animation and returns its result: a backend that draws animations (the
/// browser) animates the frame the change makes; a terminal shows its end state at once.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
     try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` as one change with an animation, then `completion`, and returns the body's result. Where the
/// animation plays (the browser), `completion` runs on the main actor once it has; where it does not (a terminal
/// shows end states), right after `body`, with the new state in place, so a change it makes is shown in the same
/// frame.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

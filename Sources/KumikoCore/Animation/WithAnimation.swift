/// When an animation counts as complete, for the completion of ``withAnimation(_:completionCriteria:_:completion:)``,
/// as SwiftUI's `AnimationCompletionCriteria`. Kumiko applies changes at once, so both criteria are met as soon as
/// the change is applied.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String
    /// Complete when the animation has logically finished (it may still be settling).
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// Complete when the animation is entirely removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` as one change with an animation and returns its result. Kumiko shows the end state of the change at
/// once; nothing is drawn in between.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    Animation.noteEndState(of: animation, in: "withAnimation")
    return try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` as one change with an animation, then `completion`, and returns the body's result. The change is
/// applied at once (a terminal shows end states), so `completion` runs right after `body`, with the new state in
/// place; a change it makes is shown in the same frame.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    Animation.noteEndState(of: animation, in: "withAnimation")
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The transaction a change is being made in now: `withTransaction` and `withAnimation` make theirs current while
/// their body runs (nested ones inside, the outer one back afterwards, also when the body throws), so that the one
/// place state writes reach a graph (``InvalidationInbox/post(_:)``) knows which animation the change asks for.
///
/// A thread-local, as ``DependencyTracking``: set around a synchronous body on the main actor, so a write made on
/// another thread (a background task) is never taken for part of it, and a `Task` started in the body does not
/// inherit it (as in SwiftUI, where a transaction ends with its body).
final class TransactionScope {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The transaction.
    let transaction: Transaction
    /// Whether a change made in the scope went to a graph that draws animations (so the animation plays, and the
    /// completions wait for it).
    private(set) var reachedAnimatingGraph = false

    private init(_ transaction: Transaction) { self.transaction = transaction }

    /// The scope of the change being made on this thread, if any.
    static var current: TransactionScope? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<TransactionScope>.fromOpaque(raw).takeUnretainedValue()
    }

    /// The animation a change made now asks for (nil outside any transaction, for a transaction without one or
    /// with animations disabled), noting whether the graph it goes to draws animations.
    static func animationOfChange(toGraphDrawingAnimations drawsAnimations: Bool) -> Animation? {
        guard let scope = current else { return nil }
        return scope.animation(toGraphDrawingAnimations: drawsAnimations)
    }

    private func animation(toGraphDrawingAnimations drawsAnimations: Bool) -> Animation? {
        guard let animation = transaction.playedAnimation else { return nil }
        if drawsAnimations { reachedAnimatingGraph = true }
        return animation
    }

    /// Runs `body` with `transaction` as the current one; returns the body's result and whether a change it made
    /// reached a graph that draws animations.
    static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
        -> (result: Result, animates: Bool) {
        let scope = TransactionScope(transaction)
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(scope).toOpaque())
        defer {
            pthread_setspecific(key, previous)
            // A change an inner transaction animated in a drawing graph also plays for the outer one.
            if scope.reachedAnimatingGraph, let previous {
                Unmanaged<TransactionScope>.fromOpaque(previous).takeUnretainedValue().reachedAnimatingGraph = true
            }
        }
        let result = try withExtendedLifetime(scope) { try body() }
        return (result, scope.reachedAnimatingGraph && transaction.playedAnimation != nil)
    }
}

extension Transaction {
    /// The animation the transaction's changes play: none when animations are disabled.
    var playedAnimation: Animation? { disablesAnimations ? nil : animation }
}

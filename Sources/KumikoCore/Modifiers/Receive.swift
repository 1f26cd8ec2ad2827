import Foundation
import KumikoCombine

/// The modifier behind `onReceive(_:perform:)`.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    static func makeNode(graph: ViewGraph) -> ViewNode { ReceiveNode<P>(graph: graph) }
}

/// Subscribes to the publisher while the view is in the graph (again when the view gives another publisher)
/// and runs the view's latest action with each value, on the thread that publishes it, as SwiftUI does (a timer
/// on `RunLoop.main` publishes on the main thread; state writes are safe from any thread).
@MainActor
final class ReceiveNode<P: Publisher>: ModifierNode<ReceiveModifier<P>> where P.Failure == Never {
    private var subscription: AnyCancellable?
    private let latestAction = LatestAction<P.Output>()

    override func didMount() {
        latestAction.set(modifier.action)
        subscribe()
    }

    override func evaluate() {
        latestAction.set(modifier.action)
        if let previous = previousModifier, !ViewComparison.isSame(previous.publisher, modifier.publisher) { subscribe() }
        super.evaluate()
    }

    override func willUnmount() {
        latestAction.set(nil)
        subscription?.cancel()
        subscription = nil
    }

    private func subscribe() {
        subscription?.cancel()
        let action = latestAction
        subscription = modifier.publisher.sink { value in action.run(value) }
    }
}

/// The action a subscription runs: the view's latest, read under a lock from the publishing thread; nil once
/// the view has left the graph.
private final class LatestAction<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var action: ((Output) -> Void)?

    func set(_ action: ((Output) -> Void)?) {
        lock.lock()
        self.action = action
        lock.unlock()
    }

    func run(_ value: Output) {
        lock.lock()
        let action = self.action
        lock.unlock()
        action?(value)
    }
}

extension View {
    /// Runs `action` with each value `publisher` emits while the view is in the hierarchy, on the thread that
    /// publishes the value (use `receive(on:)` to move it).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

import Foundation

/// The modifier behind `onAppear`/`onDisappear`.
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    static func makeNode(graph: ViewGraph) -> ViewNode { AppearanceNode(graph: graph) }
}

/// Runs appearance actions when it enters the graph and disappearance actions when it leaves.
@MainActor
final class AppearanceNode: ModifierNode<AppearanceModifier> {
    override func didMount() {
        if let action = modifier.onAppear { graph.enqueue(action) }
    }

    override func willUnmount() {
        if let action = modifier.onDisappear { graph.enqueue(action) }
    }
}

/// The modifier behind `onChange(of:)`.
struct ChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    let value: V
    let initial: Bool
    let action: (V, V) -> Void
    static func makeNode(graph: ViewGraph) -> ViewNode { ChangeNode<V>(graph: graph) }
}

/// Compares the observed value on each update and queues the action when it changed.
@MainActor
final class ChangeNode<V: Equatable>: ModifierNode<ChangeModifier<V>> {
    override func evaluate() {
        if let previous = previousModifier, previous.value != modifier.value {
            let (old, new, action) = (previous.value, modifier.value, modifier.action)
            graph.enqueue { action(old, new) }
        }
        super.evaluate()
    }

    override func didMount() {
        if modifier.initial {
            let (value, action) = (modifier.value, modifier.action)
            graph.enqueue { action(value, value) }
        }
    }
}

/// The modifier behind `task`.
struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void
    static func makeNode(graph: ViewGraph) -> ViewNode { TaskNode<ID>(graph: graph) }
}

/// Starts its task when it appears, restarts it when the id changes, cancels it when it leaves.
@MainActor
final class TaskNode<ID: Equatable>: ModifierNode<TaskModifier<ID>> {
    private var task: Task<Void, Never>?

    override func didMount() { start() }

    override func evaluate() {
        if let previous = previousModifier, previous.id != modifier.id { start() }
        super.evaluate()
    }

    override func willUnmount() {
        task?.cancel()
        task = nil
    }

    private func start() {
        task?.cancel()
        let (action, priority) = (modifier.action, modifier.priority)
        graph.enqueue { [weak self] in
            guard let self, self.isMounted else { return }
            // The action runs on its own isolation (the main actor for a closure written in a body).
            self.task = Task(priority: priority) { await action() }
        }
    }
}

extension View {
    /// Runs an action when the view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs an action when the view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }

    /// Runs an action with the old and new values when a value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs an action when a value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs an action with the new value when a value changes (deprecated form).
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    /// Starts an async task when the view appears; it is cancelled when the view disappears. The action runs
    /// on the actor it was written on (the main actor in a view's body).
    ///
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - action: The work.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Starts an async task when the view appears; when `id` changes, the running task is cancelled and a new one
    /// started; the task is cancelled when the view disappears.
    ///
    /// - Parameters:
    ///   - value: The value whose changes restart the task.
    ///   - priority: The task's priority.
    ///   - action: The work.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}

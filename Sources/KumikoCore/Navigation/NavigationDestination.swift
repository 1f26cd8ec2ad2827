/// The modifier behind `navigationDestination(for:destination:)`: registers a destination for a value type
/// with the enclosing stack while it is in the graph.
struct NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    let type: Any.Type
    let make: (AnyHashable) -> any View
    static func makeNode(graph: ViewGraph) -> ViewNode { NavigationDestinationNode(graph: graph) }
}

/// Keeps its destination registered with the stack.
@MainActor
final class NavigationDestinationNode: ModifierNode<NavigationDestinationModifier> {
    override func evaluate() {
        environment.navigationContext?.register(modifier.type, owner: ObjectIdentifier(self), make: modifier.make)
        super.evaluate()
    }

    override func willUnmount() {
        environment.navigationContext?.unregister(owner: ObjectIdentifier(self))
    }
}

/// The modifier behind `navigationDestination(isPresented:)` and `navigationDestination(item:)`: pushes its
/// destination while the binding says so, and resets the binding when the screen is popped.
struct PresentedDestinationModifier: ViewModifier, PrimitiveModifier {
    /// The destination to show now, if any.
    let destination: () -> (any View)?
    /// Resets the binding (the screen was popped).
    let reset: () -> Void
    static func makeNode(graph: ViewGraph) -> ViewNode { PresentedDestinationNode(graph: graph) }
}

/// Pushes a view when its binding turns on; pops it when the binding turns off.
@MainActor
final class PresentedDestinationNode: ModifierNode<PresentedDestinationModifier> {
    private var isShowing = false

    override func evaluate() {
        super.evaluate()
        let destination = trackingReads { modifier.destination() }
        guard let context = environment.navigationContext else { return }
        if let destination, !isShowing {
            isShowing = true
            let reset = modifier.reset
            graph.enqueue { context.push(view: DestinationScreen(content: AnyView(erasing: destination), onPop: reset)) }
        } else if destination == nil, isShowing {
            isShowing = false
            graph.enqueue { context.pop() }
        }
    }
}

/// A pushed screen that reports when it leaves the stack.
struct DestinationScreen: View {
    let content: AnyView
    let onPop: () -> Void
    var body: some View { content.onDisappear(perform: onPop) }
}

extension View {
    /// Shows values of type `D` pushed on the enclosing stack with `destination`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(type: D.self) { value in
            guard let typed = value.base as? D else { return EmptyView() }
            return destination(typed)
        })
    }

    /// Pushes `destination` while `isPresented` is true; popping it sets `isPresented` to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return modifier(PresentedDestinationModifier(destination: { isPresented.wrappedValue ? view : nil },
                                                     reset: { if isPresented.wrappedValue { isPresented.wrappedValue = false } }))
    }

    /// Pushes the destination for `item` while it is not nil; popping it sets `item` to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(PresentedDestinationModifier(destination: { item.wrappedValue.map(destination) },
                                              reset: { if item.wrappedValue != nil { item.wrappedValue = nil } }))
    }
}

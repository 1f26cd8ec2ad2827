/// A property wrapper for a value owned by a view, kept by the view's identity in the graph.
///
/// Reading it in `body` makes the view depend on it; writing a new value re-evaluates exactly the views that
/// read it. Before the view is in a graph the initial value is returned and writes are ignored (with a
/// diagnostic), as in SwiftUI.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private var box: StateBox<Value>?

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// Creates state with an initial value.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set {
            guard let box else {
                Diagnostics.warnOnce("State.notInstalled", "Modifying state outside of a view in a graph has no effect.")
                return
            }
            box.value = newValue
        }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initialValue) }
        return Binding(location: BindingLocation(box), get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: PropertyComparable {
    /// The same storage (none, as a parent creates it) is the same state: as in SwiftUI, a different initial
    /// value from the parent is ignored once the view has state, so it does not re-run the body.
    func isSameProperty(as other: State) -> Bool { box === other.box }
}

extension State: InstallableProperty {
    static func install(at pointer: UnsafeMutableRawPointer, host: PropertyHost, slot: Int) {
        let state = pointer.assumingMemoryBound(to: State.self)
        state.pointee.box = StateBox.installed(in: host, slot: slot, initialValue: state.pointee.initialValue)
    }
}

extension State: Sendable where Value: Sendable {}

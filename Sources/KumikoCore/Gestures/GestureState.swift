/// A property wrapper type that updates a property while the user performs a gesture and resets the property
/// back to its initial state when the gesture ends, as SwiftUI's `GestureState`.
///
/// Pass its projected value (`$state`) to a gesture's ``Gesture/updating(_:body:)``: the callback changes it
/// while the gesture goes on, and it returns to its initial value when the gesture ends, whether it succeeded
/// or not. Views that read it are drawn again as it changes, as with ``State``.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    private let reset: (Value, inout Transaction) -> Void
    private var box: StateBox<Value>?

    /// Creates a view state that's derived from a gesture.
    ///
    /// - Parameter wrappedValue: A wrapped value for the gesture state property.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    ///
    /// - Parameter initialValue: An initial value for the gesture state property.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a transaction to reset
    /// it.
    ///
    /// - Parameters:
    ///   - wrappedValue: A wrapped value for the gesture state property.
    ///   - resetTransaction: A transaction that provides metadata for view updates.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a transaction to reset
    /// it.
    ///
    /// - Parameters:
    ///   - initialValue: An initial state value.
    ///   - resetTransaction: A transaction that provides metadata for view updates.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a closure that
    /// provides a transaction to reset it.
    ///
    /// - Parameters:
    ///   - wrappedValue: A wrapped value for the gesture state property.
    ///   - reset: A callback that runs when the gesture state resets, with the value before the reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        self.reset = reset
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a closure that
    /// provides a transaction to reset it.
    ///
    /// - Parameters:
    ///   - initialValue: An initial state value.
    ///   - reset: A callback that runs when the gesture state resets, with the value before the reset.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { box?.value ?? initialValue }

    /// A binding to the gesture state property, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> { self }

    /// The value while a gesture changes it (read without making the reader depend on it).
    var current: Value { box?.untrackedValue ?? initialValue }

    /// Sets the value from a gesture's `updating` callback.
    func set(_ value: Value) {
        guard let box else {
            Diagnostics.warnOnce("GestureState.notInstalled", "A @GestureState outside of a view in a graph does not change.")
            return
        }
        box.value = value
    }

    /// Puts the initial value back: the gesture ended.
    func resetToInitialValue() {
        guard let box else { return }
        var transaction = Transaction()
        reset(box.untrackedValue, &transaction)
        box.value = initialValue
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it; its initial value is
    /// nil.
    ///
    /// - Parameter resetTransaction: A transaction that provides metadata for view updates.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a transaction to reset
    /// it; its initial value is nil.
    ///
    /// - Parameter reset: A callback that runs when the gesture state resets.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: PropertyComparable {
    /// The same storage is the same gesture state.
    func isSameProperty(as other: GestureState) -> Bool { box === other.box }
}

extension GestureState: InstallableProperty {
    static func install(at pointer: UnsafeMutableRawPointer, host: PropertyHost, slot: Int) {
        let state = pointer.assumingMemoryBound(to: GestureState.self)
        state.pointee.box = StateBox.installed(in: host, slot: slot, initialValue: state.pointee.initialValue)
    }
}

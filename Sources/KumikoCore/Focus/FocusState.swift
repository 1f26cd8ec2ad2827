/// A property wrapper for where the keyboard focus is, as SwiftUI's `@FocusState`: `Bool` for one view, or an
/// optional `Hashable` naming one of several views (with `focused(_:equals:)`). Setting it moves the focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// The value, kept as `@State` is.
    private let storage: State<Value>

    /// A binding to a focus state, as `$focus` gives it.
    @propertyWrapper
    public struct Binding {
        let binding: KumikoCore.Binding<Value>

        /// The focus state's value.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    // Declared in the type itself, not in extensions: only then does `@FocusState var focus: Bool` (no
    // initial value) count as initialized, as it does in SwiftUI.

    /// Creates a Boolean focus state (false: not focused).
    public init() where Value == Bool { storage = State(wrappedValue: false) }

    /// Creates an optional focus state (nil: no view named here is focused).
    public init<T: Hashable>() where Value == T? { storage = State(wrappedValue: nil) }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the value, for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: Binding { Binding(binding: storage.projectedValue) }

    /// The value meaning "no focus here" (false, or nil), if the type has one.
    static var noFocus: Value? {
        if let bool = Value.self as? Bool.Type { return bool.init(false) as? Value }
        return (Value.self as? any NilRepresentable.Type)?.nilValue as? Value
    }
}

extension FocusState: PropertyComparable {
    func isSameProperty(as other: FocusState) -> Bool { storage.isSameProperty(as: other.storage) }
}

/// Types with a nil value (optionals), found at run time.
private protocol NilRepresentable {
    /// The type's nil.
    static var nilValue: Self { get }
}

extension Optional: NilRepresentable {
    static var nilValue: Wrapped? { nil }
}

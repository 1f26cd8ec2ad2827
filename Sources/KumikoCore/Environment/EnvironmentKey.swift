/// A key for a value in ``EnvironmentValues``, with the value used when no ancestor set one.
public protocol EnvironmentKey {
    /// The type of value the key stores.
    associatedtype Value
    /// The value when none is set.
    static var defaultValue: Value { get }
}

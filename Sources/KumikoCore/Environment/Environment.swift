import Foundation
import Observation

/// A property wrapper that reads a value from the view's environment: a key path into
/// ``EnvironmentValues`` or an `@Observable` object placed with `environment(_:)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// An `@Observable` object, read from the environment by `read`; `key` identifies what is read.
        case object(key: ObjectIdentifier, read: (EnvironmentValues) -> Value)
    }
    private let source: Source
    /// The owning node's environment, as of the latest body evaluation.
    private var values: EnvironmentValues?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Reads an `@Observable` object of the given type; traps with a clear message when none was placed, as
    /// SwiftUI does.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(key: ObjectIdentifier(ObservableObjectKey<Value>.self), read: { environment in
            guard let object = environment[ObservableObjectKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found. Place one with .environment(_:) on an ancestor.")
            }
            return object
        })
    }

    /// Reads an optional `@Observable` object of the given type (nil when none was placed).
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(key: ObjectIdentifier(ObservableObjectKey<T>.self), read: { $0[ObservableObjectKey<T>.self] })
    }

    /// The current value.
    public var wrappedValue: Value {
        let environment = values ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath): return environment[keyPath: keyPath]
        case .object(_, let read): return read(environment)
        }
    }
}

extension Environment: PropertyComparable {
    /// Two environment properties are the same when they read the same thing (the environment they were
    /// installed with is not part of the view's value).
    func isSameProperty(as other: Environment) -> Bool {
        switch (source, other.source) {
        case (.keyPath(let a), .keyPath(let b)): a == b
        case (.object(let a, _), .object(let b, _)): a == b
        default: false
        }
    }
}

extension Environment: InstallableProperty {
    static func install(at pointer: UnsafeMutableRawPointer, host: PropertyHost, slot: Int) {
        pointer.assumingMemoryBound(to: Environment.self).pointee.values = host.environment
    }
}

/// The environment key under which an `@Observable` object of type `T` is stored.
struct ObservableObjectKey<T: AnyObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

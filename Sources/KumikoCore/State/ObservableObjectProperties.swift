import KumikoCombine

/// A node's subscription to an `ObservableObject`'s `objectWillChange`, kept across evaluations while the
/// object stays the same.
@MainActor
final class ObjectSubscription {
    private(set) var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes `host` to `object` (once per object).
    func observe<O: ObservableObject>(_ object: O, host: PropertyHost) where O.ObjectWillChangePublisher.Failure == Never {
        guard self.object !== object else { return }
        self.object = object
        let reference = host.reference
        // Not isolated to the main actor: Swift 5 code publishes from background tasks too (the seed's
        // `fetchData()`); SwiftUI accepts that with a warning, and the reference posts to the graph's inbox
        // from any thread.
        cancellable = object.objectWillChange.sink { @Sendable _ in reference.invalidate() }
        host.cleanup.append { [weak self] in self?.cancellable = nil }
    }
}

/// A property wrapper that re-evaluates the view when an `ObservableObject` it is given publishes a change.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes an object.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes an object.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Produces bindings to an object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding.property(of: object, keyPath)
        }
    }
}

extension ObservedObject: InstallableProperty {
    static func install(at pointer: UnsafeMutableRawPointer, host: PropertyHost, slot: Int) {
        let subscription = host.propertySlots[slot] as? ObjectSubscription ?? ObjectSubscription()
        host.propertySlots[slot] = subscription
        subscription.observe(pointer.assumingMemoryBound(to: ObservedObject.self).pointee.wrappedValue, host: host)
    }
}

/// A property wrapper that creates an `ObservableObject` once per view identity and observes it.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
    private let make: () -> ObjectType
    private var object: ObjectType?

    /// Creates the object lazily, the first time the view enters the graph.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    /// The object (created on first access when the view is not in a graph).
    public var wrappedValue: ObjectType { object ?? make() }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension StateObject: PropertyComparable {
    /// The object is created once per identity, so a new creation closure from the parent (which never
    /// compares equal) does not make the view different.
    func isSameProperty(as other: StateObject) -> Bool { object === other.object }
}

/// Storage of a state object: the object and its subscription.
@MainActor
final class StateObjectStorage {
    let object: AnyObject
    let subscription = ObjectSubscription()
    init(object: AnyObject) { self.object = object }
}

extension StateObject: InstallableProperty {
    static func install(at pointer: UnsafeMutableRawPointer, host: PropertyHost, slot: Int) {
        let property = pointer.assumingMemoryBound(to: StateObject.self)
        let storage = host.propertySlots[slot] as? StateObjectStorage ?? StateObjectStorage(object: property.pointee.make())
        host.propertySlots[slot] = storage
        let object = storage.object as! ObjectType
        property.pointee.object = object
        storage.subscription.observe(object, host: host)
    }
}

/// A property wrapper that reads an `ObservableObject` placed by an ancestor with `environmentObject(_:)`.
/// A missing object stops the program with a clear message, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty
where ObjectType.ObjectWillChangePublisher.Failure == Never {
    private var object: ObjectType?

    /// Reads the object from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    static func install(at pointer: UnsafeMutableRawPointer, host: PropertyHost, slot: Int) {
        let property = pointer.assumingMemoryBound(to: EnvironmentObject.self)
        guard let object = host.environment[EnvironmentObjectKey<ObjectType>.self] else { return }
        property.pointee.object = object
        let subscription = host.propertySlots[slot] as? ObjectSubscription ?? ObjectSubscription()
        host.propertySlots[slot] = subscription
        subscription.observe(object, host: host)
    }
}

/// The environment key of an environment object of type `T`.
struct EnvironmentObjectKey<T: AnyObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

extension View {
    /// Places an `ObservableObject` in the environment for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentClosureModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}

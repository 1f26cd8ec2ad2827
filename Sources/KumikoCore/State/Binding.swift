/// A two-way connection to a value owned elsewhere (``State``, a model), as SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// Where the binding reads and writes, when Kumiko made it (nil for bindings made from closures).
    let location: BindingLocation?
    /// The transaction used for writes through this binding.
    public var transaction = Transaction()

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: nil, get: get, set: set)
    }

    /// Creates a binding to a known location.
    init(location: BindingLocation?, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: location, get: get, set: { value, _ in set(value) })
    }

    /// Creates a binding to a known location whose setter also receives the transaction.
    init(location: BindingLocation?, get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        self.location = location
    }

    /// Creates a binding whose setter also receives the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: nil, get: get, set: set)
    }

    /// Creates a binding from another binding (the `$` projection of a `@Binding` parameter).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The bound value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            // A binding with an animation (``animation(_:)``, ``transaction(_:)``) writes in its transaction, as
            // `withTransaction` would; a plain one leaves the current transaction alone.
            guard transaction.animation != nil || transaction.disablesAnimations else {
                return setter(newValue, transaction)
            }
            let (setter, transaction) = (self.setter, self.transaction)
            _ = TransactionScope.run(transaction) { setter(newValue, transaction) }
        }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            location: location?.appending(keyPath),
            get: { self.getter()[keyPath: keyPath] },
            set: { newValue, transaction in
                var value = self.getter()
                value[keyPath: keyPath] = newValue
                self.setter(value, transaction)
            }
        )
    }

    /// A binding with the given transaction.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// A binding whose writes animate: a backend that draws animations (the browser) shows the change with
    /// `animation`; a terminal shows it at once.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }
}

extension Binding {
    /// Unwraps a binding to an optional, or fails when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(location: base.location?.appending("unwrapped"), get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// Wraps a binding's value in an optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: base.location?.appending("wrapped"), get: { base.wrappedValue },
                  set: { if let value = $0 { base.wrappedValue = value } })
    }
}

extension Binding {
    /// A binding to the property at `keyPath` of `object` (`$model.name` of `@ObservedObject` and `@Bindable`).
    static func property<Root: AnyObject>(of object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Binding {
        Binding(location: BindingLocation(object).appending(keyPath),
                get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Binding: DynamicProperty {}

extension Binding: PropertyComparable {
    /// Bindings to the same location are the same (a parent passing `$state` again does not re-run its child,
    /// which reads the value itself and depends on it); bindings made from closures always differ.
    func isSameProperty(as other: Binding) -> Bool {
        guard let location else { return false }
        return location == other.location
    }
}

/// Where a binding made by Kumiko reads and writes: the storage object (a state's box, an observable object)
/// and the path from it (key paths, element positions).
struct BindingLocation: Hashable {
    /// The storage object (alive while a binding to it is: its closures hold it).
    let root: ObjectIdentifier
    /// The steps from the root.
    private(set) var path: [AnyHashable] = []

    /// The location of `root` itself.
    init(_ root: AnyObject) { self.root = ObjectIdentifier(root) }

    /// The location one step further; nil when the step cannot be told apart from others (not hashable).
    func appending(_ step: Any) -> BindingLocation? {
        guard let hashable = step as? any Hashable else { return nil }
        var location = self
        location.path.append(AnyHashable(hashable))
        return location
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's id.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    /// An iterator over bindings to the elements.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// The binding to each element.
    public typealias Element = Binding<Value.Element>
    /// The collection's indices.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index type.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices
    /// The first index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The past-the-end index.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The collection's indices.
    public var indices: Indices { wrappedValue.indices }
    /// The index after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    /// A binding to the element at `position`.
    ///
    /// A row can outlive its element (the collection shrank before the row was rebuilt): reading then gives
    /// the element as it was when the binding was made, and writing does nothing (with a diagnostic), instead
    /// of trapping on a stale index.
    public subscript(position: Index) -> Binding<Value.Element> {
        let isValid = { (collection: Value) in position >= collection.startIndex && position < collection.endIndex }
        let initial = self.wrappedValue
        let fallback = isValid(initial) ? initial[position] : nil
        return Binding<Value.Element>(
            location: location?.appending(position),
            get: {
                let collection = self.wrappedValue
                if isValid(collection) { return collection[position] }
                guard let fallback else { fatalError("Binding: no element at index \(position) of a collection of \(collection.count)") }
                return fallback
            },
            set: { newValue in
                guard isValid(self.wrappedValue) else {
                    Diagnostics.warnOnce("Binding.staleIndex",
                        "A binding to the element at index \(position) was written after the element was removed; the write is ignored.")
                    return
                }
                self.wrappedValue[position] = newValue
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

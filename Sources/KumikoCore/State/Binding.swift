/// A two-way connection to a value owned elsewhere (``State``, a model), as SwiftUI's `Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction used for writes through this binding.
    public var transaction = Transaction()

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    /// Creates a binding whose setter also receives the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
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
        nonmutating set { setter(newValue, transaction) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
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

    /// A binding whose writes animate (animations are not drawn in a terminal; the write happens at once).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// Unwraps a binding to an optional, or fails when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// Wraps a binding's value in an optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }
}

extension Binding: DynamicProperty {}

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
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

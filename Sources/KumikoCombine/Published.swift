/// A type that publishes a property marked with an attribute.
///
/// Publishing a property with the `@Published` attribute creates a publisher of this type, reached with the
/// `$` operator. The publisher emits the new value in the property's `willSet`, so a subscriber that reads the
/// property sees the old value; an `ObservableObject`'s `objectWillChange` fires first.
///
/// ```swift
/// class Weather: ObservableObject {
///     @Published var temperature: Double
///     init(temperature: Double) { self.temperature = temperature }
/// }
/// let cancellable = weather.$temperature.sink { print("Temperature now: \($0)") }
/// ```
///
/// `@Published` is only available on properties of classes.
@propertyWrapper
public struct Published<Value> {
    private let box: PublishedBox<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The property's value; only reachable through the enclosing class.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property for which this instance exposes a publisher.
    ///
    /// `assign(to: &$property)` reaches the property through it; setting another property's publisher
    /// changes nothing (a property's publisher belongs to it for its whole life).
    public var projectedValue: Publisher {
        mutating get { Publisher(box) }
        set {}
    }

    /// Reads and writes the property of a class instance: writing sends on the object's `objectWillChange`,
    /// then on the property's publisher, then stores the value.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set { object[keyPath: storageKeyPath].box.set(newValue) }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// It publishes the property's current value to each new subscriber, then every new value as the
    /// property is about to change; it never completes.
    public struct Publisher: KumikoCombine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Value
        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        let box: PublishedBox<Value>

        init(_ box: PublishedBox<Value>) { self.box = box }

        /// Attaches the subscriber; it receives the current value first.
        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
            box.attach(subscriber)
        }
    }
}

extension Published: @unchecked Sendable where Value: Sendable {}

/// What `ObjectWillChangeTable` finds in a reflected object: a `@Published` property's storage.
protocol PublishedStorage {
    func installObjectWillChange(_ publisher: ObservableObjectPublisher)
}

extension Published: PublishedStorage {
    func installObjectWillChange(_ publisher: ObservableObjectPublisher) { box.installObjectWillChange(publisher) }
}

/// A `@Published` property's value, its subscribers and its object's `objectWillChange`, shared by the
/// property's storage and its `$` publishers.
final class PublishedBox<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var current: Value
    private var objectWillChange: ObservableObjectPublisher?
    private let subscribers = SubjectCore<Value, Never>(keepsLatest: true)
    /// The assignment (`assign(to: &$property)`) that feeds this property, if any.
    private var feed: AnyCancellable?

    init(_ value: Value) { current = value }

    var value: Value { lock.withLock { current } }

    func installObjectWillChange(_ publisher: ObservableObjectPublisher) {
        lock.withLock { if objectWillChange == nil { objectWillChange = publisher } }
    }

    func set(_ newValue: Value) {
        lock.withLock { objectWillChange }?.send()
        subscribers.send(newValue)
        lock.withLock { current = newValue }
    }

    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
        subscribers.attach(subscriber, initial: value)
    }

    /// Subscribes this property to `upstream`, whose values it takes as if assigned; replaces an earlier
    /// assignment.
    func feed<P: KumikoCombine.Publisher>(from upstream: P) where P.Output == Value, P.Failure == Never {
        let subscription = upstream.sink { [weak self] value in self?.set(value) }
        let previous = lock.withLock {
            let previous = feed
            feed = subscription
            return previous
        }
        previous?.cancel()
    }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked as a publisher.
    ///
    /// The subscription lives as long as the property's object; use it in an `ObservableObject` to drive one
    /// `@Published` property from another publisher. Assigning sends on the object's `objectWillChange`.
    public func assign(to published: inout Published<Output>.Publisher) {
        published.box.feed(from: self)
    }
}

import Observation

/// A property wrapper that makes bindings to the mutable properties of an `@Observable` object, as SwiftUI's
/// `Bindable` (the Observation module has no such type on Linux; this is SwiftUI's).
///
/// ```swift
/// struct BookEditView: View {
///     @Bindable var book: Book
///     var body: some View {
///         TextField("Title", text: $book.title)
///     }
/// }
/// ```
///
/// It also works on a local variable (`@Bindable var book = book` in a `body`) and as a value:
/// `Bindable(book).title` is a `Binding<String>`. Views that read the object's properties update through
/// Observation when a binding writes them.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The object the bindings read and write.
    public var wrappedValue: Value

    /// The wrapper itself, whose members are bindings (`$book.title`).
    public var projectedValue: Bindable<Value> { self }

    /// Wraps an observable object.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper a `$` projection gives (`@Bindable var book: Book` initialised with `$other`).
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding.property(of: wrappedValue, keyPath)
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's id.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: DynamicProperty {}

extension Bindable: Sendable where Value: Sendable {}

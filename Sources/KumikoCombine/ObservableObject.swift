/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits before any of its
/// `@Published` properties changes:
///
/// ```swift
/// class Contact: ObservableObject {
///     @Published var age: Int = 0
/// }
/// let cancellable = contact.objectWillChange.sink { print("\(contact.age) will change") }
/// ```
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed: the same publisher for the object's whole life,
    /// which its `@Published` properties send on.
    public var objectWillChange: ObservableObjectPublisher { ObjectWillChangeTable.shared.publisher(for: self) }
}

/// Each observable object's synthesized `objectWillChange`, made on first access.
///
/// Making one also installs it, once, in every `@Published` property the object stores (found by reflecting
/// the object, its class and superclasses, once per object); from then on a property's setter sends on it
/// directly. A property whose object's publisher was never asked for has nobody to tell, and sends nothing.
/// Entries of objects that are gone are dropped as the table grows.
final class ObjectWillChangeTable: @unchecked Sendable {
    static let shared = ObjectWillChangeTable()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = Lock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pruneAt = 64
    /// How many objects of each class were reflected to install a publisher (read by tests: once per object,
    /// not per access).
    private var installationCounts: [ObjectIdentifier: Int] = [:]

    func installations(of type: AnyObject.Type) -> Int { lock.withLock { installationCounts[ObjectIdentifier(type)] ?? 0 } }

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        let key = ObjectIdentifier(object)
        if let existing = lock.withLock({ entries[key].flatMap { $0.object === object ? $0.publisher : nil } }) {
            return existing
        }
        let made = ObservableObjectPublisher()
        let (publisher, isNew): (ObservableObjectPublisher, Bool) = lock.withLock {
            // Another thread may have made one meanwhile: the first one stored wins.
            if let entry = entries[key], entry.object === object { return (entry.publisher, false) }
            installationCounts[ObjectIdentifier(type(of: object)), default: 0] += 1
            entries[key] = Entry(object: object, publisher: made)
            if entries.count >= pruneAt {
                entries = entries.filter { $0.value.object != nil }
                pruneAt = Swift.max(64, entries.count * 2)
            }
            return (made, true)
        }
        // Only the stored publisher is installed, so the properties and the table always agree.
        if isNew { Self.install(publisher, in: object) }
        return publisher
    }

    /// Hands `publisher` to every `@Published` property stored in `object` that has none yet.
    private static func install(_ publisher: ObservableObjectPublisher, in object: AnyObject) {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                (child.value as? PublishedStorage)?.installObjectWillChange(publisher)
            }
            mirror = current.superclassMirror
        }
    }
}

/// The values a view inherits from its ancestors (font, colour scheme, your own keys), as SwiftUI's
/// `EnvironmentValues`. Extend it with computed properties over ``subscript(_:)`` for your own keys.
///
/// Storage is a persistent list shared between nodes: a write prepends an entry, so comparing entries by
/// identity tells whether a key changed between two environments.
public struct EnvironmentValues: CustomStringConvertible, @unchecked Sendable {
    /// One stored value.
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?
        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    private var head: Entry?

    /// Creates an environment with every key at its default value.
    public init() {}

    /// The value for a key; reading it while a view's body is evaluated makes that view depend on the key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            DependencyTracking.withCurrent { node in _ = node.environmentReads.insert(id) }
            return entry(for: id)?.value as? K.Value ?? K.defaultValue
        }
        set {
            head = Entry(key: ObjectIdentifier(key), value: newValue, next: head)
        }
    }

    /// The newest entry for a key.
    func entry(for key: ObjectIdentifier) -> Entry? {
        var entry = head
        while let current = entry {
            if current.key == key { return current }
            entry = current.next
        }
        return nil
    }

    /// Whether both environments share the same storage (nothing was written in between).
    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    /// Whether any of `keys` has a different entry here than in `old`.
    func differs(from old: EnvironmentValues, in keys: Set<ObjectIdentifier>) -> Bool {
        guard !keys.isEmpty, !isIdentical(to: old) else { return false }
        return keys.contains { entry(for: $0) !== old.entry(for: $0) }
    }

    /// `previous` when it was written over the same base with the same keys and values as `self` (so
    /// readers keep their dependencies), otherwise `self`.
    func reusing(_ previous: EnvironmentValues?, over base: EnvironmentValues) -> EnvironmentValues {
        guard let previous else { return self }
        var mine = head, theirs = previous.head
        while mine !== base.head {
            guard let a = mine, let b = theirs, a.key == b.key, ViewComparison.isSameValue(a.value, b.value) else {
                return self
            }
            mine = a.next
            theirs = b.next
        }
        return theirs === base.head ? previous : self
    }

    /// The types of the values written over `base`, newest first.
    func valueTypes(over base: EnvironmentValues) -> [Any.Type] {
        var types: [Any.Type] = []
        var entry = head
        while let current = entry, current !== base.head {
            types.append(type(of: current.value))
            entry = current.next
        }
        return types
    }

    /// A short description listing the number of stored entries.
    public var description: String {
        var count = 0
        var entry = head
        while let current = entry { count += 1; entry = current.next }
        return "EnvironmentValues(\(count) entries)"
    }
}

extension EnvironmentValues {
    /// This environment's values written over `base`: what `base` holds, with every value set here on top
    /// (a backend's base environment under the environment a user gave a renderer).
    package func layered(over base: EnvironmentValues) -> EnvironmentValues {
        var entries: [Entry] = []
        var entry = head
        while let current = entry {
            entries.append(current)
            entry = current.next
        }
        var result = base
        for current in entries.reversed() {
            result.head = Entry(key: current.key, value: current.value, next: result.head)
        }
        return result
    }
}

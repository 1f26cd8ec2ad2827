import Foundation

/// The values behind the `@AppStorage` or `@SceneStorage` properties of one store, by key: where they are
/// read and written, where they are persisted, and which views read which key.
///
/// - The app's standard store keeps its values in `UserDefaults.standard`, so that
///   `UserDefaults.standard.set(_:forKey:)` and `@AppStorage` with the same key agree, as on Apple's platforms,
///   and persists the keys written through `@AppStorage` in its own file (``StorageLocation``), replaced
///   atomically on every change (``AtomicFile``). That file, not Foundation's own `UserDefaults` file, is what
///   survives a relaunch: on Linux, Foundation writes that one only when `synchronize()` is called, truncating it
///   in place, and silently drops a damaged one. At launch the file's values are put back into
///   `UserDefaults.standard`.
/// - Another `UserDefaults` given as a property's `store` or with `defaultAppStorage(_:)` keeps the values,
///   and Foundation persists them (`synchronize()` after each change).
/// - The scene store (`@SceneStorage`) keeps its values in memory and persists them in its own file.
///
/// Writing a key re-evaluates exactly the views that read that key through any property of the store.
/// A file that cannot be read is reported once on standard error, naming it; the store starts empty (the
/// properties show their defaults) and the next change replaces the file.
package final class PersistentValues: @unchecked Sendable {
    private enum Memory {
        case defaults(UserDefaults)
        case dictionary([String: Any])
    }

    private let lock = NSLock()
    private var memory: Memory
    /// Where the store persists, if it does so itself.
    package let file: AtomicFile?
    /// Whether Foundation persists the `UserDefaults` (a store the app gave).
    private let synchronizesDefaults: Bool
    /// The keys the file holds: those loaded from it and those written since.
    private var persistedKeys: Set<String> = []
    /// A counter per key, read by views that read the key and bumped by writes, so that a write invalidates
    /// exactly those views (through the one state mechanism, ``StateBox``).
    private var versions: [String: StateBox<Int>] = [:]

    /// A store whose values live in `defaults` (persisted to `file` when given, else by `defaults` itself) or,
    /// with no `defaults`, in memory persisted to `file`.
    package init(defaults: UserDefaults?, file: AtomicFile?) {
        memory = defaults.map(Memory.defaults) ?? .dictionary([:])
        self.file = file
        synchronizesDefaults = defaults != nil && file == nil
        load()
    }

    // MARK: Reading and writing

    /// The stored form of `key`'s value (nil when there is none); makes the evaluating view depend on the key.
    package func value(forKey key: String) -> Any? {
        _ = version(of: key).value
        lock.lock()
        defer { lock.unlock() }
        switch memory {
        case .defaults(let defaults): return defaults.object(forKey: key)
        case .dictionary(let values): return values[key]
        }
    }

    /// Stores `value` (a property-list value; nil removes the key), persists the store and re-evaluates the
    /// views that read `key`.
    package func set(_ value: Any?, forKey key: String) {
        lock.lock()
        switch memory {
        case .defaults(let defaults):
            if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
        case .dictionary(var values):
            values[key] = value
            memory = .dictionary(values)
        }
        if value == nil { persistedKeys.remove(key) } else { persistedKeys.insert(key) }
        persist()
        lock.unlock()
        let box = version(of: key)
        box.value = box.value &+ 1
    }

    private func version(of key: String) -> StateBox<Int> {
        lock.lock()
        defer { lock.unlock() }
        if let box = versions[key] { return box }
        let box = StateBox(0)
        versions[key] = box
        return box
    }

    // MARK: Persistence

    /// Reads the file into memory (defaults: into the `UserDefaults`).
    private func load() {
        guard let file else { return }
        let stored: [String: Any]
        switch file.read() {
        case .missing:
            return
        case .unreadable(let reason):
            reportUnreadable(file, reason)
            return
        case .data(let data):
            do {
                guard let dictionary = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
                else { return reportUnreadable(file, "it does not hold a dictionary of values") }
                stored = dictionary
            } catch {
                return reportUnreadable(file, "it is not a property list (\(error.localizedDescription))")
            }
        }
        switch memory {
        case .defaults(let defaults):
            for (key, value) in stored { defaults.set(value, forKey: key) }
        case .dictionary:
            memory = .dictionary(stored)
        }
        persistedKeys = Set(stored.keys)
    }

    private func reportUnreadable(_ file: AtomicFile, _ reason: String) {
        Diagnostics.warnOnce("storage.unreadable.\(file.url.path)",
            "The stored values in \(file.url.path) could not be read: \(reason). The app starts with its defaults; the next change replaces the file.")
    }

    /// Writes the persisted keys to the file (or has Foundation persist the defaults). Called with the lock held.
    private func persist() {
        guard let file else {
            if synchronizesDefaults, case .defaults(let defaults) = memory { defaults.synchronize() }
            return
        }
        var snapshot: [String: Any] = [:]
        for key in persistedKeys {
            switch memory {
            case .defaults(let defaults): snapshot[key] = defaults.object(forKey: key)
            case .dictionary(let values): snapshot[key] = values[key]
            }
        }
        do {
            let data = try PropertyListSerialization.data(fromPropertyList: snapshot, format: .xml, options: 0)
            try file.write(data)
        } catch {
            Diagnostics.warnOnce("storage.write.\(file.url.path)",
                "The stored values could not be saved to \(file.url.path): \(error). Changes stay in memory until a later save succeeds.")
        }
    }

    // MARK: Shared stores

    nonisolated(unsafe) private static var standardStore: PersistentValues?
    nonisolated(unsafe) private static var sceneStore: PersistentValues?
    nonisolated(unsafe) private static var otherStores: [ObjectIdentifier: PersistentValues] = [:]
    private static let sharedLock = NSLock()

    /// The store of `@AppStorage` properties that use `defaults` (nil or `UserDefaults.standard`: the app's
    /// standard store, persisted in its file).
    package static func appStorage(_ defaults: UserDefaults?) -> PersistentValues {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let defaults, defaults !== UserDefaults.standard {
            if let store = otherStores[ObjectIdentifier(defaults)] { return store }
            let store = PersistentValues(defaults: defaults, file: nil)
            otherStores[ObjectIdentifier(defaults)] = store
            return store
        }
        if let standardStore { return standardStore }
        let store = PersistentValues(defaults: .standard, file: AtomicFile(url: StorageLocation.file(for: .appStorage)))
        standardStore = store
        return store
    }

    /// Loads the standard store now, so that the values `@AppStorage` saved are in `UserDefaults.standard`
    /// before the app's own code reads it (an `App`'s `init`, the models it creates); the launcher calls this
    /// before it creates the app. When nothing was saved, nothing is loaded: making `UserDefaults.standard` reads
    /// Foundation's own files (about 2 ms of a terminal app's first frame), so it waits for the first use.
    package static func restoreAppStorage() {
        guard AtomicFile(url: StorageLocation.file(for: .appStorage)).exists else { return }
        _ = appStorage(nil)
    }

    /// The store of `@SceneStorage` properties.
    package static var sceneStorage: PersistentValues {
        sharedLock.lock()
        defer { sharedLock.unlock() }
        if let sceneStore { return sceneStore }
        let store = PersistentValues(defaults: nil, file: AtomicFile(url: StorageLocation.file(for: .sceneStorage)))
        sceneStore = store
        return store
    }

    /// Forgets the standard and scene stores, so the next use loads them again (from a new location).
    static func forgetSharedStores() {
        sharedLock.lock()
        standardStore = nil
        sceneStore = nil
        sharedLock.unlock()
    }
}

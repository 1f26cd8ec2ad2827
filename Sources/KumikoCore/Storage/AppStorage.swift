import Foundation

/// A property wrapper that reflects a value from `UserDefaults` and re-evaluates the view when that value
/// changes, as SwiftUI's `AppStorage`.
///
/// The value lives in `store`, else the store set with `defaultAppStorage(_:)`, else
/// `UserDefaults.standard`, so `UserDefaults.standard.set(_:forKey:)` and `@AppStorage` with the same key agree.
/// Values written through `@AppStorage` to the standard store are kept in a file in the user's configuration
/// folder (`$XDG_CONFIG_HOME/<app>/AppStorage.plist`, or `~/.config/<app>/…`; `KUMIKO_STORAGE_DIR` names
/// another folder), replaced atomically on each change, so they survive relaunches and crashes. Every view that
/// reads the key, through this property or another with the same key and store, updates when it changes.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let explicitStore: UserDefaults?
    private let codec: StoredValueCodec<Value>
    /// The store chosen when the view was installed (the property's, or the environment's default).
    private var installedStore: PersistentValues?

    private init(key: String, defaultValue: Value, store: UserDefaults?, codec: StoredValueCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        explicitStore = store
        self.codec = codec
    }

    private var values: PersistentValues { installedStore ?? PersistentValues.appStorage(explicitStore) }

    /// The stored value, or the default when the store has none for the key (or one of another kind).
    public var wrappedValue: Value {
        get { StoredProperty.read(values, key, codec, defaultValue) }
        nonmutating set { values.set(codec.encode(newValue), forKey: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { StoredProperty.binding(values, key, codec, defaultValue) }
}

extension AppStorage {
    /// A property for a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
    }

    /// A property for an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
    }

    /// A property for a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
    }

    /// A property for a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .string)
    }

    /// A property for a URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
    }

    /// A property for a date user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .date)
    }

    /// A property for a data user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .data)
    }

    /// A property for an integer user default, read as a `RawRepresentable` value (an enumeration).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(.int))
    }

    /// A property for a string user default, read as a `RawRepresentable` value (an enumeration).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(.string))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// A property for an optional Boolean user default (nil when there is none; setting nil removes it).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.bool))
    }

    /// A property for an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.int))
    }

    /// A property for an optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.double))
    }

    /// A property for an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.string))
    }

    /// A property for an optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.url))
    }

    /// A property for an optional date user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.date))
    }

    /// A property for an optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.data))
    }
}

extension AppStorage {
    /// A property for an optional integer user default, read as a `RawRepresentable` value.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(.int)))
    }

    /// A property for an optional string user default, read as a `RawRepresentable` value.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(.string)))
    }
}

extension AppStorage: PropertyComparable {
    /// The same key in the same store is the same property (a parent's new default does not re-run the view).
    func isSameProperty(as other: AppStorage) -> Bool {
        key == other.key && explicitStore === other.explicitStore
    }
}

extension AppStorage: InstallableProperty {
    static func install(at pointer: UnsafeMutableRawPointer, host: PropertyHost, slot: Int) {
        let property = pointer.assumingMemoryBound(to: AppStorage.self)
        let store = property.pointee.explicitStore ?? host.environment[DefaultAppStorageKey.self]
        property.pointee.installedStore = PersistentValues.appStorage(store)
    }
}

/// What `@AppStorage` and `@SceneStorage` share: reading a key's value and binding to it.
enum StoredProperty {
    /// The value of `key` in `values`, or `defaultValue` when it has none that `codec` reads.
    static func read<Value>(_ values: PersistentValues, _ key: String, _ codec: StoredValueCodec<Value>,
                            _ defaultValue: Value) -> Value {
        values.value(forKey: key).flatMap(codec.decode) ?? defaultValue
    }

    /// A binding to `key` in `values`, identified by the store and the key.
    static func binding<Value>(_ values: PersistentValues, _ key: String, _ codec: StoredValueCodec<Value>,
                               _ defaultValue: Value) -> Binding<Value> {
        Binding(location: BindingLocation(values).appending(key),
                get: { read(values, key, codec, defaultValue) },
                set: { values.set(codec.encode($0), forKey: key) })
    }
}

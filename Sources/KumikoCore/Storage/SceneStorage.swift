import Foundation

/// A property wrapper for a value the scene saves and restores, as SwiftUI's `SceneStorage`: what a window
/// showed (a selected tab, a draft, a navigation path's data) comes back when the app is launched again.
///
/// A terminal app has one scene, so a key names one value for the app. Values are kept in a file in the user's
/// state folder (`$XDG_STATE_HOME/<app>/SceneStorage.plist`, or `~/.local/state/<app>/…`;
/// `KUMIKO_STORAGE_DIR` names another folder), replaced atomically on each change. Every view that reads the
/// key updates when it changes. Keep the values small, as SwiftUI asks.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let codec: StoredValueCodec<Value>

    private init(key: String, defaultValue: Value, codec: StoredValueCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The saved value, or the default when there is none for the key (or one of another kind).
    public var wrappedValue: Value {
        get { StoredProperty.read(.sceneStorage, key, codec, defaultValue) }
        nonmutating set { PersistentValues.sceneStorage.set(codec.encode(newValue), forKey: key) }
    }

    /// A binding to the saved value.
    public var projectedValue: Binding<Value> { StoredProperty.binding(.sceneStorage, key, codec, defaultValue) }
}

extension SceneStorage {
    /// A property for a Boolean value.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool)
    }

    /// A property for an integer value.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int)
    }

    /// A property for a double value.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double)
    }

    /// A property for a string value.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string)
    }

    /// A property for a URL value.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }

    /// A property for a date value.
    public init(wrappedValue: Value, _ key: String) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, codec: .date)
    }

    /// A property for a data value.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data)
    }

    /// A property for an integer value, read as a `RawRepresentable` value (an enumeration).
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int))
    }

    /// A property for a string value, read as a `RawRepresentable` value (an enumeration).
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// A property for an optional Boolean value (nil when none was saved; setting nil removes it).
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.bool))
    }

    /// A property for an optional integer value.
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.int))
    }

    /// A property for an optional double value.
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.double))
    }

    /// A property for an optional string value.
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.string))
    }

    /// A property for an optional URL value.
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url))
    }

    /// A property for an optional date value.
    public init(_ key: String) where Value == Date? {
        self.init(key: key, defaultValue: nil, codec: .optional(.date))
    }

    /// A property for an optional data value.
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.data))
    }
}

extension SceneStorage {
    /// A property for an optional integer value, read as a `RawRepresentable` value.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)))
    }

    /// A property for an optional string value, read as a `RawRepresentable` value.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)))
    }
}

extension SceneStorage: PropertyComparable {
    /// The same key is the same property (a parent's new default does not re-run the view).
    func isSameProperty(as other: SceneStorage) -> Bool { key == other.key }
}

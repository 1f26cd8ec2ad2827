import Foundation

#if !canImport(Darwin)
/// A reference to a localizable string, resolved when it is shown, as Foundation's `LocalizedStringResource`, which
/// the Foundation of Linux toolchains lacks: a key with its values (`"\(count) files"` is the key `"%lld files"`), a
/// default value, the table and bundle to look in, and a locale.
///
/// `Text(resource)` shows it in the text's locale (the environment's, as SwiftUI does) unless the resource was made
/// with a locale of its own; `String(localized: resource)` resolves it in its locale (the process's by default:
/// `LANG`, which Linux's `Locale.current` does not read). Unlike Apple's, it is not `Codable`.
public struct LocalizedStringResource: Equatable, CustomStringConvertible, ExpressibleByStringInterpolation, @unchecked Sendable {
    /// Where a resource's table is.
    public enum BundleDescription: @unchecked Sendable {
        /// The app's bundle (and its SwiftPM resource bundles).
        case main
        /// The bundle a class belongs to: on Linux, the app's.
        case forClass(AnyClass)
        /// The bundle at a URL.
        case atURL(URL)

        /// The bundle to look in; nil for the app's own.
        var bundle: Bundle? {
            switch self {
            case .main, .forClass: return nil
            case .atURL(let url): return Bundle(url: url)
            }
        }
    }

    /// The key looked up (as Xcode extracts it: `"%lld files"`).
    public let key: String
    /// The string with its values, shown where no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table looked in (`Localizable` when nil).
    public var table: String?
    /// The locale `String(localized:)` resolves it in.
    public var locale: Locale {
        get { explicitLocale ?? ProcessLocale.current }
        set { explicitLocale = newValue }
    }
    /// The bundle looked in.
    public var bundle: BundleDescription

    /// The locale the resource was given, if any (a `Text` otherwise uses its environment's).
    private(set) var explicitLocale: Locale?

    /// A resource whose key is its value (`"Staff Directory"`, `"\(count) people"`).
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.init(key: keyAndValue.key.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    /// A resource with a key of its own and the value shown where no table has it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.init(key: key.description, defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    /// A resource from a string literal, as its key.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource from an interpolated literal, its values kept.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    private init(key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale?, bundle: BundleDescription) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.explicitLocale = locale
        self.bundle = bundle
    }

    /// The key, looked up as this resource's key, with the default value's values.
    var localizedKey: LocalizedStringKey {
        var keyed = defaultValue.key
        keyed.lookupKey = key
        return keyed
    }

    /// The string in `locale` (the resource's own when it was given one).
    func resolved(in locale: Locale) -> String {
        LocalizationTables.string(localizedKey, table: table, bundle: bundle.bundle, locale: explicitLocale ?? locale)
    }

    /// The resource resolved in its locale.
    public var description: String { resolved(in: locale) }

    /// Whether two resources name the same key, value, table, locale and bundle kind.
    public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool {
        lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table
            && lhs.explicitLocale == rhs.explicitLocale && lhs.bundle.bundle?.bundlePath == rhs.bundle.bundle?.bundlePath
    }
}

extension Text {
    /// Displays a localized string resource in the text's locale (the environment's, ``Text/currentLocale``), or
    /// in the resource's own when it was made with one, as SwiftUI's `Text(_:)` for a `LocalizedStringResource`.
    /// (A string literal is a `LocalizedStringKey` here, as in SwiftUI.)
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(resource.localizedKey, tableName: resource.table, bundle: resource.bundle.bundle,
                  locale: resource.explicitLocale)
    }
}

extension String {
    /// The string a resource stands for, in its locale, as Foundation's `String(localized:)`. (A string literal
    /// here is a `String.LocalizationValue`, as it is for `String(localized: "…")` on Apple's platforms.)
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.description
    }
}
#endif

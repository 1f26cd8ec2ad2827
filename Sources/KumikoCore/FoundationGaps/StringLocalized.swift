import Foundation

#if !canImport(Darwin)
extension String {
    /// A string to localize, with the values interpolated into it, as Foundation's `String.LocalizationValue`, which
    /// the Foundation of Linux toolchains lacks: its key is the one Xcode extracts (`"\(count) files"` is
    /// `"%lld files"`), its arguments go where the translation's format specifiers say.
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
        /// The key and its arguments, as a `Text`'s key holds them.
        let key: LocalizedStringKey

        /// A value from a string, as its key.
        public init(_ value: String) { key = LocalizedStringKey(value) }
        /// A value from a string literal.
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }
        /// A value from an interpolated literal.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// The string for a key, looked up in the table `table` (`Localizable` by default) of `bundle` (the app's by
    /// default) for `locale` (the process's by default: `LANG`; ``LocalizationTables``), as Foundation's
    /// `String(localized:table:bundle:locale:comment:)`, which the Foundation of Linux toolchains lacks. Without a
    /// translation, the key's own text with its values.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        self = LocalizationTables.string(keyAndValue.key, table: table, bundle: bundle, locale: locale ?? ProcessLocale.current)
    }

    /// The string for the key `key`, with `defaultValue` (and its values) where no table has the key, as
    /// Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)`.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        var keyed = defaultValue.key
        keyed.lookupKey = key.description
        self = LocalizationTables.string(keyed, table: table, bundle: bundle, locale: locale ?? ProcessLocale.current)
    }
}
#endif

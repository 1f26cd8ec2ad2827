import Foundation

#if !canImport(Darwin)
/// Compares strings as the Finder does, as Foundation's `String.StandardComparator.localizedStandard`, which
/// the Foundation of Linux toolchains lacks (its `StandardComparator` has only `.lexical`, and cannot be made
/// to compare otherwise): case-insensitively, digits by numeric value ("file2" before "file10"), accented
/// letters beside their base letters ("Éclair" with "eclair"), full- and half-width forms alike, by the collation
/// of the process's locale (``ProcessLocale``: `LANG`; in Swedish "ö" sorts after "z", in Japanese hiragana and
/// katakana interleave by their reading), as `localizedStandardCompare` does on Apple's platforms: Linux's reads
/// `en_001` whatever `LANG` says.
///
/// Written where a comparator is expected, as on Apple's platforms:
/// `KeyPathComparator(\.name, comparator: .localizedStandard)`, `TableColumn("Name", value: \.name,
/// comparator: .localizedStandard)`.
public struct LocalizedStandardComparator: SortComparator, Codable, Hashable, Sendable {
    /// Compares strings.
    public typealias Compared = String

    /// Ascending or descending.
    public var order: SortOrder

    /// A comparator in `order`.
    public init(order: SortOrder = .forward) { self.order = order }

    /// The order of two strings.
    public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let result = Self.compare(lhs, rhs, locale: ProcessLocale.current)
        // Descending order flips the result.
        return order == .forward ? result : ComparisonResult(rawValue: -result.rawValue) ?? result
    }
}

extension LocalizedStandardComparator {
    /// The ascending order of two strings by `locale`'s collation, with the options Apple documents for
    /// `localizedStandardCompare`: case-insensitive, numeric, width-insensitive, forced ordering.
    static func compare(_ lhs: String, _ rhs: String, locale: Locale) -> ComparisonResult {
        lhs.compare(rhs, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil, locale: locale)
    }
}

/// `.localizedStandard`, the comparator `KeyPathComparator(\.name, comparator: .localizedStandard)` names.
extension SortComparator where Self == LocalizedStandardComparator {
    /// Compares strings as the Finder does: case-insensitively, numbers by value, in the process's locale.
    public static var localizedStandard: LocalizedStandardComparator { LocalizedStandardComparator() }
}
#endif

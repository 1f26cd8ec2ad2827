import KumikoCore

/// Terminal cell widths of grapheme clusters: a cluster takes as many cells as its East Asian Width columns
/// (0, 1 or 2; CJK and emoji presentation take two).
package enum CellWidth {
    /// The width of `character` in cells: 0, 1 or 2.
    package static func of(_ character: Character) -> Int { EastAsianWidth.columns(of: character) }

    /// The sum of the widths of the string's characters.
    static func of<S: StringProtocol>(_ string: S) -> Int { EastAsianWidth.columns(of: string) }

    /// The width of an ASCII character: 0 for control characters, 1 otherwise.
    package static func of(ascii: UInt8) -> Int { EastAsianWidth.columns(ascii: ascii) }
}

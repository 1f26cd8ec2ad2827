/// Key equivalents consist of a letter, punctuation, or function key that can be combined with an optional set
/// of modifier keys to specify a keyboard shortcut.
///
/// Any key that produces a single character can be a key equivalent. Key equivalents are usually written as a
/// one-character string literal, with constants for keys that cannot be typed. As in SwiftUI, the constants
/// use the characters AppKit assigns to function keys (`NSUpArrowFunctionKey` is U+F700, and so on) and the
/// ASCII control characters for Return, Tab, Escape and Delete.
public struct KeyEquivalent: Hashable, Sendable {
    /// The character value that the key equivalent represents.
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) {
        self.character = character
    }

    /// Up Arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")

    /// Clear (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
    /// Delete (U+0008): the key that deletes backwards, labelled Backspace on many keyboards.
    public static let delete = KeyEquivalent("\u{8}")
    /// Delete Forward (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// Page Down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Page Up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// Creates a key equivalent from a one-character literal, as in `"a"` or `"?"`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }
}

import KumikoCore

/// A key press read from a terminal: which key, the modifiers held, and the text it types.
///
/// A terminal reports typed text rather than keys, so a printable character arrives as itself with no
/// modifiers (an uppercase "A" is the key "A", not Shift-"a"); Control, Option (Alt) and Shift appear where the
/// terminal encodes them: control characters, an Escape prefix, or an xterm or kitty modifier parameter.
package struct KeyInput: Equatable, Hashable, Sendable {
    /// The key: a printable character, or one of the ``KeyEquivalent`` constants for special keys.
    ///
    /// Keys SwiftUI has no constant for use AppKit's function-key characters: Insert is U+F727 and F1 to F12
    /// are U+F704 to U+F70F.
    package var key: KeyEquivalent
    /// The modifier keys held with the key.
    package var modifiers: EventModifiers
    /// The text the key types into a text field.
    ///
    /// The character itself for a printable key pressed alone or with Shift; empty for Return, Tab, Escape,
    /// Delete, arrows and other function keys, and for chords with Control, Option or Command.
    package var characters: String

    /// Creates a key press.
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - modifiers: The modifier keys held.
    ///   - characters: The text the key types; empty for keys that type nothing.
    package init(key: KeyEquivalent, modifiers: EventModifiers = [], characters: String = "") {
        self.key = key
        self.modifiers = modifiers
        self.characters = characters
    }
}

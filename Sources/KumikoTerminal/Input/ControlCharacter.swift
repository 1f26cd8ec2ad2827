import KumikoCore

/// The keys that C0 control characters and DEL stand for when a terminal in raw mode sends them.
enum ControlCharacter {
    /// The key press a control byte reports, or `nil` when the byte is not a control character.
    ///
    /// Return (CR, and LF for Control-J), Tab, Escape and Backspace (DEL, and BS for Control-H) are their own
    /// keys; NUL is Control-Space; the other bytes are Control chords with a letter or with `\ ] ^ _`.
    static func keyInput(for byte: UInt8) -> KeyInput? {
        switch byte {
        case 0x00: KeyInput(key: .space, modifiers: .control)
        case 0x08, 0x7F: KeyInput(key: .delete)
        case 0x09: KeyInput(key: .tab)
        case 0x0A, 0x0D: KeyInput(key: .return)
        case 0x1B: KeyInput(key: .escape)
        case 0x01...0x1A: chord(0x60 + byte)  // Control-A is 0x01: the letter's code minus 0x60.
        case 0x1C...0x1F: chord(0x40 + byte)  // Control-\ ] ^ _ : the character's code minus 0x40.
        default: nil
        }
    }

    private static func chord(_ character: UInt8) -> KeyInput {
        KeyInput(key: KeyEquivalent(Character(Unicode.Scalar(character))), modifiers: .control)
    }
}

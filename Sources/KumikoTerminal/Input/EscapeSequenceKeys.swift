import KumikoCore

/// The key presses that CSI and SS3 sequences report: xterm's cursor, editing and function keys with their
/// modifier parameter, Shift-Tab, xterm's `modifyOtherKeys` (`CSI 27;m;c~`) and the basics of the kitty
/// keyboard protocol (`CSI c:shifted;m:event;text u`).
extension EscapeSequence {
    /// The key press this sequence reports, or `nil` when it reports none.
    var keyInput: KeyInput? {
        switch (introducer, final) {
        case (.csi, UInt8(ascii: "~")): tildeKey
        case (.csi, UInt8(ascii: "u")): kittyKey
        case (.csi, _): csiLetterKey
        case (.ss3, _): ss3Key
        }
    }

    /// `CSI n~` and `CSI n;m~`: editing keys and F5 and up (VT220 numbering).
    private var tildeKey: KeyInput? {
        guard let code = parameter(0) else { return nil }
        if code == 27 {  // modifyOtherKeys: CSI 27 ; modifiers ; character ~
            return unicodeKey(code: parameter(2), shifted: nil, modifierValue: parameter(1), text: nil)
        }
        let key: KeyEquivalent
        switch code {
        case 1, 7: key = .home
        case 2: key = FunctionKeys.insert
        case 3: key = .deleteForward
        case 4, 8: key = .end
        case 5: key = .pageUp
        case 6: key = .pageDown
        case 11...15: key = FunctionKeys.f(code - 10)
        case 17...21: key = FunctionKeys.f(code - 11)
        case 23, 24: key = FunctionKeys.f(code - 12)
        default: return nil
        }
        return KeyInput(key: key, modifiers: ModifierParameter.modifiers(parameter(1)))
    }

    /// `CSI` and a letter (arrows, Home, End, F1–F4, Shift-Tab), with no parameters or `1;m` when modified. Any other first
    /// parameter is not a key (`CSI row;column R` is a cursor position report, not F3).
    private var csiLetterKey: KeyInput? {
        guard parameters.count <= 2, parameter(0) == nil || parameter(0) == 1 else { return nil }
        let modifiers = ModifierParameter.modifiers(parameter(1))
        if final == UInt8(ascii: "Z") {
            return KeyInput(key: .tab, modifiers: modifiers.union(.shift))
        }
        return Self.cursorKey(final).map { KeyInput(key: $0, modifiers: modifiers) }
    }

    /// `ESC O` plus a letter: cursor keys and F1–F4, and the keypad in application mode. Some terminals put
    /// the modifier parameter in between (`ESC O 5 P`, `ESC O 1;5P`).
    private var ss3Key: KeyInput? {
        guard parameters.count <= 2 else { return nil }
        let modifiers = ModifierParameter.modifiers(parameters.last?.first ?? nil)
        if let key = Self.cursorKey(final) {
            return KeyInput(key: key, modifiers: modifiers)
        }
        if final == UInt8(ascii: "M") {
            return KeyInput(key: .return, modifiers: modifiers.union(.numericPad))
        }
        guard let character = Self.keypadCharacter(final) else { return nil }
        return KeyInput(key: KeyEquivalent(character), modifiers: modifiers.union(.numericPad),
                        characters: Self.typedText(character, modifiers))
    }

    /// `CSI code:shifted;modifiers:event;text u` (kitty): a key press or repeat; a release (event 3) reports
    /// nothing.
    private var kittyKey: KeyInput? {
        guard parameter(1, 1) != 3 else { return nil }
        return unicodeKey(code: parameter(0), shifted: parameter(0, 1), modifierValue: parameter(1),
                          text: parameters.count > 2 ? parameters[2] : nil)
    }

    /// A key given by its Unicode code point, as kitty's `CSI u` and xterm's `modifyOtherKeys` report it.
    ///
    /// Kitty's private-use functional keys report nothing. With Shift, the shifted character (when the
    /// terminal sends it) is the key. The text is the terminal's text field when present, else the key's
    /// character when no Control, Option or Command is held.
    private func unicodeKey(code: Int?, shifted: Int?, modifierValue: Int?, text: [Int?]?) -> KeyInput? {
        guard let code else { return nil }
        let modifiers = ModifierParameter.modifiers(modifierValue)
        switch code {
        case 9: return KeyInput(key: .tab, modifiers: modifiers)
        case 13: return KeyInput(key: .return, modifiers: modifiers)
        case 27: return KeyInput(key: .escape, modifiers: modifiers)
        case 8, 127: return KeyInput(key: .delete, modifiers: modifiers)
        default: break
        }
        guard var character = Self.printableCharacter(code) else { return nil }
        if modifiers.contains(.shift), let shifted, let shiftedCharacter = Self.printableCharacter(shifted) {
            character = shiftedCharacter
        }
        var characters = Self.typedText(character, modifiers)
        if let text {
            characters = String(String.UnicodeScalarView(text.compactMap { $0.flatMap(Self.printableScalar) }))
        }
        return KeyInput(key: KeyEquivalent(character), modifiers: modifiers, characters: characters)
    }

    /// The arrow, Home, End and F1–F4 keys that CSI and SS3 share.
    private static func cursorKey(_ final: UInt8) -> KeyEquivalent? {
        switch final {
        case UInt8(ascii: "A"): .upArrow
        case UInt8(ascii: "B"): .downArrow
        case UInt8(ascii: "C"): .rightArrow
        case UInt8(ascii: "D"): .leftArrow
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): FunctionKeys.f(1)
        case UInt8(ascii: "Q"): FunctionKeys.f(2)
        case UInt8(ascii: "R"): FunctionKeys.f(3)
        case UInt8(ascii: "S"): FunctionKeys.f(4)
        default: nil
        }
    }

    /// The character a keypad key types in application keypad mode: `ESC O p`…`ESC O y` are 0–9, and
    /// `j k l m n o X` are `* + , - . / =`.
    private static func keypadCharacter(_ final: UInt8) -> Character? {
        switch final {
        case UInt8(ascii: "p")...UInt8(ascii: "y"):
            Character(Unicode.Scalar(final - UInt8(ascii: "p") + UInt8(ascii: "0")))
        case UInt8(ascii: "j"): "*"
        case UInt8(ascii: "k"): "+"
        case UInt8(ascii: "l"): ","
        case UInt8(ascii: "m"): "-"
        case UInt8(ascii: "n"): "."
        case UInt8(ascii: "o"): "/"
        case UInt8(ascii: "X"): "="
        default: nil
        }
    }

    /// The text a printable key types: the character alone or with Shift, nothing in a chord.
    private static func typedText(_ character: Character, _ modifiers: EventModifiers) -> String {
        modifiers.isDisjoint(with: [.control, .option, .command]) ? String(character) : ""
    }

    /// A code point that stands for a printable character: not a control character, not a surrogate, not
    /// private use (where kitty numbers its functional keys).
    private static func printableScalar(_ code: Int) -> Unicode.Scalar? {
        guard code >= 0x20, !(0x7F...0x9F).contains(code), !(0xE000...0xF8FF).contains(code),
              code <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(code))
        else { return nil }
        return scalar
    }

    private static func printableCharacter(_ code: Int) -> Character? {
        printableScalar(code).map(Character.init)
    }
}

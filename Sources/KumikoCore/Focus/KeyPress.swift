/// A key press delivered to the focused view, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable, CustomDebugStringConvertible {
    /// What a key-press handler did with the press.
    public enum Result: Sendable, Equatable {
        /// The press was handled: nothing else sees it.
        case handled
        /// The press was not handled: the next handler sees it.
        case ignored
    }

    /// The phases of a key press a handler asks for.
    public struct Phases: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: Int
        /// Creates phases from a raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key is held and repeats.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up (terminals do not report this phase).
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The phase of this press (a terminal reports every press as `down`).
    public let phase: Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters the key types (empty for keys that type nothing).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// Creates a key press (backends and tests make these; views receive them).
    package init(phase: Phases = .down, key: KeyEquivalent, characters: String = "", modifiers: EventModifiers = []) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    /// The press, for debugging.
    public var debugDescription: String {
        "KeyPress(\(key.character.unicodeScalars.map { String($0.value, radix: 16) }), \"\(characters)\", \(modifiers.rawValue))"
    }
}

extension KeyPress {
    /// Whether this is the press of `key` with exactly `modifiers`.
    func `is`(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> Bool {
        self.key == key && self.modifiers == modifiers
    }

    /// The printable text the press types, if it types any (no Control, Option or Command held).
    var typedText: String? {
        guard !characters.isEmpty, modifiers.isDisjoint(with: [.control, .option, .command]),
              characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return nil }
        return characters
    }
}

import KumikoCore

/// How the terminal writes keys in its key help line: one glyph per special key ("↑", "⏎", "␣", "esc"), the
/// modifiers before the keys they share ("⌥↑↓", "⇧↑↓"), Control as a caret before the capital letter ("^S"), and
/// a key set written as its glyphs side by side ("↑↓", "←→", "<>"), except a bracket pair, which would read as
/// an empty box, is spaced ("[ ]"). One table serves both directions: writing an entry's keys and reading the
/// notation back (``KeyHelp/init(_:_:)``, for tests that name keys as the screen shows them).
enum TerminalKeyNotation {
    /// The special keys and their glyphs.
    static let glyphs: [(key: KeyEquivalent, glyph: String)] = [
        (.upArrow, "↑"), (.downArrow, "↓"), (.leftArrow, "←"), (.rightArrow, "→"), (.return, "⏎"), (.space, "␣"),
        (.escape, "esc"), (.tab, "⇥"), (.delete, "⌫"), (.deleteForward, "⌦"), (.home, "⇱"), (.end, "⇲"),
        (.pageUp, "⇞"), (.pageDown, "⇟"),
    ]
    /// The modifiers written as a prefix glyph, in the order they are written.
    static let modifierGlyphs: [(modifier: EventModifiers, glyph: String)] = [
        (.control, "^"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘"),
    ]

    /// The notation of an entry's keys.
    static func notation(of shortcuts: [KeyboardShortcut]) -> String {
        guard let first = shortcuts.first else { return "" }
        let modifiers = first.modifiers
        let shared = shortcuts.allSatisfy { $0.modifiers == modifiers }
        var text = ""
        for (index, shortcut) in shortcuts.enumerated() {
            if index == 0 || !shared { text += prefix(shortcut.modifiers) }
            let glyph = glyph(of: shortcut.key, controlled: shortcut.modifiers.contains(.control))
            if index > 0, isBracketPair(previous: shortcuts[index - 1].key, next: shortcut.key) { text += " " }
            text += glyph
        }
        return text
    }

    /// The shortcuts a notation names (the inverse of ``notation(of:)``); nil when it names none.
    static func shortcuts(of notation: String) -> [KeyboardShortcut]? {
        if let entry = glyphs.first(where: { $0.glyph == notation && $0.glyph.count > 1 }) {
            return [KeyboardShortcut(entry.key, modifiers: [])]
        }
        var rest = Substring(notation)
        var modifiers: EventModifiers = []
        while let entry = modifierGlyphs.first(where: { rest.hasPrefix($0.glyph) }), rest.count > 1 {
            modifiers.insert(entry.modifier)
            rest = rest.dropFirst(entry.glyph.count)
        }
        let keys: [KeyEquivalent] = rest.compactMap { character in
            if character == " " { return nil }
            if let entry = glyphs.first(where: { $0.glyph == String(character) }) { return entry.key }
            return KeyEquivalent(modifiers.contains(.control) ? Character(character.lowercased()) : character)
        }
        return keys.isEmpty ? nil : keys.map { KeyboardShortcut($0, modifiers: modifiers) }
    }

    private static func prefix(_ modifiers: EventModifiers) -> String {
        modifierGlyphs.filter { modifiers.contains($0.modifier) }.map(\.glyph).joined()
    }

    private static func glyph(of key: KeyEquivalent, controlled: Bool) -> String {
        if let entry = glyphs.first(where: { $0.key == key }) { return entry.glyph }
        return controlled ? key.character.uppercased() : String(key.character)
    }

    private static func isBracketPair(previous: KeyEquivalent, next: KeyEquivalent) -> Bool {
        [("[", "]"), ("(", ")"), ("{", "}")].contains { previous.character == $0.0 && next.character == $0.1 }
    }
}

extension KeyHelp {
    /// An entry from keys written as the terminal's key help line shows them ("⏎", "↑↓", "⌥↑↓", "^S", "esc"):
    /// what tests compare a graph's key help with.
    package init(_ notation: String, _ action: String) {
        self.init(shortcuts: TerminalKeyNotation.shortcuts(of: notation) ?? [], action)
    }

    /// The entry's keys as the terminal's key help line writes them.
    package var terminalNotation: String { TerminalKeyNotation.notation(of: shortcuts) }
}

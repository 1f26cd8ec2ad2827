import KumikoCore
import KumikoTerminal
import Testing

/// The terminal input tests (`swift test --filter TerminalInput`): each suite is nested here.
@Suite struct TerminalInput {
    /// Shorthands for the terminal input tests: decoding bytes and writing the events expected.
    enum Fixture {
        /// The events one `decode` call makes of a string's UTF-8 bytes, without a flush.
        static func decode(_ text: String) -> [TerminalEvent] {
            var decoder = InputDecoder()
            return decoder.decode(Array(text.utf8))
        }

        /// The events one `decode` call makes of the bytes, without a flush.
        static func decode(_ bytes: [UInt8]) -> [TerminalEvent] {
            var decoder = InputDecoder()
            return decoder.decode(bytes)
        }

        /// The events of one `decode` call per piece, without a flush.
        static func decode(pieces: [[UInt8]]) -> [TerminalEvent] {
            var decoder = InputDecoder()
            return pieces.flatMap { decoder.decode($0) }
        }

        /// A key event.
        static func key(
            _ key: KeyEquivalent, _ modifiers: EventModifiers = [], characters: String = ""
        ) -> TerminalEvent {
            .key(KeyInput(key: key, modifiers: modifiers, characters: characters))
        }

        /// The key events typing a string makes: one per character, each typing itself.
        static func typed(_ text: String) -> [TerminalEvent] {
            text.map { .key(KeyInput(key: KeyEquivalent($0), characters: String($0))) }
        }

        /// A mouse event.
        static func mouse(
            _ kind: MouseInput.Kind, _ button: MouseInput.Button, column: Int, row: Int,
            _ modifiers: EventModifiers = []
        ) -> TerminalEvent {
            .mouse(MouseInput(kind: kind, button: button, column: column, row: row, modifiers: modifiers))
        }

        /// The replacement character U+FFFD as a typed key.
        static let replacement = typed("\u{FFFD}")[0]

        /// F`number` as the decoder reports it: AppKit's function-key characters, U+F704 for F1.
        static func functionKey(_ number: Int) -> KeyEquivalent {
            KeyEquivalent(Character(Unicode.Scalar(UInt32(0xF703 + number))!))
        }

        /// Insert as the decoder reports it: AppKit's U+F727.
        static let insert = KeyEquivalent("\u{F727}")
    }
}

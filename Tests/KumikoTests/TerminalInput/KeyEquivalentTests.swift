import Testing
import KumikoCore

extension TerminalInput {
    /// `KeyEquivalent` and `EventModifiers` match SwiftUI's values.
    @Suite struct KeyEquivalentTests {
        /// Each constant is the character SwiftUI documents for it (AppKit's function-key characters and ASCII
        /// controls).
        @Test func constantsUseSwiftUICharacters() {
            let expected: [(KeyEquivalent, UInt32)] = [
                (.upArrow, 0xF700), (.downArrow, 0xF701), (.leftArrow, 0xF702), (.rightArrow, 0xF703),
                (.clear, 0xF739), (.delete, 0x08), (.deleteForward, 0xF728), (.end, 0xF72B), (.escape, 0x1B),
                (.home, 0xF729), (.pageDown, 0xF72D), (.pageUp, 0xF72C), (.return, 0x0D), (.space, 0x20),
                (.tab, 0x09),
            ]
            for (key, scalar) in expected {
                #expect(key.character.unicodeScalars.map(\.value) == [scalar])
            }
        }

        /// A one-character literal and `init(_:)` make the same key equivalent, compared by character.
        @Test func literalsAndInitialiserAgree() {
            let literal: KeyEquivalent = "a"
            #expect(literal == KeyEquivalent("a"))
            #expect(literal.character == "a")
            #expect(literal != KeyEquivalent("A"))
            #expect(KeyEquivalent(" ") == .space)
            #expect(Set<KeyEquivalent>(["a", "a", "b"]).count == 2)
            var key = KeyEquivalent("x")
            key.character = "y"
            #expect(key == "y")
        }

        /// The modifiers have SwiftUI's raw values, one bit each, and `all` holds every one.
        @Test func modifierRawValues() {
            #expect(EventModifiers.capsLock.rawValue == 1)
            #expect(EventModifiers.shift.rawValue == 2)
            #expect(EventModifiers.control.rawValue == 4)
            #expect(EventModifiers.option.rawValue == 8)
            #expect(EventModifiers.command.rawValue == 16)
            #expect(EventModifiers.numericPad.rawValue == 32)
            #expect(EventModifiers.function.rawValue == 64)
            #expect(EventModifiers.all.rawValue == 127)
            #expect(EventModifiers([.shift, .control]).rawValue == 6)
        }
    }
}

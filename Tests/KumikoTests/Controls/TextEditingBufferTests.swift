import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension Controls {
    /// `TextEditingBuffer`: one line of text and a cursor counted in characters (grapheme clusters), edited
    /// and moved by the keys of text fields and of the list's search field.
    @MainActor
    @Suite struct TextEditingBufferTests {
        /// The text with the cursor shown as `|`.
        static func shown(_ buffer: TextEditingBuffer) -> String {
            var text = buffer.text
            text.insert("|", at: text.index(text.startIndex, offsetBy: buffer.cursor))
            return text
        }

        /// A buffer from text with the cursor written as `|`.
        static func buffer(_ marked: String) -> TextEditingBuffer {
            let cursor = marked.distance(from: marked.startIndex, to: marked.firstIndex(of: "|")!)
            return TextEditingBuffer(text: marked.replacingOccurrences(of: "|", with: ""), cursor: cursor)
        }

        @Test func insertsAtTheCursorAndMovesItPastTheInsertion() {
            var buffer = Self.buffer("he|o")
            buffer.insert("ll")
            #expect(Self.shown(buffer) == "hell|o")
            buffer.insert("")
            #expect(Self.shown(buffer) == "hell|o")
        }

        @Test func theCursorIsClampedAndDefaultsToTheEnd() {
            #expect(TextEditingBuffer(text: "abc").cursor == 3)
            #expect(TextEditingBuffer(text: "abc", cursor: 9).cursor == 3)
            #expect(TextEditingBuffer(text: "abc", cursor: -2).cursor == 0)
        }

        @Test func deletionsAndMovesStopAtTheEnds() {
            var buffer = Self.buffer("|ab")
            buffer.deleteBackward()
            buffer.moveLeft()
            #expect(Self.shown(buffer) == "|ab")
            buffer.deleteForward()
            #expect(Self.shown(buffer) == "|b")
            buffer.moveRight()
            buffer.moveRight()
            buffer.deleteForward()
            #expect(Self.shown(buffer) == "b|")
            buffer.deleteBackward()
            #expect(Self.shown(buffer) == "|")
        }

        @Test func graphemeClustersAreSingleCharacters() {
            // A family (a ZWJ sequence), a flag (two regional indicators), a decomposed é and CJK.
            var buffer = TextEditingBuffer(text: "a👨‍👩‍👧e\u{301}🇯🇵日")
            #expect(buffer.cursor == 5)
            buffer.deleteBackward()
            #expect(buffer.text == "a👨‍👩‍👧e\u{301}🇯🇵")
            buffer.deleteBackward()
            #expect(buffer.text == "a👨‍👩‍👧e\u{301}")
            buffer.moveLeft()
            buffer.deleteBackward()
            #expect(Self.shown(buffer) == "a|e\u{301}")
            buffer.moveRight()
            #expect(buffer.cursor == 2)
        }

        @Test func anInsertedCombiningMarkJoinsTheCharacterBeforeIt() {
            var buffer = TextEditingBuffer(text: "cafe")
            buffer.insert("\u{301}")
            #expect(buffer.text == "cafe\u{301}")
            #expect(buffer.text.count == 4)
            #expect(buffer.cursor == 4)
            buffer.insert("s")
            #expect(Self.shown(buffer) == "cafe\u{301}s|")
        }

        @Test func wordMovesStopAtWordStartsAndEnds() {
            var buffer = Self.buffer("hello, big_world 42|")
            buffer.moveWordLeft()
            #expect(Self.shown(buffer) == "hello, big_world |42")
            buffer.moveWordLeft()
            #expect(Self.shown(buffer) == "hello, |big_world 42")
            buffer.moveWordLeft()
            #expect(Self.shown(buffer) == "|hello, big_world 42")
            buffer.moveWordLeft()
            #expect(buffer.cursor == 0)
            buffer.moveWordRight()
            #expect(Self.shown(buffer) == "hello|, big_world 42")
            buffer.moveWordRight()
            #expect(Self.shown(buffer) == "hello, big_world| 42")
            buffer.moveWordRight()
            buffer.moveWordRight()
            #expect(Self.shown(buffer) == "hello, big_world 42|")
        }

        @Test func wordMovesTreatCJKRunsAsWords() {
            var buffer = Self.buffer("東京 大阪|")
            buffer.moveWordLeft()
            #expect(Self.shown(buffer) == "東京 |大阪")
        }

        @Test func wordAndLineDeletions() {
            var buffer = Self.buffer("one two three|")
            buffer.deleteWordBackward()
            #expect(Self.shown(buffer) == "one two |")
            buffer.deleteWordBackward()
            #expect(Self.shown(buffer) == "one |")
            buffer = Self.buffer("one |two three")
            buffer.deleteWordForward()
            #expect(Self.shown(buffer) == "one | three")
            buffer = Self.buffer("one |two three")
            buffer.deleteToEnd()
            #expect(Self.shown(buffer) == "one |")
            buffer = Self.buffer("one |two three")
            buffer.deleteToStart()
            #expect(Self.shown(buffer) == "|two three")
        }

        @Test func pastedLineBreaksAndControlCharactersKeepTheLineOneLine() {
            var buffer = TextEditingBuffer()
            buffer.insert("a\tb\r\nc\nd\u{7}e\n\n")
            #expect(Self.shown(buffer) == "a b c de|")
            buffer.insert("\n\u{1B}")
            #expect(Self.shown(buffer) == "a b c de|")
            buffer.insert("\u{1B}\n")
            #expect(Self.shown(buffer) == "a b c de|")
        }

        @Test func adoptingAChangedTextPutsTheCursorAtTheEnd() {
            var buffer = Self.buffer("ab|cd")
            buffer.adopt("abcd")
            #expect(Self.shown(buffer) == "ab|cd")
            buffer.adopt("xyz")
            #expect(Self.shown(buffer) == "xyz|")
        }

        /// The keys: each press from `start`, with the result (nil: the key is not a line-editing key).
        @Test(arguments: [
            (KeyPress(key: "x", characters: "x"), "ab x|cd ef"),
            (KeyPress(key: "q", characters: "q"), "ab q|cd ef"),
            (KeyPress(key: .delete), "ab|cd ef"),
            (KeyPress(key: .delete, modifiers: .option), "|cd ef"),
            (KeyPress(key: .delete, modifiers: .control), "|cd ef"),
            (KeyPress(key: "w", modifiers: .control), "|cd ef"),
            (KeyPress(key: .deleteForward), "ab |d ef"),
            (KeyPress(key: .deleteForward, modifiers: .option), "ab | ef"),
            (KeyPress(key: "d", modifiers: .option), "ab | ef"),
            (KeyPress(key: .leftArrow), "ab| cd ef"),
            (KeyPress(key: .leftArrow, modifiers: .shift), "ab| cd ef"),
            (KeyPress(key: .rightArrow), "ab c|d ef"),
            (KeyPress(key: .leftArrow, modifiers: .option), "|ab cd ef"),
            (KeyPress(key: .leftArrow, modifiers: .control), "|ab cd ef"),
            (KeyPress(key: "b", modifiers: .option), "|ab cd ef"),
            (KeyPress(key: .rightArrow, modifiers: .option), "ab cd| ef"),
            (KeyPress(key: .rightArrow, modifiers: .control), "ab cd| ef"),
            (KeyPress(key: "f", modifiers: .option), "ab cd| ef"),
            (KeyPress(key: .home), "|ab cd ef"),
            (KeyPress(key: "a", modifiers: .control), "|ab cd ef"),
            (KeyPress(key: .leftArrow, modifiers: .command), "|ab cd ef"),
            (KeyPress(key: .end), "ab cd ef|"),
            (KeyPress(key: "e", modifiers: .control), "ab cd ef|"),
            (KeyPress(key: .rightArrow, modifiers: .command), "ab cd ef|"),
            (KeyPress(key: "u", modifiers: .control), "|cd ef"),
            (KeyPress(key: "k", modifiers: .control), "ab |"),
            (KeyPress(key: .return), nil),
            (KeyPress(key: .tab), nil),
            (KeyPress(key: .escape), nil),
            (KeyPress(key: .upArrow), nil),
            (KeyPress(key: .downArrow), nil),
            (KeyPress(key: "x", modifiers: .control), nil),
        ] as [(KeyPress, String?)])
        func keys(press: KeyPress, expected: String?) {
            var buffer = Self.buffer("ab |cd ef")
            let applied = buffer.apply(press)
            #expect(applied == (expected != nil), "\(press)")
            #expect(Self.shown(buffer) == expected ?? "ab |cd ef", "\(press)")
        }

        @Test func editKeysAreTakenEvenWhenTheyCanDoNothing() {
            var buffer = TextEditingBuffer()
            for key in [KeyEquivalent.delete, .deleteForward, .leftArrow, .rightArrow, .home, .end] {
                let applied = buffer.apply(KeyPress(key: key))
                #expect(applied)
            }
            #expect(buffer == TextEditingBuffer())
        }
    }
}

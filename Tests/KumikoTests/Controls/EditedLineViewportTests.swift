import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension Controls {
    /// `EditedLineViewport`: what part of an edited line a field of some width shows, the caret taking a cell
    /// of its own and staying in view.
    @MainActor
    @Suite struct EditedLineViewportTests {
        /// The visible line with the caret drawn as `▏`.
        static func shown(_ visible: EditedLineViewport.Visible, caret: Bool = true) -> String {
            visible.beforeCaret + (caret ? "▏" : "") + visible.afterCaret
        }

        @Test func aLineThatFitsIsShownWhole() {
            var viewport = EditedLineViewport()
            let visible = viewport.layout("hello", caret: 2, columns: 10)
            #expect(Self.shown(visible) == "he▏llo")
            #expect(visible.columns == 6)
            #expect(viewport.firstColumn == 0)
        }

        @Test func theLineScrollsAsLittleAsKeepsTheCaretInView() {
            var viewport = EditedLineViewport()
            // Typing at the end: the end shows, with the caret in the last cell.
            let typing = Self.shown(viewport.layout("hello world", caret: 11, columns: 6))
            #expect(typing == "world▏")
            #expect(viewport.firstColumn == 6)
            // Moving left inside the view does not scroll.
            let insideView = Self.shown(viewport.layout("hello world", caret: 8, columns: 6))
            #expect(insideView == "wo▏rld")
            #expect(viewport.firstColumn == 6)
            // Past the left edge it scrolls to the caret.
            let pastTheEdge = Self.shown(viewport.layout("hello world", caret: 4, columns: 6))
            #expect(pastTheEdge == "▏o wor")
            #expect(viewport.firstColumn == 4)
            // Home.
            let home = Self.shown(viewport.layout("hello world", caret: 0, columns: 6))
            #expect(home == "▏hello")
            #expect(viewport.firstColumn == 0)
        }

        @Test func aShorterLineScrollsBackToShowItsEnd() {
            var viewport = EditedLineViewport()
            _ = viewport.layout("abcdefghij", caret: 10, columns: 5)
            #expect(viewport.firstColumn == 6)
            // Deleting from the start: the view does not stay scrolled past what is left.
            let shorter = Self.shown(viewport.layout("ghij", caret: 4, columns: 5))
            #expect(shorter == "ghij▏")
            #expect(viewport.firstColumn == 0)
        }

        @Test func withoutACaretTheLineShowsFromItsStart() {
            var viewport = EditedLineViewport()
            _ = viewport.layout("hello world", caret: 11, columns: 6)
            let visible = viewport.layout("hello world", caret: nil, columns: 6)
            #expect(Self.shown(visible, caret: false) == "hello ")
            #expect(visible.afterCaret.isEmpty)
            #expect(viewport.caretColumn == nil)
        }

        @Test func wideCharactersCutByAnEdgeShowAsSpaces() {
            var viewport = EditedLineViewport()
            // 日本語 is six cells; with the caret, seven: the view starts in the middle of 本.
            let visible = viewport.layout("日本語", caret: 3, columns: 4)
            #expect(Self.shown(visible) == " 語▏")
            #expect(visible.columns == 4)
            // At the start, 語 would need the cells after the view's end.
            let start = viewport.layout("日本語", caret: 0, columns: 4)
            #expect(Self.shown(start) == "▏日 ")
            #expect(start.columns == 4)
        }

        @Test func noColumnsShowNothing() {
            var viewport = EditedLineViewport()
            let none = viewport.layout("abc", caret: 1, columns: 0)
            #expect(none == .init(beforeCaret: "", afterCaret: "", columns: 0))
            let negative = viewport.layout("abc", caret: 1, columns: -3)
            #expect(negative.columns == 0)
        }

        @Test func aColumnMapsToTheCharacterThere() {
            var viewport = EditedLineViewport()
            _ = viewport.layout("hello world", caret: 11, columns: 6)
            // "world▏": column 0 is "w" (character 6), column 4 is "d", the caret's column is the end.
            #expect(viewport.characterOffset(atColumn: 0, in: "hello world") == 6)
            #expect(viewport.characterOffset(atColumn: 4, in: "hello world") == 10)
            #expect(viewport.characterOffset(atColumn: 5, in: "hello world") == 11)
            _ = viewport.layout("hello world", caret: 0, columns: 6)
            // "▏hello": after the caret, columns count one less.
            #expect(viewport.characterOffset(atColumn: 2, in: "hello world") == 1)
            // Wide characters: a click on the right half puts the cursor after.
            _ = viewport.layout("日本", caret: nil, columns: 6)
            #expect(viewport.characterOffset(atColumn: 2, in: "日本") == 1)
            #expect(viewport.characterOffset(atColumn: 3, in: "日本") == 2)
            #expect(viewport.characterOffset(atColumn: 9, in: "日本") == 2)
        }
    }
}

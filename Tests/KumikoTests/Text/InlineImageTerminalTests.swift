import Foundation
import Testing
import Kumiko
import KumikoTestSupport
import KumikoCore
@testable import KumikoTerminal

/// Images inside text in a terminal: the run that carries the image is resolved at layout through the terminal's
/// `SymbolImages`, whose `inlineText(forSymbol:)` is the `SymbolTable` glyph (so the text reads as it did when the
/// glyph was put in at `Text` construction).
@MainActor
@Suite struct InlineImageTerminalTests {
    @Test func anImageInTextIsItsGlyph() {
        // star: ☆, one column; the letters around it keep their columns.
        #expect(render(Text("a") + Text(Image(systemName: "star")) + Text("b")) == "a☆b")
        #expect(render(Text("x \(Image(systemName: "star.fill")) y")) == "x ★ y")
        // A named image is the table's placeholder.
        #expect(render(Text(Image("logo"))) == "□")
    }

    @Test func aWideGlyphTakesItsTwoColumnsInTheLine() {
        // cart: 🛒, two columns (East Asian Width W), so "|" lands in column 3.
        #expect(render(Text(Image(systemName: "cart")) + Text("|")) == "🛒|")
    }

    @Test func aNavigationTitleWithAnImageShowsItsGlyph() {
        let terminal = TestTerminal(columns: 20, rows: 3) {
            NavigationStack { Text("body").navigationTitle(Text("Fav ") + Text(Image(systemName: "star.fill"))) }
        }
        #expect(terminal.screen.contains("Fav ★"))
    }

    @Test func theTerminalsInlineTextIsTheSymbolTablesGlyph() {
        let symbols = Platform.terminal.symbols
        #expect(symbols.inlineText(forSymbol: "star") == SymbolTable.resolve("star"))
        #expect(symbols.inlineText(forSymbol: nil) == SymbolTable.fallback)
    }
}

import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// Images inside text on the headless points platform: a `Text` run that carries an image takes the platform's
/// width for it (``SymbolImages/size(ofSymbol:in:)``: a square as tall as the font's size, 17 pt in the body font)
/// and, since this platform gives no characters for it (``SymbolImages/inlineText(forSymbol:)`` nil), holds
/// U+FFFC in the line and draws the image as a chrome item at its place. No terminal glyph appears.
@MainActor
@Suite struct HeadlessInlineImageTests {
    /// The body font, the one these texts are measured in.
    private let body = Font.body.resolved()

    /// The advance of `string` in DejaVu Sans at 17 pt, as the headless platform measures it.
    private func width(_ string: String) -> CGFloat { Platform.headlessPoints.text.width(of: string, in: body) }

    /// The symbol chrome items drawn, with their names.
    private func symbols(_ list: DisplayList) -> [(name: String, frame: CGRect)] {
        list.chrome.compactMap { if case .symbol(let name, _) = $0.kind { (name, $0.frame) } else { nil } }
    }

    @Test func anImageAfterTextIsASymbolItemAfterTheText() throws {
        let rendering = renderHeadless(Text("a") + Text(Image(systemName: "star")), width: nil, height: nil)
        let symbol = try #require(symbols(rendering.displayList).first)
        let line = try #require(rendering.displayList.texts.first)
        // "a" in DejaVu Sans: 1255 units × 17 / 2048 = 10.417 pt; the star starts there, 17 pt square.
        #expect(abs(width("a") - 1255 * 17 / 2048) < 0.001)
        #expect(symbol.name == "star")
        #expect(abs(symbol.frame.minX - 1255 * 17 / 2048) < 0.001)
        #expect(symbol.frame.size == CGSize(width: 17, height: 17))
        // Centred in the 19.789 pt line (2384 units × 17 / 2048): (19.789 − 17) / 2 = 1.395 pt down.
        #expect(abs(symbol.frame.minY - (2384.0 * 17 / 2048 - 17) / 2) < 0.001)
        // The text keeps the image's place with U+FFFC; the whole is the letter and the image wide.
        #expect(line.lineStrings == ["a\u{FFFC}"])
        #expect(abs(rendering.size.width - (1255 * 17 / 2048 + 17)) < 0.001)
    }

    @Test func anInterpolatedImageSitsBetweenItsNeighbours() throws {
        let rendering = renderHeadless(Text("x \(Image(systemName: "star.fill")) y"), width: nil, height: nil)
        let symbol = try #require(symbols(rendering.displayList).first)
        #expect(symbol.name == "star.fill")
        // After "x " and before " y": the text is "x ", 17 pt of image, " y".
        #expect(abs(symbol.frame.minX - width("x ")) < 0.001)
        #expect(rendering.displayList.texts.first?.lineStrings == ["x \u{FFFC} y"])
        #expect(abs(rendering.size.width - (width("x ") + 17 + width(" y"))) < 0.001)
    }

    @Test func aNamedImageInTextIsTheNamedImageItem() throws {
        let rendering = renderHeadless(Text(Image("logo")), width: nil, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        #expect(chrome.kind == .namedImage("logo", font: body))
        #expect(chrome.frame.origin.x == 0 && chrome.frame.size == CGSize(width: 17, height: 17))
    }

    @Test func anInlineSymbolTakesItsRunsColour() throws {
        let rendering = renderHeadless(Text("a") + Text(Image(systemName: "heart")).foregroundColor(.red), width: nil, height: nil)
        let chrome = try #require(rendering.displayList.chrome.first)
        #expect(chrome.tint == Color.red.resolved())
    }

    @Test func aTextWithoutImagesDrawsNoChrome() {
        let rendering = renderHeadless(Text("plain"), width: nil, height: nil)
        #expect(rendering.displayList.chrome.isEmpty)
    }

    @Test func aTitleKeptAsAStringHoldsU_FFFCForADrawnImage() {
        // Strings kept as titles show an image as U+FFFC where the platform draws images itself.
        let text = Text("Rate ") + Text(Image(systemName: "star"))
        #expect(text.plainString(symbols: Platform.headlessPoints.symbols) == "Rate \u{FFFC}")
        #expect(text.plainString == "Rate \u{FFFC}")
    }
}

/// A secure field and a focused text field on the headless points platform: the platform's mask, and the caret and
/// clicks placed in points measured by the platform (DejaVu Sans at 17 pt), not in terminal columns.
@MainActor
@Suite struct HeadlessTextFieldEditingTests {
    private let body = Font.body.resolved()

    private func width(_ string: String) -> CGFloat { Platform.headlessPoints.text.width(of: string, in: body) }

    /// A graph of `view` on the headless points platform, settled at 200 pt wide.
    private func graph<V: View>(_ view: V) -> ViewGraph {
        var environment = EnvironmentValues()
        environment.platform = .headlessPoints
        let graph = ViewGraph(root: view, environment: environment)
        _ = graph.settle(proposal: ProposedViewSize(width: 200, height: nil))
        return graph
    }

    @Test func aSecureFieldShowsTheNeutralPlatformsMask() {
        let rendering = renderHeadless(SecureField("Password", text: .constant("abc")), width: 200, height: nil)
        // The neutral platform's mask is "*" (PlatformStyles.secureFieldMask), one per character.
        #expect(PlatformStyles().secureFieldMask == "*")
        #expect(rendering.displayList.texts.first?.lineStrings == ["***"])
    }

    @Test func aClickPutsTheCaretAtTheNearestCharacterBoundaryInPoints() throws {
        let graph = graph(TextField("Name", text: .constant("Hello")))
        // "He" is 1540 + 1260 units = 2800 × 17 / 2048 = 23.242 pt wide; a click 1 pt into the "l" (569 units,
        // 4.723 pt: its leading half) puts the cursor before it.
        #expect(abs(width("He") - 2800 * 17 / 2048) < 0.001)
        graph.sendClick(at: CGPoint(x: width("He") + 1, y: 5))
        _ = graph.settle(proposal: ProposedViewSize(width: 200, height: nil))
        let list = graph.displayList()
        let caret = try #require(list.chrome.first)
        #expect(caret.kind == .textCaret())
        // The grid is 1 pt: the click lands at x = 24 (23.242 + 1, floored); the caret is at the end of "He",
        // 2 pt wide (textFieldCaretWidth), the line's height tall.
        #expect(abs(caret.frame.minX - width("He")) < 0.001)
        #expect(caret.frame.width == ControlMetrics.iOS.textFieldCaretWidth)
        #expect(list.texts.map(\.lineStrings) == [["He"], ["llo"]])
        // The text after the caret starts after the caret's room.
        #expect(abs((list.texts.last?.frame.minX ?? 0) - (width("He") + 2)) < 0.001)
    }

    @Test func aClickOnTheTrailingHalfOfACharacterPutsTheCaretAfterIt() throws {
        let graph = graph(TextField("Name", text: .constant("Hello")))
        // "H" is 1540 × 17 / 2048 = 12.783 pt wide: x = 8 is past its middle (6.392 pt), so the cursor goes after it.
        graph.sendClick(at: CGPoint(x: 8, y: 5))
        _ = graph.settle(proposal: ProposedViewSize(width: 200, height: nil))
        let list = graph.displayList()
        #expect(list.texts.map(\.lineStrings) == [["H"], ["ello"]])
        let caret = try #require(list.chrome.first)
        #expect(abs(caret.frame.minX - 1540 * 17 / 2048) < 0.001)
    }
}

// TerminalImage's SVG export (a Kumiko extension for documentation pictures and snapshot files), used as a
// user would: render a view, take its picture.
import Kumiko
import Testing

@MainActor
@Suite struct TerminalImageSVGTests {
    @Test func anSVGHasACellGridWithColouredEscapedRuns() throws {
        let renderer = ImageRenderer(content: Text("a<b & c").foregroundColor(.red).bold())
        let image = try #require(renderer.terminalImage)
        #expect(image.columns == 7)
        let svg = image.svg
        // 7 cells of 8.4 × 17 SVG units, a dark default background, one run of red bold text, escaped.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"58.8\" height=\"17\""))
        #expect(svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#1e1e1e\"/>"))
        #expect(svg.contains(" font-weight=\"bold\" xml:space=\"preserve\">a&lt;b &amp; c</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func aWideCharacterIsPlacedOnItsOwnSoColumnsStayAligned() throws {
        let image = try #require(ImageRenderer(content: Text("日本x")).terminalImage)
        let svg = image.svg
        #expect(svg.contains("<text x=\"0\" y=\"13.26\""))
        #expect(svg.contains("<text x=\"16.8\" y=\"13.26\""))
        #expect(svg.contains("<text x=\"33.6\" y=\"13.26\""))
    }
}

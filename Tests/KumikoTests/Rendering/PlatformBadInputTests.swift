import Foundation
import Kumiko
import KumikoTestSupport
@testable import KumikoCore
@testable import KumikoTerminal
import Testing

/// Bad input at the platform boundary (issue 12): styles whose bodies are empty, fonts of absurd sizes, a text
/// measurer that answers NaN or negative widths, and display lists of 100,000 items never crash, never put NaN
/// into a frame, and are reported once.
@MainActor
@Suite struct PlatformBadInputTests {
    private struct EmptyButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { EmptyView() }
    }

    private struct EmptyToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View { EmptyView() }
    }

    private struct EmptyLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { EmptyView() }
    }

    /// A measurer that answers what it is given for every advance and line measure.
    private struct FaultyMeasurer: TextMeasuring {
        let value: CGFloat
        func advance(of character: Character, in font: ResolvedFont) -> CGFloat { value }
        func lineMetrics(of font: ResolvedFont) -> TextLineMetrics { TextLineMetrics(height: value, baseline: value) }
    }

    private func isSane(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    @Test func stylesWithEmptyBodiesDrawNothingAndTheRestStays() {
        let view = VStack(alignment: .leading) {
            Text("above")
            Button("Go") {}.buttonStyle(EmptyButtonStyle())
            Toggle("On", isOn: .constant(true)).toggleStyle(EmptyToggleStyle())
            Label("Mail", systemImage: "envelope").labelStyle(EmptyLabelStyle())
            Text("below")
        }
        let terminal = TestTerminal(columns: 20, rows: 4) { view }
        let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(2) == ["above", "below"])
        let rendering = renderHeadless(view, width: 320, height: 480)
        #expect(rendering.displayList.texts.map(\.lineStrings) == [["above"], ["below"]])
        #expect(isSane(rendering.size))
    }

    @Test func fontsOfAbsurdSizesLayOutSanely() {
        var messages: [String] = []
        messages = capturingDiagnostics {
            for size: CGFloat in [10_000, 0, -5, .nan, .infinity, -.infinity] {
                for platform in [Platform.headlessPoints, .terminal] {
                    let rendering = renderHeadless(Text("Hello").font(.system(size: size)), width: 320, height: 480, platform: platform)
                    #expect(isSane(rendering.size), "size \(size) on \(platform.name): \(rendering.size)")
                    let placed = rendering.displayList.placedRectangles
                    #expect(placed.filter { !$0.isSane }.isEmpty, "size \(size) on \(platform.name)")
                }
            }
        }
        // 10,000 pt is a size like any other: one line of five glyphs, each wider than the 320 pt offered.
        let huge = renderHeadless(Text("Hello").font(.system(size: 10_000)), width: 320, height: nil)
        #expect(huge.size.height > 10_000)
        // A negative size takes no room but the 1 pt a line of text is at least tall; NaN and infinite sizes fall
        // back to the body's.
        #expect(renderHeadless(Text("Hello").font(.system(size: -5)), width: nil, height: nil).size == CGSize(width: 0, height: 1))
        #expect(renderHeadless(Text("Hello").font(.system(size: .nan)), width: nil, height: nil).size
                == renderHeadless(Text("Hello"), width: nil, height: nil).size)
        #expect(messages.contains { $0.contains("Font size nan is not a number") })
        #expect(messages.contains { $0.contains("Font size -5.0 is negative") })
    }

    @Test func aMeasurerAnsweringNaNOrNegativeWidthsMeasuresZero() {
        for value: CGFloat in [.nan, -12, .infinity] {
            var platform = Platform.points
            platform.text = FaultyMeasurer(value: value)
            let messages = capturingDiagnostics {
                let rendering = renderHeadless(HStack { Text("Hello"); Text("world").bold() }.padding(), width: 320, height: 480,
                                               platform: platform)
                #expect(isSane(rendering.size))
                // Only the padding, the spacing and the 1 pt a line of text is at least tall take room.
                #expect(rendering.size == CGSize(width: 32 + 8, height: 32 + 1))
                let placed = rendering.displayList.placedRectangles
                #expect(placed.filter { !$0.isSane }.isEmpty)
            }
            #expect(messages.contains { $0.contains("The platform's text measurer gave \(value)") }, "\(messages)")
        }
        #expect(CheckedTextMeasurer(measurer: FaultyMeasurer(value: .nan)).advance(of: "a", in: .body) == 0)
        #expect(CheckedTextMeasurer(measurer: FaultyMeasurer(value: -3)).lineMetrics(of: .body) == TextLineMetrics(height: 0, baseline: 0))
    }

    @Test func aDisplayListOf100000ItemsRasterizesIntoTheScreen() {
        var list = DisplayList()
        for index in 0..<100_000 {
            let x = CGFloat(index % 200) * 8 - 384, y = CGFloat(index / 200) * 16 - 800
            switch index % 4 {
            case 0: list.append(.text(TextDrawing(frame: CGRect(x: x, y: y, width: 8, height: 16),
                                                  lines: [.init(segments: [("x", TextStyle())])], opacity: 1)))
            case 1: list.append(.separator(.horizontal), frame: CGRect(x: x, y: y, width: .nan, height: 16))
            case 2: list.append(.shape(ShapeDrawing(path: Path(CGRect(x: x, y: y, width: 8, height: .infinity)),
                                                    fill: ResolvedColor(red: 1, green: 0, blue: 0), stroke: nil)))
            default: list.append(.beginEffect(.blur(radius: 2))); list.append(.endEffect)
            }
        }
        #expect(list.entries.count == 125_000)
        var buffer = CellBuffer(columns: 80, rows: 24)
        Rasterizer().draw(list, into: &buffer)
        #expect(buffer.columns == 80 && buffer.rows == 24)
        #expect(buffer[0, 0].character == "x")
    }
}

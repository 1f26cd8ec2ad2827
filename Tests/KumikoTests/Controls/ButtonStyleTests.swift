import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Controls {
    /// `buttonStyle`: the automatic, plain and borderless styles draw the label alone (accent colour but for
    /// plain); bordered puts it on a grey band and bordered prominent on an accent band in white, one column
    /// wider at each side (docs/TERMINAL-LOOK.md).
    @MainActor
    @Suite struct ButtonStyleTests {
        private func image(_ view: some View) -> TerminalImage? {
            ImageRenderer(content: view).terminalImage
        }

        @Test func borderedAddsABandAroundTheLabel() throws {
            let bordered = try #require(image(Button("Go") {}.buttonStyle(.bordered)))
            #expect(bordered.plainText == " Go")
            #expect(bordered.columns == 4)
            #expect(bordered.buffer[0, 0].background != nil)
            #expect(bordered.buffer[3, 0].background != nil)
        }

        @Test func prominentIsWhiteOnTheAccent() throws {
            let prominent = try #require(image(Button("Go") {}.buttonStyle(.borderedProminent)))
            let cell = prominent.buffer[1, 0]
            #expect(cell.character == "G")
            #expect(cell.foreground == ResolvedColor(red: 1, green: 1, blue: 1))
            let accent = try #require(image(Text("x").background(Color.accentColor))).buffer[0, 0].background
            #expect(accent != nil)
            #expect(cell.background == accent)
        }

        @Test func plainAndBorderlessDrawTheLabelAlone() throws {
            #expect(try #require(image(Button("Go") {}.buttonStyle(.plain))).plainText == "Go")
            #expect(try #require(image(Button("Go") {}.buttonStyle(.borderless))).plainText == "Go")
            let plain = try #require(image(Button("Go") {}.buttonStyle(.plain)))
            #expect(plain.buffer[0, 0].foreground == nil)
            #expect(plain.buffer[0, 0].background == nil)
        }

        @Test func theStyleReachesEveryButtonInside() {
            let view = VStack(alignment: .leading, spacing: 0) {
                Button("One") {}
                Button("Two") {}
            }
            .buttonStyle(.bordered)
            #expect(Controls.render(view) == " One\n Two")
        }
    }
}

import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoTerminal

extension Controls {
    /// `LabeledContent`: the label leading, the value trailing in the secondary colour, across the width.
    @MainActor
    @Suite struct LabeledContentTests {
        @Test func valueIsAtTheTrailingEdge() {
            #expect(render(LabeledContent("Name", value: "Mei Chen"), columns: 20) == "Name        Mei Chen")
            let title: String = "Phone"
            #expect(render(LabeledContent(title, value: "555-2481"), columns: 16) == "Phone   555-2481")
        }

        @Test func idealSizeKeepsOneColumnApart() {
            #expect(render(LabeledContent("Team", value: "Sales")) == "Team Sales")
        }

        @Test func customContentAndLabel() {
            let view = LabeledContent { Text("42") } label: { Label("Answer", systemImage: "star.fill") }
            #expect(render(view, columns: 14) == "★ Answer    42")
            #expect(render(LabeledContent("Count") { Text("7") }, columns: 8) == "Count  7")
        }

        @Test func valueIsSecondaryAndLabelPrimary() {
            let image = ImageRenderer(content: LabeledContent("A", value: "B").frame(width: 32)).terminalImage
            #expect(image?.plainText == "A  B")
            #expect(image?.buffer[0, 0].foreground == nil)
            #expect(image?.buffer[3, 0].foreground == ResolvedColor(red: 0.557, green: 0.557, blue: 0.576))
        }

        @Test func rowsInAForm() {
            let terminal = TestTerminal(columns: 18, rows: 3) {
                VStack(spacing: 0) {
                    LabeledContent("Version", value: "1.0")
                    LabeledContent("Build", value: "42")
                }
            }
            terminal.showsKeyHelp = false
            #expect(terminal.screen.hasPrefix("Version        1.0\nBuild           42"))
        }
    }
}

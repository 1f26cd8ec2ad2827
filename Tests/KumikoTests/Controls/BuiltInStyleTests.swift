import Foundation
import Testing
import Kumiko
import KumikoTestSupport
import KumikoCore

extension Controls {
    /// The built-in styles of toggles, progress views, labels and group boxes: what the terminal's platform draws
    /// for each, and that the looks come from the platform in the environment.
    @MainActor
    @Suite struct BuiltInStyleTests {
        @Test func toggleStylesSwitchCheckboxAndButton() {
            #expect(render(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch), columns: 12) == "Wi-Fi   [ ●]")
            #expect(render(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.checkbox)) == "[✓] Wi-Fi")
            #expect(render(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.checkbox)) == "[ ] Wi-Fi")
            #expect(render(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)) == " Bold")
        }

        struct Mute: View {
            @State private var isOn = false
            var body: some View { Toggle("Mute", isOn: $isOn).toggleStyle(.checkbox) }
        }

        @Test func aCheckboxFlipsWithTheKeysAndClicks() {
            let terminal = TestTerminal(columns: 12, rows: 2) { Mute() }
            terminal.showsKeyHelp = false
            #expect(terminal.screen == "[ ] Mute\n")
            terminal.press(.space)
            #expect(terminal.screen == "[✓] Mute\n")
            terminal.click(column: 6, row: 0)
            #expect(terminal.screen == "[ ] Mute\n")
        }

        @Test func progressViewStylesLinearAndCircular() {
            #expect(render(ProgressView(value: 0.5).progressViewStyle(.linear), columns: 4) == "██░░")
            #expect(render(ProgressView("Sync", value: 0.5).progressViewStyle(.circular)) == "⠋ Sync")
            #expect(render(ProgressView("Sync").progressViewStyle(.linear)) == "⠋ Sync")
        }

        @Test func labelStylesShowTheTitleTheIconOrBoth() {
            let label = Label("Inbox", systemImage: "tray")
            #expect(render(label) == "📥 Inbox")
            #expect(render(label.labelStyle(.titleAndIcon)) == "📥 Inbox")
            #expect(render(label.labelStyle(.titleOnly)) == "Inbox")
            #expect(render(label.labelStyle(.iconOnly)) == "📥")
        }

        @Test func aGroupBoxIsARoundedBoxWithItsLabelInBold() {
            let box = GroupBox("Terms") { Text("Agreed") }
            #expect(render(box, columns: 12) == """
                ╭──────────╮
                │ Terms    │
                │ Agreed   │
                ╰──────────╯
                """)
            #expect(render(GroupBox { Text("Plain") }, columns: 9) == """
                ╭───────╮
                │ Plain │
                ╰───────╯
                """)
        }

        @Test func theLooksComeFromThePlatformInTheEnvironment() {
            var environment = EnvironmentValues()
            environment.platform = .points
            let renderer = ImageRenderer(content: VStack(alignment: .leading, spacing: 0) {
                Toggle("Wi-Fi", isOn: .constant(true))
                ProgressView("Sync")
            })
            renderer.environment = environment
            renderer.proposedSize = ProposedViewSize(width: 120, height: nil)
            let text = renderer.terminalImage?.plainText ?? ""
            // The neutral platform draws a capsule for the switch (filled cells, no text) and a circle's outline
            // before the label (the rasterizer's dotted stroke): none of the terminal's glyphs.
            #expect(text == "Wi-Fi\n\n•• Sync")
        }

        @Test func onTapGestureRunsOnReturnAndOnAClick() {
            final class Count { var taps = 0 }
            let count = Count()
            let terminal = TestTerminal(columns: 12, rows: 2) {
                Text("Tap me").onTapGesture { count.taps += 1 }
            }
            terminal.press(.return)
            #expect(count.taps == 1)
            terminal.click(column: 2, row: 0)
            #expect(count.taps == 2)
            #expect(terminal.graph.keyHelp.contains(KeyHelp("⏎", "tap")))
        }
    }
}

import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Controls {
    /// `Stepper`: the label, then `[−|+]` at the trailing edge; ←/→ or -/+ step the value within its bounds,
    /// and a click on `[−` or `+]` does the same.
    @MainActor
    @Suite struct StepperTests {
        @Test func looksLikeALabelThenTwoButtons() {
            #expect(render(Stepper("Copies", value: .constant(2), in: 1...5), columns: 20) == "Copies         [−|+]")
            #expect(render(Stepper(value: .constant(2), step: 2) { Text("Even") }) == "Even [−|+]")
            let title: String = "Size"
            #expect(render(Stepper(title, onIncrement: {}, onDecrement: nil)) == "Size [−|+]")
        }

        struct Copies: View {
            @State private var copies = 2
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("copies: \(copies)")
                    Stepper(value: $copies, in: 1...4, step: 1) { Text("Copies") }
                }
            }
        }

        @Test func arrowsStepAndClampToTheRange() {
            let terminal = TestTerminal(columns: 20, rows: 3) { Copies() }
            #expect(terminal.screen == "copies: 2\nCopies         [−|+]\n ←→ step  q quit")
            terminal.press(.rightArrow)
            #expect(terminal.screen.hasPrefix("copies: 3\n"))
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)
            #expect(terminal.screen.hasPrefix("copies: 4\n"))
            terminal.press(.leftArrow)
            #expect(terminal.screen.hasPrefix("copies: 3\n"))
            for _ in 0..<5 { terminal.press(.leftArrow) }
            #expect(terminal.screen.hasPrefix("copies: 1\n"))
        }

        @Test func minusAndPlusKeysStep() {
            let terminal = TestTerminal(columns: 20, rows: 3) { Copies() }
            terminal.type("+")
            #expect(terminal.screen.hasPrefix("copies: 3\n"))
            terminal.type("--")
            #expect(terminal.screen.hasPrefix("copies: 1\n"))
        }

        @Test func clicksOnMinusAndPlus() {
            let terminal = TestTerminal(columns: 20, rows: 3) { Copies() }
            // "[−|+]" is in columns 15–19: "[−" decrements, "+]" increments, "|" does nothing.
            terminal.click(column: 18, row: 1)
            #expect(terminal.screen.hasPrefix("copies: 3\n"))
            terminal.click(column: 19, row: 1)
            #expect(terminal.screen.hasPrefix("copies: 4\n"))
            terminal.click(column: 17, row: 1)
            #expect(terminal.screen.hasPrefix("copies: 4\n"))
            terminal.click(column: 16, row: 1)
            terminal.click(column: 15, row: 1)
            #expect(terminal.screen.hasPrefix("copies: 2\n"))
            // On the label: nothing.
            terminal.click(column: 1, row: 1)
            #expect(terminal.screen.hasPrefix("copies: 2\n"))
        }

        @Test func stepAndEditingCallbacks() {
            var value = 0.5
            var events: [String] = []
            let binding = Binding(get: { value }, set: { value = $0 })
            let terminal = TestTerminal(columns: 20, rows: 2) {
                Stepper("Level", value: binding, in: 0...1, step: 0.25) { events.append($0 ? "begin" : "end") }
            }
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)
            #expect(value == 1)
            #expect(events == ["begin", "end", "begin", "end"])
        }

        @Test func closuresRunAndANilActionDoesNothing() {
            var log: [String] = []
            let terminal = TestTerminal(columns: 20, rows: 2) {
                Stepper { Text("Log") } onIncrement: { log.append("up") } onDecrement: { log.append("down") }
            }
            terminal.press(.rightArrow)
            terminal.press(.leftArrow)
            #expect(log == ["up", "down"])
            let onlyUp = TestTerminal(columns: 20, rows: 2) {
                Stepper("Up", onIncrement: { log.append("up") }, onDecrement: nil)
            }
            onlyUp.press(.leftArrow)
            onlyUp.type("+")
            #expect(log == ["up", "down", "up"])
        }
    }
}

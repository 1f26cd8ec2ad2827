import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Controls {
    /// `Slider`: a track `━━━●───` across the width offered, the value labels at its ends; ←/→ step, Home/End
    /// go to the ends, a click sets the value at its column; bad numbers never crash.
    @MainActor
    @Suite struct SliderTests {
        static let accent = ResolvedColor(red: 0, green: 0.478, blue: 1)
        static let grey = ResolvedColor(red: 0.557, green: 0.557, blue: 0.576)

        private func lines(_ terminal: TestTerminal) -> [String] {
            terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        @Test func aTrackAcrossTheWidthWithTheThumbAtTheValue() throws {
            // 12 columns: the thumb at round(0.5 × 11) = 6.
            #expect(render(Slider(value: .constant(0.5)), columns: 12) == "━━━━━━●─────")
            #expect(render(Slider(value: .constant(0.0)), columns: 12) == "●───────────")
            #expect(render(Slider(value: .constant(Float(1))), columns: 12) == "━━━━━━━━━━━●")
            // No width offered: 20 columns, as a progress bar.
            #expect(render(Slider(value: .constant(25.0), in: 0...100)) == "━━━━━●──────────────")
            // The label is not drawn, as on iOS; the value labels are, at the ends.
            let labelled = Slider(value: .constant(5.0), in: 0...10, step: 1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("10")
            }
            #expect(render(labelled, columns: 24) == "0 ━━━━━━━━━●───────── 10")
            let image = try #require(ImageRenderer(content: Slider(value: .constant(0.5)).frame(width: 96)).terminalImage)
            #expect(image.buffer[0, 0].foreground == Self.accent)
            #expect(image.buffer[6, 0].foreground == nil)
            #expect(image.buffer[7, 0].foreground == Self.grey)
            let deprecatedForm = Slider(value: .constant(0.5), minimumValueLabel: Text("-"), maximumValueLabel: Text("+")) { Text("Level") }
            #expect(render(deprecatedForm, columns: 14) == "- ━━━━━●──── +")
        }

        struct Volume: View {
            @State var volume = 5.0
            var log: ((Bool) -> Void)?
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("volume \(volume, specifier: "%.2f")")
                    Slider(value: $volume, in: 0...10, step: 2, onEditingChanged: { log?($0) })
                }
            }
        }

        @Test func arrowsStepAndHomeAndEndGoToTheEnds() {
            var events: [Bool] = []
            let terminal = TestTerminal(columns: 21, rows: 3) { Volume(log: { events.append($0) }) }
            #expect(lines(terminal)[2] == " ←→ adjust  q quit")
            terminal.press(.rightArrow)                                     // 5 is off the steps: to 6, then 8
            #expect(lines(terminal)[0] == "volume 6.00")
            #expect(lines(terminal)[1] == "━━━━━━━━━━━━●────────")
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)                                     // stays at the end
            #expect(lines(terminal)[0] == "volume 10.00")
            terminal.press(.leftArrow)
            #expect(lines(terminal)[0] == "volume 8.00")
            terminal.press(.home)
            #expect(lines(terminal)[0] == "volume 0.00")
            #expect(lines(terminal)[1] == "●────────────────────")
            terminal.press(.end)
            #expect(lines(terminal)[0] == "volume 10.00")
            #expect(events == [true, false, true, false, true, false, true, false, true, false, true, false, true, false])
        }

        @Test func withoutAStepArrowsMoveATwentiethOfTheRange() {
            var value = 0.5
            let binding = Binding(get: { value }, set: { value = $0 })
            let terminal = TestTerminal(columns: 20, rows: 2) { Slider(value: binding) }
            terminal.press(.rightArrow)
            #expect(abs(value - 0.55) < 1e-12)
            terminal.press(.leftArrow)
            terminal.press(.leftArrow)
            #expect(abs(value - 0.45) < 1e-12)
        }

        @Test func aClickOnTheTrackSetsTheValueAtItsColumn() {
            let terminal = TestTerminal(columns: 21, rows: 3) { Volume() }
            // 21 columns for 0…10 in steps of 2: column 4 is 2, column 15 is 7.5, which snaps to 8.
            terminal.click(column: 4, row: 1)
            #expect(lines(terminal)[0] == "volume 2.00")
            terminal.click(column: 15, row: 1)
            #expect(lines(terminal)[0] == "volume 8.00")
            terminal.click(column: 0, row: 1)
            #expect(lines(terminal)[0] == "volume 0.00")
            terminal.click(column: 20, row: 1)
            #expect(lines(terminal)[0] == "volume 10.00")
        }

        @Test func badNumbersAreSanitisedAndDiagnosedOnce() {
            var value = Double.nan
            let binding = Binding(get: { value }, set: { value = $0 })
            let messages = capturingDiagnostics {
                let terminal = TestTerminal(columns: 10, rows: 2) { Slider(value: binding, in: 0...10) }
                #expect(lines(terminal)[0] == "●─────────")                 // NaN: at the start
                terminal.press(.rightArrow)                                 // from the lowest value
                #expect(value == 0.5)
                // An empty range: the thumb at the start, keys and clicks change nothing.
                var pinned = 3.0
                let empty = TestTerminal(columns: 10, rows: 2) {
                    Slider(value: Binding(get: { pinned }, set: { pinned = $0 }), in: 3...3)
                }
                #expect(lines(empty)[0] == "●─────────")
                empty.press(.rightArrow)
                empty.click(column: 8, row: 0)
                #expect(pinned == 3)
                // A step that is not positive: any value; infinite bounds: taken one apart.
                var free = 0.5
                let badStep = TestTerminal(columns: 10, rows: 2) {
                    Slider(value: Binding(get: { free }, set: { free = $0 }), in: 0...1, step: -1)
                }
                badStep.press(.rightArrow)
                #expect(abs(free - 0.55) < 1e-12)
                #expect(render(Slider(value: .constant(0.5), in: 0...Double.infinity), columns: 10) == "━━━━━●────")
                _ = render(Slider(value: .constant(Double.nan)), columns: 10)
            }
            #expect(messages.filter { $0.contains("value is NaN") }.count == 1)
            #expect(messages.contains { $0.contains("range 3.0…3.0 is empty") })
            #expect(messages.contains { $0.contains("step -1.0 is not a positive number") })
            #expect(messages.contains { $0.contains("range 0.0…inf is not finite") })
        }
    }
}

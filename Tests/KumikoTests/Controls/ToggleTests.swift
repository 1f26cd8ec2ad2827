import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Controls {
    /// `Toggle`: the label, then a switch at the trailing edge (`[ ●]` on, `[○ ]` off); Space, Return or a click
    /// flips the bound value.
    @MainActor
    @Suite struct ToggleTests {
        @Test func onAndOffLooks() {
            #expect(render(Toggle("Wi-Fi", isOn: .constant(true)), columns: 16) == "Wi-Fi       [ ●]")
            #expect(render(Toggle("Wi-Fi", isOn: .constant(false)), columns: 16) == "Wi-Fi       [○ ]")
        }

        @Test func idealSizeKeepsOneColumnBetweenLabelAndSwitch() {
            #expect(render(Toggle(isOn: .constant(true)) { Text("Bluetooth") }) == "Bluetooth [ ●]")
        }

        @Test func systemImageTitleAndStringTitle() {
            #expect(render(Toggle("Favourite", systemImage: "star.fill", isOn: .constant(false))) == "★ Favourite [○ ]")
            let title: String = "Dark mode"
            #expect(render(Toggle(title, isOn: .constant(true))) == "Dark mode [ ●]")
        }

        struct Settings: View {
            @State private var airplane = false
            @State private var sound = true
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("airplane: \(airplane ? "on" : "off") sound: \(sound ? "on" : "off")")
                    Toggle("Airplane", isOn: $airplane)
                    Toggle("Sound", isOn: $sound)
                }
            }
        }

        @Test func spaceFlipsTheFocusedToggle() {
            let terminal = TestTerminal(columns: 30, rows: 4) { Settings() }
            #expect(terminal.screen == "airplane: off sound: on\nAirplane                  [○ ]\nSound                     [ ●]\n ␣ toggle  ⇥ next  q quit")
            terminal.press(.space)
            #expect(terminal.screen.hasPrefix("airplane: on sound: on\nAirplane                  [ ●]\n"))
            terminal.press(.space)
            #expect(terminal.screen.hasPrefix("airplane: off sound: on\n"))
        }

        @Test func returnFlipsAndTabMovesToTheNextToggle() {
            let terminal = TestTerminal(columns: 30, rows: 4) { Settings() }
            terminal.press(.tab)
            terminal.press(.return)
            #expect(terminal.screen.hasPrefix("airplane: off sound: off\nAirplane                  [○ ]\nSound                     [○ ]"))
        }

        @Test func otherKeysLeaveTheToggleAlone() {
            let terminal = TestTerminal(columns: 30, rows: 4) { Settings() }
            terminal.press(.rightArrow)
            terminal.type("x")
            #expect(terminal.screen.hasPrefix("airplane: off sound: on\n"))
        }

        @Test func aClickFlipsTheToggleUnderIt() {
            let terminal = TestTerminal(columns: 30, rows: 4) { Settings() }
            // On the second toggle's label: that toggle flips and takes the focus.
            terminal.click(column: 2, row: 2)
            #expect(terminal.screen.hasPrefix("airplane: off sound: off\n"))
            terminal.press(.space)
            #expect(terminal.screen.hasPrefix("airplane: off sound: on\n"))
            // On the first toggle's switch.
            terminal.click(column: 27, row: 1)
            #expect(terminal.screen.hasPrefix("airplane: on sound: on\n"))
        }
    }
}

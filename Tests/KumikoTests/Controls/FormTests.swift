import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Controls {
    /// `Form` is drawn as iOS draws it: an inset grouped list, each section's rows in a box.
    @MainActor
    @Suite struct FormTests {
        @Test func aFormIsAnInsetGroupedList() {
            let form = Form {
                Section("Account") {
                    LabeledContent("Name", value: "Mei")
                }
            }
            let list = List {
                Section("Account") {
                    LabeledContent("Name", value: "Mei")
                }
            }
            .listStyle(.insetGrouped)
            #expect(Controls.render(form, columns: 20) == Controls.render(list, columns: 20))
            #expect(Controls.render(form, columns: 20).contains("╭──────────────────╮"))
        }
    }
}

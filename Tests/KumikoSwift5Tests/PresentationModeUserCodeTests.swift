// The deprecated `presentationMode` environment value as older SwiftUI code uses it, compiled in the Swift 5
// language mode with `import Kumiko` alone: `presentationMode.wrappedValue.dismiss()` closes a sheet and pops a
// pushed screen, exactly as `dismiss()` does.
import Kumiko
import Testing

private struct AddCompanySheet: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            Text("Sheet presented: \(presentationMode.wrappedValue.isPresented ? "yes" : "no")")
            Button("Save") {
                self.presentationMode.wrappedValue.dismiss()
            }
        }
    }
}

private struct CompaniesScreen: View {
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.isPresented) private var isPresented
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Root presented: \(presentationMode.wrappedValue.isPresented ? "yes" : "no") \(isPresented ? "yes" : "no")")
                Button("Add") { showingAdd = true }
                NavigationLink("Details") { DetailScreen() }
                Text(showingAdd ? "showing" : "closed")
            }
            .sheet(isPresented: $showingAdd) { AddCompanySheet() }
        }
    }
}

private struct DetailScreen: View {
    @Environment(\.presentationMode) var presentationMode: Binding<PresentationMode>

    var body: some View {
        VStack {
            Text("Detail presented: \(presentationMode.wrappedValue.isPresented ? "yes" : "no")")
            Button("Back to list") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

@MainActor
@Test func presentationModeDismissesASheet() {
    let terminal = TestTerminal(columns: 60, rows: 16) { CompaniesScreen() }
    #expect(terminal.screen.contains("Root presented: no no"))
    // Return on "Add" (the first button); the sheet's "Save" then has the focus.
    terminal.press(.return)
    #expect(terminal.screen.contains("Sheet presented: yes"))
    #expect(terminal.screen.contains("⏎ Save"))
    terminal.press(.return)
    // The sheet's binding was set back to false through the dismissal.
    #expect(!terminal.screen.contains("Sheet presented"))
    #expect(terminal.screen.contains("closed"))
}

@MainActor
@Test func presentationModePopsAPushedScreen() {
    let terminal = TestTerminal(columns: 60, rows: 16) { CompaniesScreen() }
    terminal.press(.tab)
    terminal.press(.return)
    #expect(terminal.screen.contains("Detail presented: yes"))
    #expect(terminal.screen.contains("⏎ Back to list"))
    terminal.press(.return)
    #expect(!terminal.screen.contains("Detail presented"))
    #expect(terminal.screen.contains("Root presented: no no"))
}

@MainActor
@Test func presentationModeDismissOutsideAPresentationDoesNothing() {
    var mode = EnvironmentValues().presentationMode.wrappedValue
    #expect(mode.isPresented == false)
    mode.dismiss()
    #expect(mode.isPresented == false)
}

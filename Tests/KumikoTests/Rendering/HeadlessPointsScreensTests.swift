import Foundation
import Testing
import Kumiko
import KumikoTestSupport
import KumikoCore

/// Screens like the seed samples' (lists with sections, a navigation title, controls, a sheet, a table) rendered on
/// the headless points platform. Some of their chrome still draws terminal glyphs in cell sizes (issue 12 moves it
/// to the platform), so these tests only ask for a sane display list: every rectangle finite, with no negative
/// size, what its clips leave of it inside the window, and the screen's own text drawn.
@MainActor
@Suite struct HeadlessPointsScreensTests {
    /// An iPhone's window less its safe area, in points (research §1: 390 × 763 on an iPhone 13 Pro).
    private static let window = CGRect(x: 0, y: 0, width: 390, height: 763)

    /// Renders `view` in the window and checks what every screen must hold; returns the texts drawn.
    @discardableResult
    private func renderScreen<V: View>(_ view: V, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let rendering = renderHeadless(view, width: Self.window.width, height: Self.window.height)
        #expect(rendering.settled, sourceLocation: sourceLocation)
        #expect(!rendering.displayList.items.isEmpty, sourceLocation: sourceLocation)
        for rect in rendering.displayList.placedRectangles {
            #expect(rect.isSane, "\(rect)", sourceLocation: sourceLocation)
        }
        // Rows drawn beyond the window's edge (a list's overscan) are clipped: what shows must lie in the window.
        for rect in rendering.displayList.visibleRectangles {
            #expect(Self.window.insetBy(dx: -0.001, dy: -0.001).contains(rect), "\(rect) leaves the window", sourceLocation: sourceLocation)
        }
        return rendering.displayList.texts.flatMap(\.lineStrings)
    }

    @Test func aListWithSections() {
        let texts = renderScreen(
            List {
                Section("Fruit") { ForEach(["Apple", "Banana", "Cherry"], id: \.self) { Text($0) } }
                Section(header: Text("Vegetables"), footer: Text("Fresh every day")) { Text("Carrot"); Text("Leek") }
            })
        for word in ["Apple", "Banana", "Cherry", "Carrot", "Leek"] { #expect(texts.contains { $0.contains(word) }, "\(word)") }
    }

    @Test func aNavigationStackWithATitle() {
        let texts = renderScreen(
            NavigationStack {
                List(1...40, id: \.self) { Text("Row \($0)") }
                    .navigationTitle("Inbox")
            })
        #expect(texts.contains { $0.contains("Inbox") })
        #expect(texts.contains { $0.contains("Row 1") })
    }

    @Test func controls() {
        let texts = renderScreen(
            VStack {
                Toggle("Wi-Fi", isOn: .constant(true))
                Button("Sign In") {}
                Picker("Size", selection: .constant(2)) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                }
                .pickerStyle(.segmented)
            }.padding())
        for word in ["Wi-Fi", "Sign In", "Small", "Medium"] { #expect(texts.contains { $0.contains(word) }, "\(word)") }
    }

    @Test func aSheetOverAScreen() {
        let texts = renderScreen(
            NavigationStack {
                Text("Beneath").navigationTitle("Home")
            }
            .sheet(isPresented: .constant(true)) {
                NavigationStack { Form { Toggle("Notify", isOn: .constant(false)) }.navigationTitle("Settings") }
            })
        #expect(texts.contains { $0.contains("Settings") })
        #expect(texts.contains { $0.contains("Notify") })
    }

    @Test func aTable() {
        struct Person: Identifiable {
            let id: Int
            let name: String
            let city: String
        }
        let people = [Person(id: 1, name: "Ada", city: "London"), Person(id: 2, name: "Grace", city: "Arlington")]
        let texts = renderScreen(
            Table(people) {
                TableColumn("Name", value: \.name)
                TableColumn("City", value: \.city)
            })
        #expect(texts.contains { $0.contains("Ada") })
        #expect(texts.contains { $0.contains("Grace") })
    }
}

import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// `NavigationStack`, `NavigationLink`, `navigationDestination`, `NavigationPath`, `navigationTitle` and
/// `\.dismiss`, walked as a person would in a terminal: the top screen shows under a one-line bar ("‹ " and
/// the previous title, the title in bold in the middle); Escape or Backspace pops; covered screens keep their
/// state (SwiftUI keeps them alive while they are on the stack).
@MainActor
@Suite struct NavigationStackTests {
    struct Items: View {
        var body: some View {
            NavigationStack {
                List(0..<5, id: \.self) { item in
                    NavigationLink(value: item) { Text("Item \(item)") }
                }
                .listStyle(.plain)
                .navigationDestination(for: Int.self) { Detail(number: $0) }
                .navigationTitle("Items")
            }
        }
    }

    struct Detail: View {
        let number: Int
        @State private var taps = 0
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Detail \(number), taps \(taps)")
                Button("Tap") { taps += 1 }
                NavigationLink("Deeper", value: number + 100)
                Button("Done") { dismiss() }
            }
            .navigationTitle("Item \(number)")
        }
    }

    private func lines(_ terminal: TestTerminal) -> [String] {
        terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func rowsShowADisclosureAndReturnPushes() {
        let terminal = TestTerminal(columns: 30, rows: 8) { Items() }
        #expect(lines(terminal)[0] == "            Items")
        #expect(lines(terminal)[1] == " Item 0                     ›")
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(lines(terminal)[0] == "‹ Items     Item 1")
        #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Detail 1, taps 0" })
        #expect(lines(terminal)[7].contains("esc back"))
    }

    @Test func escapePopsAndCoveredScreensKeepTheirState() {
        let terminal = TestTerminal(columns: 30, rows: 8) { Items() }
        terminal.press(.downArrow)
        terminal.press(.return)
        // In the detail: Tab to "Tap" is the first focusable view.
        terminal.press(.return)
        terminal.press(.return)
        #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Detail 0, taps 2" })
        terminal.press(.tab)
        terminal.press(.return)                       // "Deeper": push 100
        #expect(lines(terminal)[0] == "‹ Item 0   Item 100")
        terminal.press(.escape)
        #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Detail 0, taps 2" })
        terminal.press(.escape)
        #expect(lines(terminal)[0] == "            Items")
        // The list keeps its cursor.
        #expect(lines(terminal)[1].hasPrefix("›Item 0"))
    }

    @Test func dismissPopsThePushedScreen() {
        let terminal = TestTerminal(columns: 30, rows: 8) { Items() }
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Detail 0, taps 0" })
        terminal.press(.tab)
        terminal.press(.tab)
        terminal.press(.return)                       // "Done"
        #expect(lines(terminal)[0] == "            Items")
    }

    enum Route: Hashable, Codable { case profile(String), settings, detail(Int) }

    final class Router: ObservableObject {
        @Published var path = NavigationPath()
    }

    struct Programmatic: View {
        @StateObject private var router = Router()
        var body: some View {
            NavigationStack(path: $router.path) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Home")
                    Button("Deep link") {
                        router.path.append(Route.profile("user456"))
                        router.path.append(Route.detail(1))
                    }
                    Button("Settings") { router.path.append(Route.settings) }
                }
                .navigationTitle("Home")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .profile(let id): Text("Profile \(id)").navigationTitle("Profile")
                    case .settings: Text("Settings screen").navigationTitle("Settings")
                    case .detail(let id):
                        VStack(alignment: .leading, spacing: 0) {
                            Text("Detail \(id), depth \(router.path.count)")
                            Button("Pop to root") { router.path.removeLast(router.path.count) }
                        }
                        .navigationTitle("Detail")
                    }
                }
            }
        }
    }

    @Test func aBoundPathPushesSeveralScreensAndPopsToRoot() {
        let terminal = TestTerminal(columns: 30, rows: 6) { Programmatic() }
        #expect(lines(terminal)[0] == "             Home")
        terminal.press(.return)                       // "Deep link"
        #expect(lines(terminal)[0] == "‹ Profile   Detail")
        #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Detail 1, depth 2" })
        terminal.press(.escape)
        #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Profile user456" })
        terminal.press(.escape)
        terminal.press(.return)                       // "Deep link" again
        terminal.press(.return)                       // "Pop to root"
        #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Home" })
    }

    @Test func aPathOfCodableValuesCanBeSavedAndRestored() throws {
        var path = NavigationPath()
        path.append(Route.profile("a"))
        path.append(Route.detail(7))
        let saved = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved))
        #expect(restored == path)
        #expect(restored.count == 2)
        path.append(NonCodable())
        #expect(path.codable == nil)
    }

    struct NonCodable: Hashable {}

    struct Presented: View {
        @State private var showing = false
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 0) {
                    Text(showing ? "showing" : "hidden")
                    Button("Show") { showing = true }
                }
                .navigationDestination(isPresented: $showing) { Text("Presented screen") }
            }
        }
    }

    @Test func isPresentedPushesAndPoppingResetsIt() {
        let terminal = TestTerminal(columns: 30, rows: 5) { Presented() }
        terminal.press(.return)
        #expect(terminal.screen.contains("Presented screen"))
        terminal.press(.escape)
        #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "hidden" })
    }

    @Test func aScreenFillsTheStackAndIsCentredUnderTheBar() {
        // SwiftUI gives a navigation stack's screen all the space under the bar and centres a smaller view in
        // it (a `Text` in a `NavigationStack` sits in the middle of an iPhone's screen).
        struct Centred: View {
            var body: some View {
                NavigationStack { Text("Middle").navigationTitle("Top") }
            }
        }
        let terminal = TestTerminal(columns: 20, rows: 7) { Centred() }
        // Six rows above the key help: the bar, then five rows with the text in the middle one.
        #expect(lines(terminal)[0] == "        Top")
        #expect(lines(terminal)[2] == "")
        #expect(lines(terminal)[3] == "       Middle")
        #expect(lines(terminal)[4] == "")
    }

    @Test func poppingGivesTheFocusBackToTheViewThatPushed() {
        // The pushed screen has nothing to focus, so the focus goes to the tab bar; popping gives it back to
        // the list whose row was opened, as iOS returns to that row.
        struct Pushing: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        List(0..<3, id: \.self) { item in
                            NavigationLink(value: item) { Text("Row \(item)") }
                        }
                        .listStyle(.plain)
                        .navigationDestination(for: Int.self) { Text("Screen \($0)") }
                    }
                    .tabItem { Text("One") }
                    Text("Other").tabItem { Text("Two") }
                }
            }
        }
        let terminal = TestTerminal(columns: 30, rows: 10) { Pushing() }
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(terminal.screen.contains("Screen 1"))
        #expect(!terminal.graph.keyHelp.contains(KeyHelp("↑↓", "move")))
        terminal.press(.escape)
        #expect(terminal.screen.contains("›Row 1"))
        #expect(terminal.graph.keyHelp.first == KeyHelp("↑↓", "move"))
    }
}

import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// `onOpenURL`: a URL given on the command line reaches the app's handlers after the first update, as in the
/// seed's `MyApp` (3.8.2), whose coordinator turns a deep link into a navigation path.
@MainActor
@Suite struct OpenURLTests {
    final class Coordinator: ObservableObject {
        @Published var path = NavigationPath()
        func handleDeepLink(_ url: URL) {
            guard url.host == "profile", let id = Int(url.lastPathComponent) else { return }
            path.append(id)
        }
    }

    struct DeepLinkApp: App {
        @StateObject private var coordinator = Coordinator()
        init() {}
        var body: some Scene {
            WindowGroup {
                NavigationStack(path: $coordinator.path) {
                    Text("Root")
                        .navigationTitle("Home")
                        .navigationDestination(for: Int.self) { Text("Profile \($0)").navigationTitle("Profile") }
                        .onOpenURL { coordinator.handleDeepLink($0) }
                }
                .environmentObject(coordinator)
            }
        }
    }

    @Test func aURLFromTheCommandLinePushesTheDeepLinkedScreen() {
        let terminal = TestTerminal(app: DeepLinkApp(), columns: 30, rows: 5)
        #expect(terminal.screen.contains("Root"))
        let urls = ViewGraph.urls(inArguments: ["--verbose", "myapp://profile/42", "notes.txt"])
        #expect(urls.map(\.absoluteString) == ["myapp://profile/42"])
        for url in urls { terminal.graph.open(url) }
        #expect(terminal.screen.contains("Profile 42"))
        #expect(terminal.screen.hasPrefix("‹ Home"))
        terminal.press(.escape)
        #expect(terminal.screen.contains("Root"))
    }

    @Test func aURLNoViewHandlesIsReportedNotLost() {
        var messages: [String] = []
        Diagnostics.setHandler { messages.append($0) }
        defer { Diagnostics.setHandler(nil) }
        let terminal = TestTerminal(columns: 20, rows: 3) { Text("Plain") }
        terminal.graph.open(URL(string: "myapp://nowhere")!)
        #expect(terminal.screen.contains("Plain"))
        #expect(messages.contains { $0.contains("myapp://nowhere") })
    }
}

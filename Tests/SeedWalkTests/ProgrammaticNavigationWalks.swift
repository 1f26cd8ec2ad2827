import Foundation
import Kumiko
import Testing

/// The seed's programmatic navigation (3.5.2) walked in a terminal: the buttons push routes on the view
/// model's `NavigationPath`, the deep link pushes two screens at once, Escape pops one, and the Form screens
/// (settings with toggles, the profile editor with text fields) work.
@MainActor
@Suite struct ProgrammaticNavigationWalks {
    typealias Seed = ProgrammaticNavigation

    @Test func buttonsPushRoutesAndEscapePops() {
        let terminal = TestTerminal(columns: 60, rows: 24) { Seed.ProgrammaticNavigationView() }
        #expect(terminal.shows("Home View"))
        #expect(terminal.shows("Go to Profile"))
        #expect(terminal.shows("Deep Link Example"))
        #expect(!terminal.shows("Pop to Root"))
        #expect(terminal.focus("Go to Profile"))
        terminal.press(.return)
        #expect(terminal.lines[0].hasPrefix("‹ Home"))
        #expect(terminal.lines[0].contains("Profile"))
        #expect(terminal.shows("User ID: user123"))
        // Profile → Settings: a Form with two toggles and two labeled values.
        #expect(terminal.focus("Go to Settings"))
        terminal.press(.return)
        #expect(terminal.lines[0].contains("Settings"))
        #expect(terminal.shows("Notifications"))
        #expect(terminal.shows("Version"))
        #expect(terminal.shows("1.0.0"))
        terminal.press(.escape)
        #expect(terminal.shows("User ID: user123"))
        // Profile → Edit Profile: two text fields holding the state's values; typing edits them.
        #expect(terminal.focus("Edit Profile"))
        terminal.press(.return)
        #expect(terminal.lines[0].contains("Edit Profile"))
        #expect(terminal.shows("John Doe"))
        #expect(terminal.shows("iOS Developer"))
        terminal.press(.escape)
        terminal.press(.escape)
        #expect(terminal.shows("Home View"))
    }

    @Test func theDeepLinkPushesTwoScreensAtOnce() {
        let terminal = TestTerminal(columns: 60, rows: 24) { Seed.ProgrammaticNavigationView() }
        #expect(terminal.focus("Deep Link Example"))
        terminal.press(.return)
        // Profile (user456), then the posts category on top of it.
        #expect(terminal.lines[0].hasPrefix("‹ Profile"))
        #expect(terminal.lines[0].contains("Posts"))
        #expect(terminal.shows("ID: 1"))
        #expect(terminal.shows("posts 1"))
        terminal.press(.escape)
        #expect(terminal.shows("User ID: user456"))
        terminal.press(.escape)
        #expect(terminal.shows("Home View"))
    }

    /// The seed's "Pop" and "Pop to Root" buttons sit on the home screen and show only while the path is not
    /// empty, that is while the home screen is covered (in SwiftUI too); this harness shows the same two
    /// actions of the same view model beside the stack, and pushes with the seed's destinations.
    struct PopHarness: View {
        @StateObject private var model = Seed.NavigationViewModel()
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("Deep") {
                        model.navigateToProfile(userId: "user456")
                        model.navigateToDetail(id: 1, category: "posts")
                    }
                    Button("Pop") { model.pop() }
                    Button("Pop to Root") { model.popToRoot() }
                }
                NavigationStack(path: $model.path) {
                    Text("Harness home")
                        .navigationTitle("Home")
                        .navigationDestination(for: Seed.Route.self) { route in
                            Seed.ProgrammaticNavigationView().destinationView(for: route)
                        }
                }
            }
            .environmentObject(model)
        }
    }

    @Test func popAndPopToRootEmptyThePath() {
        let terminal = TestTerminal(columns: 60, rows: 24) { PopHarness() }
        terminal.press(.return)                              // "Deep"
        #expect(terminal.shows("ID: 1"))
        #expect(terminal.focus("Pop"))
        terminal.press(.return)
        #expect(terminal.shows("User ID: user456"))
        #expect(terminal.focus("Deep"))
        terminal.press(.return)
        terminal.press(.return)                              // two more screens: four deep
        #expect(terminal.focus("Pop to Root"))
        terminal.press(.return)
        #expect(terminal.shows("Harness home"))
        #expect(!terminal.shows("‹"))
    }
}

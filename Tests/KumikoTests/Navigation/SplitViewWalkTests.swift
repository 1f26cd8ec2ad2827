import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// Split views walked as a person would in a terminal: selections in leading columns drive the next ones
/// (side by side at a regular width, pushed as one stack at a compact width, where going back sets the
/// selection back to nil), links show their destinations in the next column, Ctrl-S shows and hides the
/// sidebar through `columnVisibility`, and the size classes follow the terminal's width.
@MainActor
@Suite struct SplitViewWalkTests {
    /// A three-column browser whose choices the test reads.
    final class Browser: ObservableObject {
        @Published var category: String?
        @Published var item: String?
        @Published var visibility = NavigationSplitViewVisibility.automatic
        @Published var compactColumn = NavigationSplitViewColumn.sidebar
    }

    struct BrowserView: View {
        @ObservedObject var browser: Browser
        var body: some View {
            NavigationSplitView(columnVisibility: $browser.visibility, preferredCompactColumn: $browser.compactColumn) {
                List(["Books", "Food"], id: \.self, selection: $browser.category) { Text($0) }
                    .navigationTitle("Shop")
            } content: {
                if let category = browser.category {
                    List(["\(category) 1", "\(category) 2"], id: \.self, selection: $browser.item) { Text($0) }
                        .listStyle(.plain)
                        .navigationTitle(category)
                } else {
                    Text("Pick a category")
                }
            } detail: {
                VStack(spacing: 0) {
                    Text(browser.item.map { "Showing \($0)" } ?? "Nothing chosen")
                    Button("Hide columns") { browser.visibility = .detailOnly }
                }
            }
        }
    }

    private func lines(_ terminal: TestTerminal) -> [String] {
        terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func selectionsDriveTheNextColumnsSideBySide() {
        let browser = Browser()
        let terminal = TestTerminal(columns: 100, rows: 8) { BrowserView(browser: browser) }
        #expect(lines(terminal)[3] == "                         │     Pick a category     │                 Nothing chosen")
        terminal.press(.downArrow)                    // the cursor selects, as a sidebar on iPad with a keyboard
        #expect(browser.category == "Books")
        #expect(lines(terminal)[0] == "          Shop           │          Books          │")
        #expect(lines(terminal)[1] == "›Books                   │ Books 1                 │")
        terminal.press(.rightArrow)                   // the list has no swipe actions: the next column
        terminal.press(.downArrow)
        #expect(browser.item == "Books 1")
        #expect(lines(terminal)[3] == "                         │                         │                 Showing Books 1")
        terminal.press(.leftArrow)
        terminal.press(.downArrow)                    // back in the sidebar
        #expect(browser.category == "Food")
        #expect(lines(terminal)[1] == " Books                   │ Food 1                  │")
    }

    @Test func ctrlSTogglesTheSidebarThroughTheBinding() {
        let browser = Browser()
        let terminal = TestTerminal(columns: 100, rows: 6) { BrowserView(browser: browser) }
        #expect(lines(terminal)[5].contains("^S hide sidebar"))
        terminal.press("s", modifiers: .control)
        // Three columns keep the content column.
        #expect(browser.visibility == .doubleColumn)
        #expect(lines(terminal)[2] == "     Pick a category     │                              Nothing chosen")
        #expect(lines(terminal)[5].contains("^S show sidebar"))
        terminal.press("s", modifiers: .control)
        #expect(browser.visibility == .all)
        #expect(lines(terminal)[3] == "                         │                         │                  Hide columns")
    }

    @Test func theBindingHidesColumnsFromOutside() {
        let browser = Browser()
        browser.visibility = .doubleColumn
        let terminal = TestTerminal(columns: 100, rows: 6) { BrowserView(browser: browser) }
        #expect(!terminal.screen.contains("Shop"))
        #expect(terminal.screen.contains("Pick a category"))
        // The button in the detail sets `.detailOnly`: the detail alone, the whole width.
        terminal.press(.tab)
        terminal.press(.return)
        #expect(browser.visibility == .detailOnly)
        #expect(lines(terminal)[2] == "                                           Nothing chosen")
        browser.visibility = .all
        #expect(lines(terminal)[0].hasPrefix("          Shop           │"))
    }

    @Test func aCompactWidthPushesSelectionsAndGoingBackClearsThem() {
        let browser = Browser()
        let terminal = TestTerminal(columns: 60, rows: 8) { BrowserView(browser: browser) }
        #expect(lines(terminal)[0] == "                            Shop")
        // The cursor moves without selecting: selecting pushes the next column.
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        #expect(browser.category == nil)
        #expect(lines(terminal)[3] == "│›Food                                                     │")
        terminal.press(.return)
        #expect(browser.category == "Food")
        #expect(lines(terminal)[0] == "‹ Shop                      Food")
        #expect(lines(terminal)[7].contains("esc back"))
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(browser.item == "Food 1")
        #expect(lines(terminal)[0] == "‹ Food")
        #expect(terminal.screen.contains("Showing Food 1"))
        terminal.press(.escape)                       // back to the content column: its selection is cleared
        #expect(browser.item == nil)
        #expect(lines(terminal)[0] == "‹ Shop                      Food")
        terminal.press(.delete)                       // Backspace goes back too
        #expect(browser.category == nil)
        #expect(lines(terminal)[0] == "                            Shop")
        #expect(!lines(terminal)[7].contains("esc back"))
        terminal.press(.escape)                       // nothing under the sidebar: nothing happens
        #expect(lines(terminal)[0] == "                            Shop")
    }

    @Test func aClickInACollapsedColumnSelectsAndPushes() {
        let browser = Browser()
        let terminal = TestTerminal(columns: 60, rows: 8) { BrowserView(browser: browser) }
        _ = terminal.screen
        terminal.click(column: 5, row: 3)             // "Food"
        #expect(browser.category == "Food")
        #expect(lines(terminal)[0] == "‹ Shop                      Food")
    }

    @Test func thePreferredCompactColumnIsOnTopAndGoingBackLowersIt() {
        let browser = Browser()
        browser.compactColumn = .detail
        let terminal = TestTerminal(columns: 60, rows: 6) { BrowserView(browser: browser) }
        // The content column has no title: "Back".
        #expect(lines(terminal)[0] == "‹ Back")
        #expect(terminal.screen.contains("Nothing chosen"))
        terminal.press(.escape)
        #expect(browser.compactColumn == .content)
        terminal.press(.escape)
        #expect(browser.compactColumn == .sidebar)
        #expect(lines(terminal)[0] == "                            Shop")
    }

    @Test func resizingAcrossOneHundredColumnsCollapsesAndExpands() {
        let browser = Browser()
        let terminal = TestTerminal(columns: 100, rows: 6) { BrowserView(browser: browser) }
        terminal.press(.downArrow)
        #expect(browser.category == "Books")
        terminal.resize(columns: 99, rows: 6)
        // Collapsed with a category chosen: the content column is on top.
        #expect(lines(terminal)[0] == "‹ Shop                                         Books")
        terminal.resize(columns: 100, rows: 6)
        #expect(lines(terminal)[0] == "          Shop           │          Books          │")
    }

    @Test func tinyAndEmptyScreensDoNotCrash() {
        let browser = Browser()
        browser.category = "Books"
        let terminal = TestTerminal(columns: 100, rows: 6) { BrowserView(browser: browser) }
        for (columns, rows) in [(1, 1), (0, 0), (-4, -4), (2, 3), (100, 1), (500, 2)] {
            terminal.resize(columns: columns, rows: rows)
            _ = terminal.screen
            terminal.press(.downArrow)
            terminal.press(.escape)
            terminal.press("s", modifiers: .control)
        }
        terminal.resize(columns: 100, rows: 6)
        #expect(!terminal.quitRequested)
        #expect(terminal.screen.contains("│"))
    }

    // MARK: The seed's split view

    @Test func theSeedWalksThroughAllThreeColumns() {
        let terminal = TestTerminal(columns: 160, rows: 30) { SplitViewSeeds.SplitViewExample() }
        #expect(lines(terminal)[0].hasPrefix("               Categories               │"))
        #expect(terminal.screen.contains("Select a Category"))
        terminal.press(.downArrow)
        terminal.press(.downArrow)                    // Books
        #expect(lines(terminal)[0] == "               Categories               │                 Books                  │")
        #expect(lines(terminal)[2].hasPrefix("›📖 Books                               ││ Books Item 1"))
        #expect(terminal.screen.contains("Select an Item"))
        terminal.press(.tab)                          // the content column's list
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        terminal.press(.downArrow)                    // Books Item 3
        let screen = terminal.screen
        #expect(!screen.contains("Select an Item"))
        #expect(screen.contains("Books Item 3"))
        #expect(screen.contains("$99.99"))
        #expect(screen.contains("This is a detailed description of Books Item 3."))
        #expect(screen.contains("Add to Cart"))
        // The detail's bar shows its title, centred over the detail column (columns 82 to 159).
        #expect(lines(terminal)[0].hasSuffix("│                                 Books Item 3"))
    }

    @Test func theSeedCollapsesAtACompactWidth() {
        let terminal = TestTerminal(columns: 80, rows: 24) { SplitViewSeeds.SplitViewExample() }
        #expect(lines(terminal)[0] == "                                   Categories")
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(lines(terminal)[0] == "‹ Categories                      Electronics")
        terminal.press(.downArrow)                    // the pushed list's cursor starts on nothing
        terminal.press(.return)
        #expect(lines(terminal)[0] == "‹ Electronics                  Electronics Item 1")
        terminal.press(.escape)
        terminal.press(.escape)
        #expect(lines(terminal)[0] == "                                   Categories")
    }

    // MARK: NavigationView

    @Test func aNavigationViewShowsItsPlaceholderUntilALinkIsOpened() {
        let terminal = TestTerminal(columns: 120, rows: 16) { SplitViewSeeds.StaffDirectory() }
        #expect(terminal.screen.contains("No Selection"))
        terminal.press(.downArrow)
        terminal.press(.return)                       // Juan Chavez
        var screen = terminal.screen
        #expect(!screen.contains("No Selection"))
        #expect(lines(terminal)[7] == " Engineering                  │                                       Juan Chavez")
        #expect(screen.contains("☎ (408) 555-4301"))
        terminal.press(.downArrow)
        terminal.press(.return)                       // Mei Chen replaces him: no back button in the detail
        screen = terminal.screen
        #expect(lines(terminal)[7] == " Engineering                  │                                         Mei Chen")
        #expect(lines(terminal)[9] == " ☎ (408) 555-4450             │                                     ☎ (919) 555-2481")
        #expect(!screen.contains("‹"))
    }

    @Test func aNavigationViewCollapsesAndItsLinksPush() {
        let terminal = TestTerminal(columns: 60, rows: 16) { SplitViewSeeds.StaffDirectory() }
        #expect(!terminal.screen.contains("No Selection"))
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(lines(terminal)[0] == "‹ Staff Directory")
        #expect(terminal.screen.contains("Juan Chavez"))
        terminal.press(.escape)
        #expect(lines(terminal)[0] == "                      Staff Directory")
        #expect(terminal.screen.contains("›Juan Chavez"))
    }

    struct OneChild: View {
        var body: some View {
            NavigationView {
                List {
                    NavigationLink("Purple") { Text("Purple detail").navigationTitle("Purple") }
                }
                .navigationTitle("Colors")
            }
        }
    }

    @Test func aNavigationViewOfOneChildIsAStack() {
        let terminal = TestTerminal(columns: 120, rows: 6) { OneChild() }
        // The list's box spans the whole width: no columns.
        #expect(lines(terminal)[1] == "╭" + String(repeating: "─", count: 118) + "╮")
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(lines(terminal)[0].hasPrefix("‹ Colors"))
        #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Purple detail" })
        terminal.press(.escape)
        #expect(terminal.screen.contains("›Purple"))
    }

    @Test func theStackStyleMakesColumnsOneStackAtAnyWidth() {
        let terminal = TestTerminal(columns: 160, rows: 16) { SplitViewSeeds.StaffDirectory().navigationViewStyle(.stack) }
        #expect(!terminal.screen.contains("No Selection"))
        // The list's box spans the whole width (its scroll indicator takes the last column).
        #expect(lines(terminal)[2].hasPrefix("╭" + String(repeating: "─", count: 158)))
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(lines(terminal)[0] == "‹ Staff Directory")
    }

    // MARK: Links and destinations

    struct Library: View {
        var body: some View {
            NavigationSplitView {
                List(1...3, id: \.self) { number in
                    NavigationLink("Book \(number)", value: number)
                }
                .navigationDestination(for: Int.self) { number in
                    VStack(spacing: 0) {
                        Text("Reading book \(number)")
                        NavigationLink("Chapter 1") { Text("Chapter 1 of book \(number)").navigationTitle("Chapter") }
                    }
                    .navigationTitle("Book \(number)")
                }
                .navigationTitle("Books")
            } detail: {
                Text("Choose a book")
            }
        }
    }

    @Test func aValueLinkInTheSidebarShowsItsDestinationInTheDetail() {
        let terminal = TestTerminal(columns: 100, rows: 8) { Library() }
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        terminal.press(.return)                       // Book 2
        #expect(terminal.screen.contains("Reading book 2"))
        #expect(lines(terminal)[0] == "          Books          │                                  Book 2")
        // A link in the detail pushes within the detail column.
        terminal.press(.tab)
        terminal.press(.return)
        #expect(lines(terminal)[0] == "          Books          │‹ Book 2                         Chapter")
        #expect(terminal.screen.contains("Chapter 1 of book 2"))
        // The pushed screen has nothing to focus, so the focus is back in the sidebar; Escape still goes back
        // in the detail.
        #expect(lines(terminal)[7].contains("esc back"))
        terminal.press(.escape)
        #expect(terminal.screen.contains("Reading book 2"))
        // Going back gave the focus back to the link that pushed; another book replaces the detail and what
        // was pushed on it.
        terminal.press(.return)                       // Chapter 1 again; the focus falls to the sidebar list
        #expect(terminal.screen.contains("Chapter 1 of book 2"))
        terminal.press(.downArrow)
        terminal.press(.return)                       // Book 3
        #expect(lines(terminal)[0] == "          Books          │                                  Book 3")
    }

    struct Dismissing: View {
        @State private var chosen: Int?
        var body: some View {
            NavigationSplitView {
                List(1...2, id: \.self, selection: $chosen) { Text("Row \($0)") }
            } detail: {
                DetailWithDone(chosen: chosen)
            }
        }
    }

    struct DetailWithDone: View {
        let chosen: Int?
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack(spacing: 0) {
                Text(chosen.map { "Row \($0) chosen" } ?? "None")
                Button("Done") { dismiss() }
            }
        }
    }

    @Test func dismissInACollapsedColumnGoesBack() {
        let terminal = TestTerminal(columns: 40, rows: 6) { Dismissing() }
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(terminal.screen.contains("Row 1 chosen"))
        terminal.press(.return)                       // "Done"
        #expect(terminal.screen.contains("Row 2"))
        #expect(!terminal.screen.contains("chosen"))
    }

    struct Saving: View {
        @State private var saves = 0
        var body: some View {
            NavigationSplitView {
                Text("Saved \(saves)")
            } detail: {
                Button("Save") { saves += 1 }.keyboardShortcut("s", modifiers: .command)
            }
        }
    }

    @Test func anAppsOwnShortcutWinsOverTheSidebarKey() {
        let terminal = TestTerminal(columns: 100, rows: 4) { Saving() }
        terminal.press("s", modifiers: .control)      // ⌘S is Ctrl-S in a terminal
        #expect(terminal.screen.contains("Saved 1"))
    }

    // MARK: Size classes

    struct SizeClasses: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            Text("\(name(horizontal)) × \(name(vertical))")
        }
        private func name(_ sizeClass: UserInterfaceSizeClass?) -> String {
            switch sizeClass {
            case .compact?: "compact"
            case .regular?: "regular"
            case nil: "none"
            }
        }
    }

    @Test func sizeClassesFollowTheTerminalsSize() {
        // 21 rows less the key help line leave 20 for the view: regular.
        let terminal = TestTerminal(columns: 100, rows: 21) { SizeClasses() }
        #expect(lines(terminal)[0] == "regular × regular")
        terminal.resize(columns: 99, rows: 21)
        #expect(lines(terminal)[0] == "compact × regular")
        terminal.resize(columns: 99, rows: 20)
        #expect(lines(terminal)[0] == "compact × compact")
        terminal.resize(columns: 160, rows: 40)
        #expect(terminal.screen.contains("regular × regular"))
        // A resize within the same classes evaluates nothing.
        let evaluations = terminal.graph.evaluationCount
        terminal.resize(columns: 150, rows: 35)
        _ = terminal.screen
        #expect(terminal.graph.evaluationCount == evaluations)
    }

    @Test func anImageRenderersSizeClassesComeFromItsProposal() {
        func render(_ size: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) -> String {
            let renderer = ImageRenderer(content: SizeClasses())
            renderer.environment = environment
            renderer.proposedSize = size
            return renderer.terminalImage?.plainText.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        }
        #expect(render(ProposedViewSize(width: 800, height: 320)) == "regular × regular")
        #expect(render(ProposedViewSize(width: 799, height: 319)) == "compact × compact")
        #expect(render(.unspecified) == "none × none")
        #expect(render(ProposedViewSize(width: .infinity, height: .nan)) == "regular × none")
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .compact
        #expect(render(ProposedViewSize(width: 1280, height: 640), environment: environment) == "compact × regular")
    }

    @Test func anEnvironmentValueOverridesTheSizeClassForASubtree() {
        let terminal = TestTerminal(columns: 160, rows: 10) {
            SplitViewSeeds.SplitViewExample().environment(\.horizontalSizeClass, .compact)
        }
        #expect(lines(terminal)[0] == "                                                                           Categories")
        #expect(lines(terminal)[1] == "╭" + String(repeating: "─", count: 158) + "╮")
    }
}

// Tabs, search, scrolling, section indexes, toolbars and tasks as SwiftUI user code writes them (iOS 17/18/26
// API), compiled in the Swift 5 language mode with `import Kumiko` alone, and checked by what a person sees and
// does in a terminal.
import Kumiko
import Testing

// MARK: - Tabs (iOS 18 `Tab`)

private enum Pet: Hashable { case cats, dogs, search }

private struct PetTabs: View {
    @State var selection = Pet.cats

    var body: some View {
        TabView(selection: $selection) {
            Tab("Cats", systemImage: "cat", value: .cats) {
                Button("Go to Dogs") { selection = .dogs }
            }
            .badge(5)
            Tab("Dogs", systemImage: "dog", value: Pet.dogs) {
                Text("Woof")
            }
            Tab(value: .search, role: .search) {
                Text("Find a pet")
            }
        }
    }
}

@MainActor
@Test func tabBuilderShowsTheSelectedTabAndItsBadgeAndWritesTheSelection() {
    let terminal = TestTerminal(columns: 60, rows: 8) { PetTabs() }
    #expect(terminal.screen.contains("Go to Dogs"))
    #expect(terminal.screen.contains("Cats (5)"))
    #expect(terminal.screen.contains("Dogs"))
    #expect(terminal.screen.contains("Search"))
    // The button in the first tab selects the second through the binding.
    terminal.press(.return)
    #expect(terminal.screen.contains("Woof"))
    #expect(!terminal.screen.contains("Go to Dogs"))
    // `]` goes on to the search tab.
    terminal.press("]")
    #expect(terminal.screen.contains("Find a pet"))
}

private struct SectionedTabs: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
            TabSection("Library") {
                Tab("Books", systemImage: "book") { Text("All books") }
                Tab("Music", systemImage: "music.note") { Text("All music") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

@MainActor
@Test func tabSectionsShowTheirTabsInLineInATabBar() {
    let terminal = TestTerminal(columns: 60, rows: 6) { SectionedTabs() }
    #expect(terminal.screen.contains("Home page"))
    #expect(terminal.screen.contains("Books"))
    #expect(terminal.screen.contains("Music"))
    terminal.press("]")
    terminal.press("]")
    #expect(terminal.screen.contains("All music"))
}

private struct Item: Identifiable { let id: Int; let name: String }

private struct ForEachTabs: View {
    @State var selection = 2
    let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two"), Item(id: 3, name: "Three")]

    var body: some View {
        TabView(selection: $selection) {
            ForEach(items) { item in
                Tab(item.name, systemImage: "circle", value: item.id) { Text("Page \(item.name)") }
            }
        }
    }
}

@MainActor
@Test func forEachOfTabsSelectsByValue() {
    let terminal = TestTerminal(columns: 60, rows: 6) { ForEachTabs() }
    #expect(terminal.screen.contains("Page Two"))
    terminal.press("[")
    #expect(terminal.screen.contains("Page One"))
}

// MARK: - Pages

private struct Pages: View {
    var body: some View {
        TabView {
            Text("First")
            Text("Second")
            Text("Third")
        }
        .tabViewStyle(PageTabViewStyle())
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

@MainActor
@Test func pagedTabViewTurnsPagesWithArrowsAndPageKeys() {
    let terminal = TestTerminal(columns: 30, rows: 6) { Pages() }
    #expect(terminal.screen.contains("First"))
    #expect(terminal.screen.contains("● ○ ○"))
    terminal.press(.rightArrow)
    #expect(terminal.screen.contains("Second"))
    #expect(terminal.screen.contains("○ ● ○"))
    terminal.press(.pageDown)
    #expect(terminal.screen.contains("Third"))
    terminal.press(.pageUp)
    terminal.press(.leftArrow)
    #expect(terminal.screen.contains("First"))
}

private struct PagesWithoutIndex: View {
    var body: some View {
        TabView {
            ForEach(["item 1", "item 2"], id: \.self) { Text($0) }
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
    }
}

@MainActor
@Test func pagesWithoutAnIndexStillTurn() {
    let terminal = TestTerminal(columns: 30, rows: 6) { PagesWithoutIndex() }
    #expect(!terminal.screen.contains("●"))
    terminal.press(.rightArrow)
    #expect(terminal.screen.contains("item 2"))
}

// MARK: - Search

private struct SearchingStatus: View {
    var query = ""
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        Text(isSearching ? "searching" : "browsing")
            .onChange(of: query) { _, newValue in
                if newValue.hasSuffix("!") { dismissSearch() }
            }
    }
}

private struct SearchableNames: View {
    @State private var query = ""
    @State private var isPresented = false
    @State private var submitted = ""
    let names = ["Ana", "Bob", "Cleo"]

    var body: some View {
        NavigationStack {
            List {
                SearchingStatus()
                ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
            }
            .navigationTitle("Names")
        }
        .searchable(text: $query, isPresented: $isPresented, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Filter"))
        .onSubmit(of: .search) { submitted = query }
        .overlay(alignment: .bottom) { Text("presented \(isPresented) submitted \(submitted)") }
    }
}

@MainActor
@Test func searchPresentationFollowsTypingAndSubmitRunsTheSearchAction() {
    let terminal = TestTerminal(columns: 50, rows: 12) { SearchableNames() }
    #expect(terminal.screen.contains("Filter"))
    #expect(terminal.screen.contains("browsing"))
    #expect(terminal.screen.contains("presented false"))
    terminal.press("/")
    terminal.type("Bo")
    #expect(terminal.screen.contains("searching"))
    #expect(terminal.screen.contains("presented true"))
    #expect(terminal.screen.contains("Bob"))
    #expect(!terminal.screen.contains("Ana"))
    terminal.press(.return)
    #expect(terminal.screen.contains("submitted Bo"))
    #expect(terminal.screen.contains("presented false"))
}

private struct DismissableSearch: View {
    @State private var query = "Cl"
    @State private var isPresented = true

    var body: some View {
        List {
            SearchingStatus(query: query)
            ForEach(["Ana", "Cleo"].filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        }
        .searchable(text: $query, isPresented: $isPresented)
    }
}

@MainActor
@Test func anAppPresentedSearchTypesAndDismissSearchClearsIt() {
    let terminal = TestTerminal(columns: 40, rows: 10) { DismissableSearch() }
    // Presented by the app: typing goes into the field at once.
    #expect(terminal.screen.contains("searching"))
    terminal.type("e")
    #expect(terminal.screen.contains("Cle"))
    // dismissSearch (called when the text ends in "!") clears the text and ends the search.
    terminal.type("!")
    #expect(terminal.screen.contains("browsing"))
    #expect(terminal.screen.contains("Ana"))
}

private enum Scope: String, CaseIterable, Hashable { case inbox, favorites }

private struct ScopedSearch: View {
    @State private var query = ""
    @State private var scope = Scope.inbox

    var body: some View {
        NavigationStack {
            List { Text("Showing \(scope.rawValue)") }
        }
        .searchable(text: $query)
        .searchScopes($scope) {
            ForEach(Scope.allCases, id: \.self) { Text($0.rawValue.capitalized) }
        }
        .searchSuggestions { Text("Suggested").searchCompletion("Suggested") }
    }
}

@MainActor
@Test func searchScopesShowAsASegmentedControlThatWritesTheScope() {
    let terminal = TestTerminal(columns: 50, rows: 10) { ScopedSearch() }
    #expect(terminal.screen.contains("Inbox"))
    #expect(terminal.screen.contains("Favorites"))
    #expect(terminal.screen.contains("Showing inbox"))
    terminal.press(.rightArrow)
    #expect(terminal.screen.contains("Showing favorites"))
}

// MARK: - Scrolling

private struct PositionedRows: View {
    @State var position: Int?
    var lazy = true

    var body: some View {
        VStack(spacing: 0) {
            Text("top \(position.map(String.init) ?? "none")")
            Button("Jump") { position = 40 }
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { Text("Row \($0)") }
                    }
                    .scrollTargetLayout()
                } else {
                    VStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { Text("Row \($0)") }
                    }
                    .scrollTargetLayout()
                }
            }
            .scrollPosition(id: $position)
            .scrollIndicators(.hidden)
        }
    }
}

@MainActor
@Test(arguments: [true, false])
func scrollPositionReadsTheTopRowAndScrollsToTheOneSet(lazy: Bool) {
    let terminal = TestTerminal(columns: 30, rows: 8) { PositionedRows(lazy: lazy) }
    #expect(terminal.screen.contains("top 0"))
    terminal.scroll(column: 2, row: 4, notches: 3)
    let offset = Int(terminal.scrollControllers[0].offset.y / 16)
    #expect(offset > 0)
    #expect(terminal.screen.contains("top \(offset)"))
    #expect(terminal.screen.contains("Row \(offset)"))
    // The button sets the position: row 40 comes to the top.
    terminal.press(.return)
    let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 2 && lines[2].trimmingCharacters(in: .whitespaces) == "Row 40")
    #expect(terminal.screen.contains("top 40"))
    // Hidden indicators: no scroll bar glyph at the trailing edge.
    #expect(!terminal.screen.contains("┃"))
}

@MainActor
@Test func anInitialScrollPositionScrollsThereFirst() {
    let terminal = TestTerminal(columns: 30, rows: 8) { PositionedRows(position: 60) }
    let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.count > 2 && lines[2] == "Row 60")
    #expect(terminal.screen.contains("top 60"))
}

private struct ChatLog: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(1...50, id: \.self) { Text("Message \($0)") }
            }
        }
        .defaultScrollAnchor(.bottom)
        .scrollBounceBehavior(.basedOnSize)
    }
}

@MainActor
@Test func defaultScrollAnchorBottomStartsAtTheEnd() {
    let terminal = TestTerminal(columns: 30, rows: 6) { ChatLog() }
    // The last line shows the last message (its last character under the scroll indicator).
    #expect(terminal.screen.contains("Message 49\n"))
    #expect(terminal.screen.contains("Message 5┃"))
    #expect(!terminal.screen.contains("Message 1\n"))
}

private struct FixedRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(1...50, id: \.self) { Text("Line \($0)") }
            }
        }
        .scrollDisabled(true)
        .contentMargins(.top, 32)
    }
}

@MainActor
@Test func scrollDisabledIgnoresTheWheelAndContentMarginsLeaveRoom() {
    let terminal = TestTerminal(columns: 30, rows: 6) { FixedRows() }
    let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false)
    // 32 points of margin above the content: two empty lines.
    #expect(lines.count > 2 && lines[0].trimmingCharacters(in: .whitespaces) == "┃")
    #expect(lines.count > 2 && lines[2].trimmingCharacters(in: .whitespaces) == "Line 1")
    terminal.scroll(column: 2, row: 3, notches: 3)
    #expect(terminal.scrollControllers[0].offset.y == 0)
}

private struct GeometryWatcher: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("offset \(Int(offset))")
            ScrollView {
                VStack(spacing: 0) { ForEach(1...50, id: \.self) { Text("Item \($0)") } }
            }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, new in offset = new }
        }
    }
}

@MainActor
@Test func onScrollGeometryChangeReportsTheOffset() {
    let terminal = TestTerminal(columns: 30, rows: 6) { GeometryWatcher() }
    #expect(terminal.screen.contains("offset 0"))
    terminal.scroll(column: 2, row: 3, notches: 1)
    let offset = Int(terminal.scrollControllers[0].offset.y)
    #expect(offset > 0)
    #expect(terminal.screen.contains("offset \(offset)"))
}

// MARK: - Safe area insets

private struct ListWithBar: View {
    var body: some View {
        List(1...30, id: \.self) { Text("Row \($0)") }
            .listStyle(.plain)
            .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) {
                Text("Bottom bar")
            }
            .safeAreaInset(edge: .top) { Text("Top bar") }
    }
}

@MainActor
@Test func safeAreaInsetPutsTheBarAtTheEdgeAndInsetsTheList() {
    let terminal = TestTerminal(columns: 30, rows: 10) { ListWithBar() }
    let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    // Row 0 is the top bar, centred; the bottom bar is the last line above the key help, at the leading edge.
    #expect(lines.first == "Top bar")
    #expect(lines.count == 10 && lines[8] == "Bottom bar")
    #expect(terminal.screen.split(separator: "\n")[8].hasPrefix("Bottom bar"))
    #expect(lines[1].hasPrefix("Row 1"))
    // Scrolled to the end, the last row shows above the bar, not beneath it.
    terminal.scrollControllers[0].scroll(to: .bottom)
    let scrolled = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(scrolled.contains { $0.hasPrefix("Row 30") })
    #expect(scrolled[8] == "Bottom bar")
}

// MARK: - Tasks

@MainActor
private final class TaskLog {
    var started: [Int] = []
    var cancelled: [Int] = []
}

private struct TaskRestarter: View {
    let log: TaskLog
    @State private var id = 1

    var body: some View {
        Button("Next \(id)") { id += 1 }
            .task(id: id, priority: .high) { [id] in
                log.started.append(id)
                do {
                    // Longer than any test run: the first task must end by cancellation, not by waking up (under
                    // load the restart can come more than 30 s after the first task started).
                    try await Task.sleep(for: .seconds(3600))
                } catch {
                    log.cancelled.append(id)
                }
            }
    }
}

@MainActor
@Test func taskIdRestartsTheTaskAndCancelsTheOldOne() async {
    let log = TaskLog()
    let terminal = TestTerminal(columns: 20, rows: 3) { TaskRestarter(log: log) }
    // Generous waits: in a full parallel run the main actor is shared with every other test (each returns as soon
    // as its condition holds).
    #expect(await terminal.waitUntil(timeout: .seconds(120)) { _ in log.started == [1] })
    terminal.press(.return)
    // The frame that shows "Next 2" is the update that restarts the task.
    let restarted = await terminal.waitUntil(timeout: .seconds(120)) { $0.screen.contains("Next 2") && log.started == [1, 2] && log.cancelled == [1] }
    #expect(restarted, "started \(log.started) cancelled \(log.cancelled) screen \(terminal.screen)")
}

// MARK: - Toolbars

private struct EditorScreen: View {
    var body: some View {
        NavigationStack {
            Text("Document")
                .navigationTitle("Welcome")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar(id: "options") {
                    ToolbarItem(id: "settings", placement: .primaryAction) { Button("Settings") {} }
                    ToolbarItem(id: "credits", placement: .secondaryAction, showsByDefault: false) { Button("Credits") {} }
                }
                .toolbarRole(.editor)
                .toolbarBackground(.orange, for: .navigationBar, .tabBar)
                .toolbarBackgroundVisibility(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
    }
}

@MainActor
@Test func aCustomizableToolbarShowsTheItemsShownByDefault() {
    let terminal = TestTerminal(columns: 50, rows: 6) { EditorScreen() }
    #expect(terminal.screen.contains("Welcome"))
    #expect(terminal.screen.contains("Settings"))
    #expect(!terminal.screen.contains("Credits"))
}

// MARK: - Section index

private struct Fruit: Identifiable { let name: String; var id: String { name } }

private struct FruitIndex: View {
    var visibility: Visibility = .visible
    var links = false
    let sections: [(letter: String, fruits: [Fruit])] = [
        ("A", ["Apple", "Apricot", "Avocado"].map(Fruit.init)),
        ("B", ["Banana", "Blackberry", "Blueberry"].map(Fruit.init)),
        ("C", ["Cherry", "Coconut", "Cranberry"].map(Fruit.init)),
        ("D", ["Date", "Durian"].map(Fruit.init)),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections, id: \.letter) { section in
                    Section(section.letter) {
                        ForEach(section.fruits) { fruit in
                            if links {
                                NavigationLink(fruit.name) { Text("About \(fruit.name)") }
                            } else {
                                Text(fruit.name)
                            }
                        }
                    }
                    .sectionIndexLabel(Text(section.letter))
                }
            }
            .listStyle(.plain)
            .listSectionIndexVisibility(visibility)
        }
    }
}

/// The labels in the last column of a 30-column screen, top to bottom (rows end well before it).
private func indexColumn(_ screen: String) -> String {
    String(screen.split(separator: "\n", omittingEmptySubsequences: false).compactMap { $0.count == 30 ? $0.last : nil }.filter(\.isLetter))
}

@MainActor
@Test func aSectionIndexShowsTheLabelsAndJumpsToASection() {
    let terminal = TestTerminal(columns: 30, rows: 8) { FruitIndex() }
    // The labels stacked at the trailing edge, one per line.
    #expect(indexColumn(terminal.screen) == "ABCD")
    #expect(!terminal.screen.contains("Durian"))
    // Typing a label's letter while the list has the keyboard scrolls its section to the top.
    terminal.press(.tab)
    terminal.press("D")
    #expect(terminal.screen.contains("Durian"))
    #expect(!terminal.screen.contains("Apple"))
    // A click on a label does the same.
    let row = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.count == 30 && $0.hasSuffix("B") }
    #expect(row != nil)
    if let row {
        terminal.click(column: 29, row: row)
        #expect(terminal.screen.contains("Banana"))
        #expect(!terminal.screen.contains("Apricot"))
    }
}

@MainActor
@Test func noSectionIndexBesideDisclosureIndicatorsOrWhenHidden() {
    let linked = TestTerminal(columns: 30, rows: 8) { FruitIndex(visibility: .automatic, links: true) }
    #expect(linked.screen.contains("›"))
    #expect(indexColumn(linked.screen) == "")
    let hidden = TestTerminal(columns: 30, rows: 8) { FruitIndex(visibility: .hidden) }
    #expect(indexColumn(hidden.screen) == "")
    let automatic = TestTerminal(columns: 30, rows: 8) { FruitIndex(visibility: .automatic) }
    #expect(indexColumn(automatic.screen) == "ABCD")
}

// MARK: - Search tokens

private struct Genre: Identifiable, Hashable { let name: String; var id: String { name } }

private struct TokenSearch: View {
    @State private var text = ""
    @State private var tokens: [Genre] = []
    let suggested = [Genre(name: "Drama"), Genre(name: "Comedy")]

    var body: some View {
        NavigationStack {
            List(["Alien", "Brazil"], id: \.self) { Text($0) }
                .searchable(text: $text, tokens: $tokens, suggestedTokens: .constant(suggested),
                            prompt: Text("Type to filter, or use # for tags")) { token in
                    Text(token.name)
                }
        }
    }
}

@MainActor
@Test func searchWithTokensKeepsTheTextSearch() {
    let terminal = TestTerminal(columns: 50, rows: 8) { TokenSearch() }
    #expect(terminal.screen.contains("Type to filter, or use # for tags"))
    #expect(terminal.screen.contains("Alien"))
}

// MARK: - Links in a selectable list

private struct LinkedSelection: View {
    @State private var selection: Int?

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(1...3, id: \.self) { number in
                    NavigationLink("Item \(number)", value: number)
                }
            }
            .navigationTitle("Items")
            .navigationDestination(for: Int.self) { number in
                Text("Detail \(number)")
            }
        }
    }
}

@MainActor
@Test func aValueLinkInASelectableListPushesItsDestination() {
    let terminal = TestTerminal(columns: 40, rows: 8) { LinkedSelection() }
    terminal.press(.downArrow)
    terminal.press(.downArrow)
    terminal.press(.return)
    #expect(terminal.screen.contains("Detail 2"))
    terminal.press(.escape)
    #expect(terminal.screen.contains("Item 3"))
    // A click on a row pushes too.
    terminal.click(column: 3, row: 4)
    #expect(terminal.screen.contains("Detail 3"))
}

// MARK: - Custom containers (iOS 18)

private struct Headlines: View {
    var body: some View {
        Text("First headline")
        Text("Second headline")
        ForEach(["Third", "Fourth"], id: \.self) { Text("\($0) headline") }
    }
}

private struct SectionedHeadlines: View {
    var body: some View {
        Section("Possible") {
            Text("Xcode on Apple Watch")
        }
        Section("Preposterous") {
            Text("Swift concurrency made simple")
            Text("Debugging works first time")
        }
    }
}

private struct CustomContainers: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Group(subviews: Headlines()) { collection in
                if let first = collection.first {
                    first.bold()
                }
                Text("count \(collection.count)")
                ForEach(collection.dropFirst()) { item in
                    item
                }
            }
            ForEach(sections: SectionedHeadlines()) { section in
                section.header
                    .font(.title)
                ForEach(section.content) { item in
                    Text("- ").foregroundStyle(.secondary) + Text("item")
                    item
                }
            }
            ForEach(subviews: Headlines()) { subview in
                subview.italic()
            }
        }
    }
}

@MainActor
@Test func customContainersReadTheSubviewsAndSectionsOfAView() {
    let terminal = TestTerminal(columns: 40, rows: 24) { CustomContainers() }
    let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.prefix(5) == ["First headline", "count 4", "Second headline", "Third headline", "Fourth headline"])
    #expect(lines.contains("Possible"))
    #expect(lines.contains("Preposterous"))
    #expect(lines.filter { $0 == "Debugging works first time" }.count == 1)
    #expect(lines.filter { $0 == "Fourth headline" }.count == 2)
}

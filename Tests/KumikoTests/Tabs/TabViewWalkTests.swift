import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Tabs {
    /// A person's walk through a tab view in a terminal: `[` and `]` (and ⌥1…⌥9) switch tabs when the focused
    /// view leaves the key alone, a click on an item selects it, every tab keeps its state while hidden, and
    /// nothing in a hidden tab takes the focus or a click.
    @MainActor
    @Suite struct TabViewWalkTests {
        struct Home: View {
            var body: some View {
                NavigationStack {
                    List(0..<3, id: \.self) { item in
                        NavigationLink("Item \(item)", value: item)
                    }
                    .listStyle(.plain)
                    .navigationDestination(for: Int.self) { Text("Detail \($0)") }
                    .navigationTitle("Home")
                }
            }
        }

        struct Counter: View {
            let name: String
            @State private var taps = 0
            var body: some View {
                VStack(spacing: 0) {
                    Text("\(name) taps \(taps)")
                    Button("Tap \(name)") { taps += 1 }
                }
            }
        }

        struct App: View {
            let log: Log
            @State private var selection = "home"
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("selected \(selection)")
                    TabView(selection: $selection) {
                        Home()
                            .tabItem { Label("Home", systemImage: "house") }
                            .tag("home")
                        Counter(name: "search")
                            .tabItem { Label("Search", systemImage: "magnifyingglass") }
                            .tag("search")
                            .badge(2)
                        Counter(name: "me")
                            .tabItem { Label("Me", systemImage: "person") }
                            .tag("me")
                    }
                    .onChange(of: selection) { old, new in log.entries.append("\(old)→\(new)") }
                }
            }
        }

        @Test func bracketsSwitchTabsAndOnChangeSeesOldAndNewValues() {
            let log = Log()
            let terminal = TestTerminal(columns: 44, rows: 8) { App(log: log) }
            #expect(lines(terminal)[0] == "selected home")
            #expect(lines(terminal)[1] == "                    Home")
            #expect(lines(terminal)[2] == " Item 0                                   ›")
            #expect(lines(terminal)[6] == "    ⌂ Home     ⌕ Search (2)       👤 Me")
            #expect(lines(terminal)[7] == " ↑↓ move  [ ] tab  ⇥ next  q quit")
            terminal.type("]")
            #expect(lines(terminal)[0] == "selected search")
            #expect(terminal.screen.contains("search taps 0"))
            terminal.type("]")
            #expect(lines(terminal)[0] == "selected me")
            #expect(terminal.screen.contains("me taps 0"))
            // At the last tab "]" goes on to the app ("]" is not a quit key, nothing takes it).
            terminal.type("]")
            #expect(lines(terminal)[0] == "selected me")
            terminal.type("[")
            terminal.type("[")
            #expect(lines(terminal)[0] == "selected home")
            terminal.press("3", modifiers: .option)
            #expect(lines(terminal)[0] == "selected me")
            terminal.send("\u{1B}2")                     // ⌥2 as a terminal sends it
            #expect(lines(terminal)[0] == "selected search")
            #expect(log.entries == ["home→search", "search→me", "me→search", "search→home", "home→me", "me→search"])
            #expect(!terminal.quitRequested)
        }

        @Test func aClickOnAnItemSelectsItsTab() {
            let log = Log()
            let terminal = TestTerminal(columns: 44, rows: 8) { App(log: log) }
            terminal.click(column: 37, row: 6)                  // "👤 Me"
            #expect(lines(terminal)[0] == "selected me")
            terminal.click(column: 20, row: 6)                  // "⌕ Search (2)"
            #expect(lines(terminal)[0] == "selected search")
            terminal.click(column: 0, row: 6)                   // the first share's edge
            #expect(lines(terminal)[0] == "selected home")
            #expect(log.entries == ["home→me", "me→search", "search→home"])
        }

        @Test func everyTabKeepsItsStateWhileHidden() {
            let terminal = TestTerminal(columns: 44, rows: 8) { App(log: Log()) }
            terminal.press(.downArrow)
            terminal.press(.return)                              // push "Detail 0" in the Home tab
            #expect(lines(terminal)[1] == "‹ Home")
            #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Detail 0" })
            // The pushed screen has nothing to focus, so the bar has the focus, and keeps it when it switches.
            #expect(lines(terminal)[7] == " ←→ tab  esc back  q quit")
            terminal.type("]")
            terminal.press(.tab)                                 // to the Search tab's button
            terminal.press(.return)
            terminal.press(.return)
            #expect(terminal.screen.contains("search taps 2"))
            terminal.type("[")
            #expect(lines(terminal)[1] == "‹ Home")
            #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Detail 0" })
            // Back in the Home tab nothing can take the focus, so the bar has it; Escape, which the bar leaves
            // alone, still pops the Home tab's stack.
            #expect(lines(terminal)[7] == " ←→ tab  esc back  q quit")
            terminal.press(.escape)
            #expect(lines(terminal)[1] == "                    Home")
            // Going back gives the focus back to the list, on the row that was opened.
            #expect(lines(terminal)[2] == "›Item 0                                   ›")
            terminal.type("]")
            #expect(terminal.screen.contains("search taps 2"))
        }

        @Test func theFocusReturnsToWhereItWasInATab() {
            let terminal = TestTerminal(columns: 44, rows: 8) { App(log: Log()) }
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            terminal.type("]")
            terminal.type("[")
            // The list has the focus again, its cursor where it was.
            #expect(lines(terminal)[3] == "›Item 1                                   ›")
            terminal.press(.return)
            #expect(lines(terminal).contains { $0.trimmingCharacters(in: .whitespaces) == "Detail 1" })
        }

        @Test func theBarTakesTheFocusWithTabAndSwitchesWithArrows() {
            let log = Log()
            let terminal = TestTerminal(columns: 44, rows: 8) { App(log: log) }
            terminal.press(.tab)
            #expect(lines(terminal)[7] == " ←→ tab  ⇥ next  q quit")
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)
            #expect(lines(terminal)[0] == "selected me")
            terminal.press(.leftArrow)
            #expect(lines(terminal)[0] == "selected search")
            #expect(log.entries == ["home→search", "search→me", "me→search"])
        }

        struct TwoCounters: View {
            @State private var selection = 1
            var body: some View {
                TabView(selection: $selection) {
                    Counter(name: "one").tag(1)
                    VStack(spacing: 0) {
                        Counter(name: "two")
                        Counter(name: "three")
                    }
                    .tag(2)
                }
            }
        }

        @Test func nothingInAHiddenTabTakesTheFocusOrAClick() {
            let terminal = TestTerminal(columns: 30, rows: 8) { TwoCounters() }
            // The first tab's button and the bar.
            #expect(terminal.graph.focusableViewCount == 2)
            terminal.type("]")
            #expect(terminal.graph.focusableViewCount == 3)
            terminal.press(.return)
            #expect(terminal.screen.contains("two taps 1"))
            terminal.type("[")
            #expect(terminal.graph.focusableViewCount == 2)
            // Tab around: only the first tab's button and the bar ever have the focus.
            for _ in 0..<5 {
                terminal.press(.tab)
                terminal.press(.return)
            }
            #expect(terminal.screen.contains("one taps 2"))
            // Where the second tab's "Tap three" was drawn (row 3, below the first tab's views), a click does
            // nothing now.
            terminal.click(column: 4, row: 3)
            #expect(terminal.screen.contains("one taps 2"))
            terminal.type("]")
            #expect(terminal.screen.contains("two taps 1"))
            #expect(terminal.screen.contains("three taps 0"))
        }
        struct TwoLists: View {
            var body: some View {
                TabView {
                    List(0..<30, id: \.self) { Text("first \($0)") }.listStyle(.plain).tabItem { Text("First") }
                    List(0..<30, id: \.self) { Text("second \($0)") }.listStyle(.plain).tabItem { Text("Second") }
                }
            }
        }

        @Test func theWheelScrollsTheShownTabNotAHiddenOneDrawnThereBefore() {
            let terminal = TestTerminal(columns: 30, rows: 6) { TwoLists() }
            terminal.type("]")
            #expect(lines(terminal)[0].hasPrefix(" second 0 "))
            terminal.type("[")
            // The wheel over the first tab's list scrolls it, not the second tab's list drawn there before.
            terminal.scroll(column: 5, row: 1, notches: 1)
            #expect(lines(terminal)[0].hasPrefix(" first 3 "))
            terminal.type("]")
            #expect(lines(terminal)[0].hasPrefix(" second 0 "))
        }
    }
}

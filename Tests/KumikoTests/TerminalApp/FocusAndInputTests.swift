import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension TerminalApp {
    /// Focus moves with Tab among focusable views; keys reach the focused view, `onKeyPress` handlers around
    /// it, and `keyboardShortcut` buttons anywhere; `@FocusState` follows and moves the focus.
    @MainActor
    @Suite struct FocusAndInputTests {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Count: \(count)")
                    Button("Add") { count += 1 }
                    Button("Reset") { count = 0 }.keyboardShortcut("r", modifiers: .control)
                }
            }
        }

        @Test func tabMovesFocusAndReturnPressesTheButton() {
            let terminal = TestTerminal(columns: 30, rows: 5) { Counter() }
            terminal.press(.return)
            terminal.press(.return)
            #expect(terminal.screen.hasPrefix("Count: 2"))
            terminal.press(.tab)
            terminal.press(.space)
            #expect(terminal.screen.hasPrefix("Count: 0"))
            // Shift-Tab goes back to "Add".
            terminal.press(.tab, modifiers: .shift)
            terminal.press(.return)
            #expect(terminal.screen.hasPrefix("Count: 1"))
            #expect(terminal.screen.hasSuffix("⏎ Add  ⇥ next  q quit"))
        }

        @Test func aKeyboardShortcutWorksFromAnywhere() {
            let terminal = TestTerminal(columns: 30, rows: 5) { Counter() }
            terminal.press(.return)
            terminal.press("r", modifiers: .control)
            #expect(terminal.screen.hasPrefix("Count: 0"))
        }

        @Test func aClickPressesAButton() {
            let terminal = TestTerminal(columns: 30, rows: 5) { Counter() }
            terminal.click(column: 1, row: 1)
            terminal.click(column: 1, row: 1)
            #expect(terminal.screen.hasPrefix("Count: 2"))
        }

        struct KeyLog: View {
            @State private var keys: [String] = []
            var body: some View {
                Text(keys.isEmpty ? "none" : keys.joined(separator: ","))
                    .focusable()
                    .onKeyPress(characters: .letters) { press in
                        keys.append(press.characters)
                        return .handled
                    }
                    .onKeyPress(.upArrow) {
                        keys.append("up")
                        return .handled
                    }
            }
        }

        @Test func onKeyPressSeesKeysForTheFocusedView() {
            let terminal = TestTerminal(columns: 30, rows: 3) { KeyLog() }
            terminal.type("ab")
            terminal.press(.upArrow)
            terminal.press(.downArrow)
            #expect(terminal.screen.hasPrefix("a,b,up"))
            // "q" is a letter: the handler takes it, so it does not quit.
            terminal.type("q")
            #expect(!terminal.quitRequested)
            #expect(terminal.screen.hasPrefix("a,b,up,q"))
        }

        struct Fields: View {
            enum Field: Hashable { case first, second }
            @FocusState private var focus: Field?
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(focus == .first ? "first" : focus == .second ? "second" : "nothing")
                    Button("One") {}.focused($focus, equals: .first)
                    Button("Two") {}.focused($focus, equals: .second)
                    Button("Focus two") { focus = .second }.keyboardShortcut("t", modifiers: .control)
                }
            }
        }

        @Test func focusStateFollowsAndMovesTheFocus() {
            let terminal = TestTerminal(columns: 30, rows: 6) { Fields() }
            // The first focusable view takes the focus at the first key.
            terminal.press(.tab)
            #expect(terminal.screen.hasPrefix("second"))
            terminal.press(.tab)
            #expect(terminal.screen.hasPrefix("nothing"))
            terminal.press("t", modifiers: .control)
            #expect(terminal.screen.hasPrefix("second"))
            #expect(terminal.screen.hasSuffix("⏎ Two  ⇥ next  q quit"))
        }

        struct SearchableNames: View {
            @State private var query = ""
            @State private var submitted = ""
            let names = ["Juan Chavez", "Mei Chen", "Bill James", "Anne Johnson"]
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    List(names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                        .listStyle(.plain)
                        .searchable(text: $query, prompt: "Name")
                        .onSubmit(of: .search) { submitted = query }
                        .onSubmit { submitted = "text fields only" }
                    Text("submitted: \(submitted)")
                }
            }
        }

        @Test func returnInTheSearchFieldSubmits() {
            let terminal = TestTerminal(columns: 30, rows: 8) { SearchableNames() }
            terminal.type("/mei")
            #expect(!terminal.screen.contains("submitted: mei"))
            terminal.press(.return)
            #expect(terminal.screen.contains("submitted: mei"), "\(terminal.screen)")
        }

        struct Loader: View {
            @State private var text = "loading…"
            var body: some View {
                Text(text).task {
                    try? await Task.sleep(for: .milliseconds(30))
                    text = "loaded"
                }
            }
        }

        @Test func aTaskThatSleepsUpdatesTheScreen() async {
            let terminal = TestTerminal(columns: 20, rows: 3) { Loader() }
            #expect(terminal.screen.hasPrefix("loading…"))
            // The harness's own wait (120 s): other suites share the main actor when the tests run in parallel, and
            // in the first minute of a full run each of this test's hops onto it waits behind theirs.
            let loaded = await terminal.waitUntil { $0.screen.hasPrefix("loaded") }
            #expect(loaded, "\(terminal.screen)")
        }

        @Test func slashTypesIntoTheSearchField() {
            let terminal = TestTerminal(columns: 30, rows: 7) { SearchableNames() }
            terminal.type("/")
            terminal.type("jo")
            let lines = terminal.screen.split(separator: "\n").map(String.init)
            #expect(lines.first == " ⌕ jo▏")
            #expect(lines.contains(" Anne Johnson"))
            #expect(!terminal.screen.contains("Mei Chen"))
            // While typing, q types and Ctrl-C is the way out.
            terminal.type("q")
            #expect(!terminal.quitRequested)
            #expect(terminal.screen.hasPrefix(" ⌕ joq▏"))
            terminal.press(.delete)
            terminal.press(.escape)
            #expect(terminal.screen.hasPrefix(" ⌕ Name"))
            #expect(terminal.screen.contains("Mei Chen"))
        }

        @Test func aClickOnTheSearchFieldTypesIntoIt() {
            let terminal = TestTerminal(columns: 30, rows: 7) { SearchableNames() }
            // The field is the first line; a click on its prompt starts typing there, as "/" does.
            terminal.click(column: 5, row: 0)
            terminal.type("chen")
            #expect(terminal.screen.hasPrefix(" ⌕ chen▏"), "\(terminal.screen)")
            #expect(terminal.screen.contains("Mei Chen"))
            #expect(!terminal.screen.contains("Juan"))
            // Escape leaves the field and clears it, as after "/".
            terminal.press(.escape)
            #expect(terminal.screen.hasPrefix(" ⌕ Name"))
        }

        @Test func aPasteGoesIntoTheSearchField() {
            let terminal = TestTerminal(columns: 30, rows: 7) { SearchableNames() }
            terminal.send("/\u{1B}[200~Chen\u{1B}[201~")
            #expect(terminal.screen.hasPrefix(" ⌕ Chen▏"))
            #expect(terminal.screen.contains("Mei Chen"))
            #expect(!terminal.screen.contains("Juan"))
        }
    }
}

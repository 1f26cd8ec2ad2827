import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Tabs {
    /// Which tab is shown: the one whose tag (or `ForEach` id) the selection holds, or the tab view's own choice
    /// without a binding; bad selections and duplicate tags are diagnosed once and never crash.
    @MainActor
    @Suite struct TabSelectionTests {
        @Test func withoutABindingTheTabViewKeepsItsOwnSelection() {
            let terminal = TestTerminal(columns: 30, rows: 4) {
                TabView {
                    Text("first").tabItem { Text("One") }
                    Text("second").tabItem { Text("Two") }
                }
            }
            #expect(lines(terminal)[0] == "first")
            terminal.type("]")
            #expect(lines(terminal)[0] == "second")
            terminal.type("]")                                  // the last tab: nothing further
            #expect(lines(terminal)[0] == "second")
            terminal.click(column: 3, row: 2)
            #expect(lines(terminal)[0] == "first")
        }

        struct Pages: View {
            let log: Log
            @State private var page: String? = "b"
            var body: some View {
                TabView(selection: $page) {
                    ForEach(["a", "b", "c"], id: \.self) { name in
                        Text("page \(name)").tabItem { Text(name.uppercased()) }
                    }
                }
                .onChange(of: page) { old, new in log.entries.append("\(old ?? "nil")→\(new ?? "nil")") }
            }
        }

        @Test func forEachIdsAreTheTabsValuesAndAnOptionalSelectionMatchesThem() {
            let log = Log()
            let terminal = TestTerminal(columns: 30, rows: 4) { Pages(log: log) }
            #expect(lines(terminal)[0] == "page b")
            terminal.type("]")
            #expect(lines(terminal)[0] == "page c")
            terminal.press("1", modifiers: .option)
            #expect(lines(terminal)[0] == "page a")
            #expect(log.entries == ["b→c", "c→a"])
        }

        @Test func aSelectionNoTabHasShowsTheFirstTabWithADiagnostic() {
            var screen = ""
            let messages = capturingDiagnostics {
                screen = render(TabView(selection: .constant("tab-selection-missing")) {
                    Text("one").tag("x")
                    Text("two").tag("y")
                }, columns: 10, rows: 2)
            }
            #expect(screen.hasPrefix("one\n"))
            #expect(messages == ["Kumiko: TabView: no tab has the tag tab-selection-missing that the selection holds; the first tab is shown."])
        }

        @Test func duplicateTagsAreDiagnosedAndTheFirstSuchTabIsSelected() {
            var screen = ""
            let messages = capturingDiagnostics {
                screen = render(TabView(selection: .constant("tab-duplicate")) {
                    Text("zero").tag("other")
                    Text("one").tag("tab-duplicate")
                    Text("two").tag("tab-duplicate")
                }, columns: 10, rows: 2)
            }
            #expect(screen.hasPrefix("one\n"))
            #expect(messages == ["Kumiko: TabView: several tabs have the tag tab-duplicate; selecting tab-duplicate shows the first of them."])
        }

        @Test func aTabItemShowsOnlyTextAndImage() {
            struct Custom: View { var body: some View { Text("custom") } }
            var screen = ""
            let messages = capturingDiagnostics {
                screen = render(TabView {
                    Text("a").tabItem { Custom() }
                    Text("b").tabItem { Image(systemName: "star").foregroundColor(.red); Text("Star").bold() }
                }, columns: 20, rows: 2)
            }
            #expect(screen == "a\n            ☆ Star")
            #expect(messages == ["Kumiko: tabItem: a tab item shows only Text, Image and Label; Custom is left out."])
        }
        @Test func pagesTurnWithTheSameKeysAndAClickOnADot() {
            let terminal = TestTerminal(columns: 20, rows: 4) {
                TabView {
                    Text("page 1")
                    Text("page 2")
                    Text("page 3")
                }
                .tabViewStyle(.page)
            }
            #expect(lines(terminal)[2] == "       ● ○ ○")
            terminal.type("]")
            #expect(lines(terminal)[0] == "page 2")
            #expect(lines(terminal)[2] == "       ○ ● ○")
            terminal.click(column: 11, row: 2)                  // the third dot
            #expect(lines(terminal)[0] == "page 3")
            terminal.click(column: 8, row: 2)                   // between dots: nothing
            #expect(lines(terminal)[0] == "page 3")
            terminal.press(.leftArrow)                          // the dots took the focus with the click
            #expect(lines(terminal)[0] == "page 2")
        }
    }
}

import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Tabs {
    /// `badge` in every form SwiftUI has: on tab items ("Home (3)", red), and on list rows, where the badge
    /// stands grey at the row's trailing end (before a navigation row's "›").
    @MainActor
    @Suite struct BadgeTests {
        @Test func everyOverloadMakesABadgeAndZeroOrNilHidesIt() {
            let optionalText: Text? = nil
            let optionalString: String? = "sub"
            let view = TabView {
                Text("a").tabItem { Text("A") }.badge(7)
                Text("b").tabItem { Text("B") }.badge(Text("txt"))
                Text("c").tabItem { Text("C") }.badge("key")
                Text("d").tabItem { Text("D") }.badge(optionalString?.dropFirst())
                Text("e").tabItem { Text("E") }.badge(0)
                Text("f").tabItem { Text("F") }.badge(optionalText)
            }
            let bar = render(view, columns: 60, rows: 2).split(separator: "\n", omittingEmptySubsequences: false).last
            #expect(bar == "  A (7)    B (txt)   C (key)    D (ub)      E         F")
        }

        @Test func aListRowShowsItsBadgeAtItsTrailingEnd() {
            let list = NavigationStack {
                List {
                    Text("Recents").badge(12)
                    Text("Favorites")
                    Text("Servers").badge("Default")
                    NavigationLink("Inbox") { Text("Mail") }.badge(3)
                }
                .listStyle(.plain)
            }
            #expect(render(list, columns: 24, rows: 4) == """
                 Recents             12
                 Favorites
                 Servers        Default
                 Inbox              3 ›
                """)
        }

        @Test func aLongRowGivesWayToItsBadge() {
            let list = List { Text("A very long row title that wraps").badge(99) }.listStyle(.plain)
            #expect(render(list, columns: 20, rows: 3) == """
                 A very long row 99
                 title that
                 wraps
                """)
        }
    }
}

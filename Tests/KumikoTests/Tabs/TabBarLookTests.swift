import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Tabs {
    /// How a tab view looks: the selected tab above one line of tab items split evenly across the width, each
    /// centred: the icon, the title, the badge in parentheses; the selected item accent and bold.
    @MainActor
    @Suite struct TabBarLookTests {
        struct Mail: View {
            var body: some View {
                TabView {
                    Text("Inbox screen")
                        .tabItem { Label("Inbox", systemImage: "envelope") }
                        .badge(3)
                    Text("Sent screen")
                        .tabItem {
                            Text("Sent")
                            Image(systemName: "paperplane")
                        }
                    Text("Settings screen")
                        .tabItem { Label("Settings", systemImage: "gear") }
                        .badge("New")
                }
            }
        }

        @Test func threeTabsWithBadges() {
            #expect(render(Mail(), columns: 60, rows: 5) == """
                Inbox screen



                    ✉ Inbox (3)            ➢ Sent         ⚙ Settings (New)
                """)
        }

        @Test func theSelectedItemIsAccentAndBoldTheOthersGreyTheBadgesRed() throws {
            let image = try #require(Tabs.image(Mail(), columns: 60, rows: 5))
            let row = 4
            // "✉ Inbox (3)" starts at column 4 of the first 20-column share.
            let inbox = image.buffer[6, row]
            #expect(inbox.character == "I")
            #expect(inbox.style.contains(.bold))
            #expect(inbox.foreground == ResolvedColor(red: 0, green: 0.478, blue: 1))
            let badge = image.buffer[13, row]
            #expect(badge.character == "3")
            #expect(badge.foreground == ResolvedColor(red: 1, green: 0.231, blue: 0.188))
            let sent = image.buffer[29, row]
            #expect(sent.character == "S")
            #expect(!sent.style.contains(.bold))
            #expect(sent.foreground == ResolvedColor(red: 0.557, green: 0.557, blue: 0.576))
        }

        @Test func narrowItemsDropTheirIconThenTruncateTheirTitleKeepingTheBadge() {
            // 24 columns: three shares of 8, so each label gets 7 columns.
            // "✉ Inbox (3)" loses its icon and keeps 2 letters of its title; "➢ Sent" fits; "Settings (New)" has no
            // room for two letters before its badge, so its label is cut as a whole.
            #expect(render(Mail(), columns: 24, rows: 2) == "Inbox screen\nIn… (3)  ➢ Sent Settin…")
        }

        @Test func pageStyleDrawsADotPerPageInsteadOfTheBar() {
            #expect(render(Mail().tabViewStyle(.page), columns: 20, rows: 3) == "Inbox screen\n\n       ● ○ ○")
            #expect(render(Mail().tabViewStyle(.page(indexDisplayMode: .never)), columns: 20, rows: 3) == "Inbox screen\n\n")
            // One page shows no index unless asked to.
            let onePage = TabView { Text("Only") }.tabViewStyle(.page)
            #expect(render(onePage, columns: 10, rows: 2) == "Only\n")
            let always = TabView { Text("Only") }.tabViewStyle(.page(indexDisplayMode: .always))
            #expect(render(always, columns: 10, rows: 2) == "Only\n    ●")
        }

        @Test func anEmptyTabViewDrawsNothing() {
            // It takes the space offered, as SwiftUI's does, and draws no bar.
            #expect(render(TabView {}, columns: 20, rows: 4) == "\n\n\n")
            #expect(render(TabView(selection: .constant(7)) { EmptyView() }, columns: 20, rows: 4) == "\n\n\n")
        }
    }
}

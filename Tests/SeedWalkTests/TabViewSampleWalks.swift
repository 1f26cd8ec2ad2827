import Foundation
import Kumiko
import Testing

/// The seed's tab view sample (3.7.1, ch3-18) walked in an 80 × 24 terminal: every tab chosen by `]`/`[`, by
/// ⌥1…⌥4 and by a click on its item in the bar (the badges "(3)" and "(New)" shown there); a post pushed and
/// popped in the Home tab; the Search tab's list filtered by what is typed after `/` and cleared by Escape; the
/// Notifications tab's rows; the Profile tab's form with its values, its links pushed and popped, and its
/// destructive Sign Out button.
@MainActor
@Suite struct TabViewSampleWalks {
    /// The tab bar: four shares of 20 columns, each item centred in its share.
    private static let bar = "     ⌂ Home (3)           ⌕ Search      Notifications (New)      👤 Profile"

    private func sample() -> TestTerminal {
        TestTerminal(columns: 80, rows: 24) { TabViewSample.TabViewExample() }
    }

    /// The navigation title (the first line, centred).
    private func title(_ terminal: TestTerminal) -> String {
        terminal.lines[0].trimmingCharacters(in: .whitespaces)
    }

    /// A row of a list 80 columns wide: `leading` and, at its trailing end, `trailing`, between the edges.
    private func row(_ leading: String, _ trailing: String = "") -> String {
        "│" + leading + String(repeating: " ", count: max(78 - columns(leading) - columns(trailing), 0)) + trailing + "│"
    }

    /// The columns a text takes (an emoji two).
    private func columns(_ text: String) -> Int {
        text.reduce(0) { $0 + (($1.unicodeScalars.first?.properties.isEmojiPresentation ?? false) ? 2 : 1) }
    }

    private let top = "╭" + String(repeating: "─", count: 78) + "╮"
    private let bottom = "╰" + String(repeating: "─", count: 78) + "╯"

    /// The Search tab's list rows as shown, from below its top edge to its bottom edge or the tab bar.
    private func searchRows(_ terminal: TestTerminal) -> [String] {
        let lines = terminal.lines[..<22]
        guard let top = lines.firstIndex(where: { $0.hasPrefix("╭") }) else { return [] }
        return lines[(top + 1)...].prefix { !$0.hasPrefix("╰") }
            .map { String($0.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
    }

    @Test func everyTabIsChosenByBracketsByOptionDigitsAndByAClick() {
        let terminal = sample()
        let tabs = ["Home", "Search", "Notifications", "Profile"]
        // What each tab shows under its title.
        let content = ["Post 1", "⌕ Search items", "🔔 New follower: John Doe", "john@example.com"]
        func showsTab(_ index: Int) -> Bool {
            title(terminal) == tabs[index] && terminal.shows(content[index])
                && content.indices.allSatisfy { $0 == index || !terminal.shows(content[$0]) }
                && terminal.lines[22] == Self.bar
        }
        #expect(showsTab(0))
        #expect(terminal.lines[23] == " ↑↓ move  [ ] tab  ⇥ next  q quit")
        // `]` to the last tab, where it does nothing more; `[` back to the first.
        for index in 1..<4 {
            terminal.press("]")
            #expect(showsTab(index))
        }
        terminal.press("]")
        #expect(showsTab(3))
        #expect(!terminal.quitRequested)
        for index in (0..<3).reversed() {
            terminal.press("[")
            #expect(showsTab(index))
        }
        terminal.press("[")
        #expect(showsTab(0))
        // ⌥1…⌥4, in any order; ⌥3 also as a terminal sends it (Escape, then the digit).
        for index in [3, 1, 2, 0] {
            terminal.press(KeyEquivalent(Character("\(index + 1)")), modifiers: .option)
            #expect(showsTab(index))
        }
        terminal.send("\u{1B}3")
        #expect(showsTab(2))
        // A click on an item, anywhere in its share of the bar.
        for (index, column) in [(3, 70), (0, 10), (1, 30), (2, 50), (0, 1)] {
            terminal.click(column: column, row: 22)
            #expect(showsTab(index))
        }
        // The click gave the bar the focus: ← and → switch there.
        #expect(terminal.lines[23] == " ←→ tab  ⇥ next  q quit")
        terminal.press(.rightArrow)
        #expect(showsTab(1))
        terminal.press(.leftArrow)
        #expect(showsTab(0))
    }

    @Test func theHomeTabPushesAPostAndGoesBack() {
        let terminal = sample()
        #expect(title(terminal) == "Home")
        #expect(terminal.lines[1].hasPrefix("╭"))
        // Twenty posts, each a link (›); the last one is cut by the bar, so the list scrolls.
        for post in 1...20 {
            #expect(terminal.lines[post + 1].hasPrefix("│ Post \(post) "))
            #expect(terminal.lines[post + 1].contains("›"))
        }
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        #expect(terminal.lines[4].hasPrefix("│›Post 3 "))
        #expect(terminal.lines[23] == " ↑↓ move  ⏎ open  [ ] tab  ⇥ next  q quit")
        terminal.press(.return)
        // The detail, centred under the bar with its back button; the tab bar stays.
        #expect(terminal.lines[0] == "‹ Home")
        #expect(terminal.lines[11].trimmingCharacters(in: .whitespaces) == "Post 3 Detail")
        #expect(!terminal.shows("Post 1"))
        #expect(terminal.lines[22] == Self.bar)
        // Nothing on the detail can have the focus, so the bar has it; Escape still goes back.
        #expect(terminal.lines[23] == " ←→ tab  esc back  q quit")
        terminal.press(.escape)
        #expect(title(terminal) == "Home")
        #expect(!terminal.shows("Post 3 Detail"))
        // Going back gives the focus back to the list, its cursor on the row that was opened (as iOS).
        #expect(terminal.lines[4].hasPrefix("│›Post 3 "))
        #expect(terminal.lines[23] == " ↑↓ move  ⏎ open  [ ] tab  ⇥ next  q quit")
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(terminal.lines[11].trimmingCharacters(in: .whitespaces) == "Post 4 Detail")
        terminal.press(.escape)
        #expect(title(terminal) == "Home")
    }

    @Test func theSearchTabFiltersItsItemsByWhatIsTyped() {
        let terminal = sample()
        terminal.press("]")                                  // from the Home list: the Search list has the focus
        #expect(title(terminal) == "Search")
        #expect(terminal.lines[1].hasPrefix("  ⌕ Search items "))
        #expect(searchRows(terminal) == (1...18).map { "Item \($0)" })
        #expect(terminal.lines[23] == " ↑↓ move  / search  [ ] tab  ⇥ next  q quit")
        terminal.press("/")
        #expect(terminal.lines[1].hasPrefix("  ⌕ ▏Search items "))
        #expect(terminal.lines[23] == " ↑↓ move  / search  [ ] tab  ⇥ next  ^C quit")
        terminal.type("1")
        #expect(terminal.lines[1] == "  ⌕ 1▏")
        let ones = ["Item 1"] + (10...19).map { "Item \($0)" } + ["Item 21", "Item 31", "Item 41"]
        #expect(searchRows(terminal) == ones)
        #expect(terminal.lines[4 + ones.count] == bottom)
        #expect(!terminal.lines.contains(row(" Item 2")))
        // Escape clears the search: every item again.
        terminal.press(.escape)
        #expect(terminal.lines[1].hasPrefix("  ⌕ Search items "))
        #expect(searchRows(terminal) == (1...18).map { "Item \($0)" })
        #expect(terminal.lines[23] == " ↑↓ move  / search  [ ] tab  ⇥ next  q quit")
        // The match ignores case; Return keeps the text and leaves the field, ↓ then moves in what is left.
        terminal.press("/")
        terminal.type("ITEM 5")
        #expect(searchRows(terminal) == ["Item 5", "Item 50"])
        terminal.press(.return)
        #expect(terminal.lines[1] == "  ⌕ ITEM 5")
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        #expect(terminal.lines[5] == row("›Item 50"))
        // The search is the tab's state: it is still there after a visit to another tab.
        terminal.press("]")
        #expect(title(terminal) == "Notifications")
        terminal.press("[")
        #expect(terminal.lines[1] == "  ⌕ ITEM 5")
        #expect(searchRows(terminal) == ["Item 5", "›Item 50"])
        terminal.press("/")
        terminal.press(.escape)
        #expect(terminal.lines[1].hasPrefix("  ⌕ Search items "))
        #expect(searchRows(terminal).map { $0.replacingOccurrences(of: "›", with: "") } == (1...18).map { "Item \($0)" })
    }

    @Test func theNotificationsTabListsItsRows() {
        let terminal = sample()
        terminal.press("3", modifiers: .option)
        #expect(title(terminal) == "Notifications")
        #expect(Array(terminal.lines[1..<7]) == [
            top,
            row(" 🔔 New follower: John Doe"),
            row(" 🔔 Jane liked your post"),
            row(" 🔔 Bob commented on your photo"),
            row(" 🔔 Alice shared your article"),
            bottom,
        ])
        // The rows take the cursor; they are not links or buttons, so Return opens nothing.
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        #expect(terminal.lines[3].hasPrefix("│›🔔 Jane liked your post "))
        #expect(terminal.lines[23] == " ↑↓ move  [ ] tab  ⇥ next  q quit")
        let before = terminal.screen
        terminal.press(.return)
        #expect(terminal.screen == before)
    }

    @Test func theProfileTabsFormShowsItsValuesPushesItsLinksAndSignsOut() {
        let terminal = sample()
        terminal.press("4", modifiers: .option)
        let form = [
            "                                    Profile",
            "  Account",
            top,
            row(" Name", "John Doe "),
            row(" Email", "john@example.com "),
            bottom,
            "",
            "  Settings",
            top,
            row(" Preferences", "› "),
            row(" Privacy", "› "),
            bottom,
            "",
            top,
            row(" Sign Out"),
            bottom,
        ]
        #expect(Array(terminal.lines[0..<16]) == form)
        // Sign Out is a destructive button: red.
        let signOut = terminal.image.buffer[2, 14]
        #expect(signOut.character == "S")
        #expect(signOut.foreground == ResolvedColor(red: 1, green: 0.231, blue: 0.188))
        // ↓ through the rows: the values, then the links.
        terminal.press(.downArrow)
        #expect(terminal.lines[3].hasPrefix("│›Name "))
        #expect(terminal.lines[23] == " ↑↓ move  [ ] tab  ⇥ next  q quit")
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        #expect(terminal.lines[9] == row("›Preferences", "› "))
        #expect(terminal.lines[23] == " ↑↓ move  ⏎ open  [ ] tab  ⇥ next  q quit")
        // Preferences, pushed and popped.
        terminal.press(.return)
        #expect(terminal.lines[0] == "‹ Profile")
        #expect(terminal.lines[11].trimmingCharacters(in: .whitespaces) == "Preferences")
        #expect(!terminal.shows("John Doe"))
        #expect(terminal.lines[22] == Self.bar)
        terminal.press(.escape)
        // Going back gives the focus back to the form, its cursor on the row that was opened.
        #expect(terminal.lines[9] == row("›Preferences", "› "))
        #expect(Array(terminal.lines[0..<9]) == Array(form[0..<9]))
        // Privacy, pushed and popped.
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(terminal.lines[0] == "‹ Profile")
        #expect(terminal.lines[11].trimmingCharacters(in: .whitespaces) == "Privacy")
        terminal.press(.escape)
        #expect(title(terminal) == "Profile")
        // Sign Out: Return runs the button (it only prints), nothing else changes.
        terminal.press(.downArrow)
        #expect(terminal.lines[14] == row("›Sign Out"))
        #expect(terminal.lines[23] == " ↑↓ move  ⏎ open  [ ] tab  ⇥ next  q quit")
        let before = terminal.screen
        terminal.press(.return)
        #expect(terminal.screen == before)
    }
}

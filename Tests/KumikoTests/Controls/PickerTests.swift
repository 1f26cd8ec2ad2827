import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Controls {
    /// `Picker` in each style: `.menu` (the default) is the label and the value with `⌄`, opening a popup menu
    /// of the options; `.segmented` is `[ A | B ]` with the selected segment in reverse video; `.inline` is a
    /// column (or, in a list, rows) of options with a `✓` on the selected one; `.navigationLink` pushes a list
    /// of the options. Options are the content's views with their tags (or `ForEach` ids).
    @MainActor
    @Suite struct PickerTests {
        enum Size: String, CaseIterable, Identifiable {
            case small, medium, large
            var id: Self { self }
            var title: String { rawValue.capitalized }
        }

        static let reverse = CellStyle.reverse
        static let accent = ResolvedColor(red: 0, green: 0.478, blue: 1)

        private func lines(_ terminal: TestTerminal) -> [String] {
            terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        /// The columns of a row drawn in reverse video.
        private func reversedColumns(_ terminal: TestTerminal, row: Int) -> [Int] {
            let buffer = terminal.image.buffer
            return (0..<buffer.columns).filter { buffer[$0, row].style.contains(.reverse) }
        }

        // MARK: Menu style

        @Test func theMenuStyleIsTheLabelThenTheValueAndAChevron() {
            func picker(_ style: some PickerStyle) -> some View {
                Picker("Size", selection: .constant(Size.medium)) {
                    Text("Small").tag(Size.small)
                    Text("Medium").tag(Size.medium)
                }
                .pickerStyle(style)
            }
            #expect(render(picker(.automatic), columns: 24) == "Size            Medium ⌄")
            #expect(render(picker(.menu)) == "Size Medium ⌄")
            // A terminal cannot spin a wheel: drawn as a menu. Outside a navigation stack a link is a menu too.
            #expect(render(picker(.wheel)) == "Size Medium ⌄")
            #expect(render(picker(.navigationLink)) == "Size Medium ⌄")
            let custom = Picker("Size", selection: .constant(Size.large)) {
                ForEach(Size.allCases) { Text($0.title) }
            } currentValueLabel: {
                Text("L")
            }
            #expect(render(custom) == "Size L ⌄")
        }

        struct Sizes: View {
            @State var size = Size.medium
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("size: \(size.rawValue)")
                    Picker("Size", selection: $size) {
                        Text("Small").tag(Size.small)
                        Text("Medium").tag(Size.medium)
                        Text("Large").tag(Size.large)
                    }
                    Button("Other") {}
                }
            }
        }

        @Test func returnOpensAPopupMenuWhereArrowsMoveAndReturnPicks() {
            let terminal = TestTerminal(columns: 30, rows: 9) { Sizes() }
            #expect(lines(terminal)[1] == "Size                  Medium ⌄")
            #expect(reversedColumns(terminal, row: 1) == [0, 1, 2, 3] + Array(22...29))   // focused: its text reversed
            terminal.press(.return)
            // Below the picker, its trailing edge under the value; the selected option checked and highlighted.
            #expect(Array(lines(terminal)[0...6]) == [
                "size: medium",
                "Size                  Medium ⌄",
                "Other             ╭──────────╮",
                "                  │   Small  │",
                "                  │ ✓ Medium │",
                "                  │   Large  │",
                "                  ╰──────────╯",
            ])
            #expect(reversedColumns(terminal, row: 4) == Array(19...28))
            #expect(terminal.image.buffer[20, 4].foreground == Self.accent)   // the ✓
            #expect(terminal.image.buffer[0, 0].style.contains(.dim))          // the window beneath is dimmed
            #expect(lines(terminal)[8] == " ↑↓ move  ⏎ choose  esc close")
            terminal.press(.downArrow)
            #expect(reversedColumns(terminal, row: 5) == Array(19...28))
            terminal.press(.downArrow)                                       // stays on the last option
            #expect(reversedColumns(terminal, row: 5) == Array(19...28))
            terminal.press(.return)
            #expect(Array(lines(terminal)[0...2]) == ["size: large", "Size                   Large ⌄", "Other"])
            #expect(lines(terminal)[8] == " ⏎ choose  ⇥ next  q quit")     // the focus is back on the picker
            terminal.press(.space)
            terminal.press(.upArrow)
            terminal.press(.upArrow)
            terminal.press(.space)
            #expect(lines(terminal)[0] == "size: small")
        }

        @Test func escapeClosesThePopupWithoutChangingTheSelection() {
            let terminal = TestTerminal(columns: 30, rows: 9) { Sizes() }
            terminal.press(.return)
            terminal.press(.downArrow)
            terminal.press(.escape)
            #expect(Array(lines(terminal)[0...3]) == ["size: medium", "Size                  Medium ⌄", "Other", ""])
            #expect(!terminal.image.buffer[0, 0].style.contains(.dim))
            terminal.press(.tab)                                             // the focus moves on as before
            #expect(lines(terminal)[8].hasPrefix(" ⏎ Other"))
        }

        @Test func aClickOpensThePopupAndAClickOnAnOptionPicksIt() {
            let terminal = TestTerminal(columns: 30, rows: 9) { Sizes() }
            terminal.click(column: 2, row: 1)
            #expect(lines(terminal)[3] == "                  │   Small  │")
            terminal.click(column: 10, row: 3)                              // outside the popup: nothing
            #expect(lines(terminal)[3] == "                  │   Small  │")
            terminal.click(column: 22, row: 3)
            #expect(lines(terminal)[0] == "size: small")
            #expect(lines(terminal)[3] == "")
        }

        @Test func thePopupOpensAboveWhenThereIsNoRoomBelow() {
            struct AtTheBottom: View {
                @State var size = Size.small
                var body: some View {
                    VStack(spacing: 0) {
                        Spacer()
                        Picker("Size", selection: $size) {
                            ForEach(Size.allCases) { Text($0.title) }
                        }
                        .frame(width: 128)
                    }
                }
            }
            let terminal = TestTerminal(columns: 30, rows: 8) { AtTheBottom() }
            #expect(lines(terminal)[6] == "Size     Small ⌄")
            terminal.press(.return)
            #expect(Array(lines(terminal)[1...6]) == [
                "    ╭──────────╮",
                "    │ ✓ Small  │",
                "    │   Medium │",
                "    │   Large  │",
                "    ╰──────────╯",
                "Size     Small ⌄",
            ])
        }

        // MARK: Segmented

        @Test func theSegmentedStyleIsOneLineWithTheSelectedSegmentReversed() {
            let terminal = TestTerminal(columns: 30, rows: 2) {
                Picker("Size", selection: .constant(Size.medium)) {
                    ForEach(Size.allCases) { Text($0.title) }                // ForEach ids are the tags
                }
                .pickerStyle(.segmented)
            }
            #expect(lines(terminal)[0] == "[ Small | Medium | Large ]")
            #expect(reversedColumns(terminal, row: 0) == Array(9...16))    // " Medium "
            let palette = Picker("Size", selection: .constant(Size.small)) {
                ForEach(Size.allCases) { Text($0.title) }
            }
            .pickerStyle(.palette)
            #expect(render(palette) == "[ Small | Medium | Large ]")
        }

        struct Segments: View {
            @State var size = Size.medium
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("size: \(size.rawValue)")
                    Picker("Size", selection: $size) {
                        ForEach(Size.allCases) { Text($0.title) }
                    }
                    .pickerStyle(.segmented)
                }
            }
        }

        @Test func arrowsAndClicksChooseASegment() {
            let terminal = TestTerminal(columns: 30, rows: 3) { Segments() }
            #expect(lines(terminal)[2] == " ←→ choose  q quit")
            terminal.press(.rightArrow)
            #expect(lines(terminal)[0] == "size: large")
            #expect(reversedColumns(terminal, row: 1) == Array(18...24))   // " Large "
            terminal.press(.rightArrow)                                     // stays at the end
            #expect(lines(terminal)[0] == "size: large")
            terminal.press(.leftArrow)
            terminal.press(.leftArrow)
            terminal.press(.leftArrow)
            #expect(lines(terminal)[0] == "size: small")
            // "[ Small | Medium | Large ]": " Medium " is columns 9–16, "|" at 17 belongs to no segment.
            terminal.click(column: 12, row: 1)
            #expect(lines(terminal)[0] == "size: medium")
            terminal.click(column: 17, row: 1)
            #expect(lines(terminal)[0] == "size: medium")
            terminal.click(column: 20, row: 1)
            #expect(lines(terminal)[0] == "size: large")
        }

        /// The seed's sheet (ch3-15): a segmented picker bound to the sheet's detent resizes the sheet.
        struct DetentSheet: View {
            @State private var showing = true
            var body: some View {
                Text("Beneath")
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .sheet(isPresented: $showing) { DetentSheetView() }
            }
        }

        struct DetentSheetView: View {
            @State private var detent: PresentationDetent = .medium
            var body: some View {
                VStack(spacing: 0) {
                    Text("Current detent: \(detent == .medium ? "Medium" : "Large")")
                    Picker("Detent", selection: $detent) {
                        Text("Medium").tag(PresentationDetent.medium)
                        Text("Large").tag(PresentationDetent.large)
                    }
                    .pickerStyle(.segmented)
                    Spacer()
                }
                .presentationDetents([.medium, .large], selection: $detent)
                .presentationDragIndicator(.visible)
                .presentationBackgroundInteraction(.enabled)
            }
        }

        @Test func theSeedsSegmentedDetentPickerResizesItsSheet() {
            let terminal = TestTerminal(columns: 30, rows: 11) { DetentSheet() }
            // Medium: the lower half of the ten rows above the key help.
            #expect(lines(terminal)[5].hasPrefix("╭"))
            // The content is centred in the card (a half column rounds up).
            #expect(lines(terminal)[6] == "│   Current detent: Medium   │")
            #expect(lines(terminal)[7] == "│     [ Medium | Large ]     │")
            terminal.press(.rightArrow)
            #expect(lines(terminal)[1].hasPrefix("╭"))
            #expect(lines(terminal)[2] == "│    Current detent: Large   │")
            terminal.press(.leftArrow)
            #expect(lines(terminal)[5].hasPrefix("╭"))
        }

        // MARK: Inline

        struct InlineColumn: View {
            @State var size = Size.small
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("size: \(size.rawValue)")
                    Picker("Size", selection: $size) {
                        ForEach(Size.allCases) { Text($0.title) }
                    }
                    .pickerStyle(.inline)
                    .frame(width: 120)
                }
            }
        }

        @Test func theInlineStyleOutsideAListIsAColumnOfOptions() {
            let terminal = TestTerminal(columns: 20, rows: 6) { InlineColumn() }
            #expect(Array(lines(terminal)[0...4]) == [
                "size: small",
                "Size",
                "Small         ✓",
                "Medium",
                "Large",
            ])
            #expect(terminal.image.buffer[14, 2].foreground == Self.accent)
            #expect(lines(terminal)[5] == " ↑↓ choose  q quit")
            terminal.press(.downArrow)
            #expect(lines(terminal)[0] == "size: medium")
            #expect(lines(terminal)[3] == "Medium        ✓")
            terminal.press(.upArrow)
            terminal.press(.upArrow)
            #expect(lines(terminal)[0] == "size: small")
            terminal.click(column: 3, row: 4)
            #expect(lines(terminal)[0] == "size: large")
            terminal.click(column: 3, row: 1)                               // the label: nothing
            #expect(lines(terminal)[0] == "size: large")
        }

        struct InlineForm: View {
            @State var size = Size.small
            var body: some View {
                Form {
                    Section("Size \(size.rawValue)") {
                        Picker("Size", selection: $size) {
                            ForEach(Size.allCases) { Text($0.title) }
                        }
                        .pickerStyle(.inline)
                    }
                }
            }
        }

        @Test func theInlineStyleInAFormIsRowsOfTheList() {
            let terminal = TestTerminal(columns: 24, rows: 8) { InlineForm() }
            #expect(Array(lines(terminal)[0...5]) == [
                "  Size small",
                "╭──────────────────────╮",
                "│ Size                 │",
                "│ Small              ✓ │",
                "│ Medium               │",
                "│ Large                │",
            ])
            terminal.press(.downArrow)                                      // the label's row
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            terminal.press(.return)
            #expect(lines(terminal)[0] == "  Size medium")
            #expect(lines(terminal)[4] == "│›Medium             ✓ │")
            terminal.click(column: 4, row: 5)
            #expect(lines(terminal)[0] == "  Size large")
            #expect(lines(terminal)[5] == "│›Large              ✓ │")
        }

        struct MenuForm: View {
            @State var size = Size.small
            var body: some View {
                Form {
                    Picker("Size", selection: $size) {
                        ForEach(Size.allCases) { Text($0.title) }
                    }
                    Text("Chosen: \(size.title)")
                }
            }
        }

        @Test func aMenuPickerInAFormOpensFromItsRow() {
            let terminal = TestTerminal(columns: 24, rows: 10) { MenuForm() }
            #expect(lines(terminal)[1] == "│ Size         Small ⌄ │")
            terminal.press(.downArrow)
            terminal.press(.return)                                         // the list's Return opens it
            // Under the row, its trailing edge under the value.
            #expect(Array(lines(terminal)[2...6]) == [
                "│ Chosen: ╭──────────╮ │",
                "╰─────────│ ✓ Small  │─╯",
                "          │   Medium │",
                "          │   Large  │",
                "          ╰──────────╯",
            ])
            terminal.press(.downArrow)
            terminal.press(.return)
            #expect(lines(terminal)[2] == "│ Chosen: Medium       │")
        }

        struct LinkForm: View {
            @State var size = Size.small
            var body: some View {
                NavigationStack {
                    Form {
                        Picker("Size", selection: $size) {
                            ForEach(Size.allCases) { Text($0.title) }
                        }
                        .pickerStyle(.navigationLink)
                    }
                    .navigationTitle("Settings")
                }
            }
        }

        @Test func theNavigationLinkStylePushesTheOptionsAndGoesBackOnAChoice() {
            let terminal = TestTerminal(columns: 24, rows: 8) { LinkForm() }
            #expect(lines(terminal)[2] == "│ Size         Small › │")
            terminal.press(.downArrow)
            terminal.press(.return)
            #expect(Array(lines(terminal)[0...4]) == [
                "‹ Settings  Size",
                "╭──────────────────────╮",
                "│ Small              ✓ │",
                "│ Medium               │",
                "│ Large                │",
            ])
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            terminal.press(.return)
            // Back on the form, the focus is on the picker's row again (the row that pushed).
            #expect(lines(terminal)[2] == "│›Size         Large › │")
        }

        // MARK: Selections

        struct OptionalChoice: View {
            @State var size: Size? = nil
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("size: \(size?.rawValue ?? "none")")
                    Picker("Size", selection: $size) {
                        Text("Small").tag(Size.small)                      // tags of the wrapped type
                        Text("Large").tag(Size.large)
                    }
                    .pickerStyle(.segmented)
                }
            }
        }

        @Test func anOptionalSelectionMatchesTagsOfTheWrappedType() {
            let messages = capturingDiagnostics {
                let terminal = TestTerminal(columns: 30, rows: 3) { OptionalChoice() }
                #expect(reversedColumns(terminal, row: 1).isEmpty)          // nil: nothing selected
                terminal.press(.leftArrow)                                  // from nothing, ← selects the last
                #expect(lines(terminal)[0] == "size: large")
                terminal.press(.leftArrow)
                #expect(lines(terminal)[0] == "size: small")
                #expect(reversedColumns(terminal, row: 1) == Array(1...7))  // " Small "
            }
            // No selection is a valid state of an optional binding, not bad input.
            #expect(!messages.contains { $0.contains("matches no option") })
        }

        @Test func stringIdsOfAForEachAreImplicitTags() {
            struct Names: View {
                @State var name = "Bea"
                let names = ["Ada", "Bea", "Cy"]
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("name: \(name)")
                        Picker("Name", selection: $name) {
                            ForEach(names, id: \.self) { Text($0) }
                        }
                    }
                }
            }
            let terminal = TestTerminal(columns: 20, rows: 8) { Names() }
            #expect(lines(terminal)[1] == "Name           Bea ⌄")
            terminal.press(.return)
            terminal.press(.downArrow)
            terminal.press(.return)
            #expect(lines(terminal)[0] == "name: Cy")
        }

        // MARK: Bad input

        enum Flavor: Hashable { case vanilla, chocolate, mint }

        @Test func badInputIsDiagnosedOnceAndNeverCrashes() {
            let messages = capturingDiagnostics {
                // No options: the picker draws, its menu does not open.
                let empty = TestTerminal(columns: 20, rows: 4) {
                    Picker("Empty", selection: .constant(Flavor.mint)) { EmptyView() }
                }
                #expect(lines(empty)[0] == "Empty              ⌄")
                empty.press(.return)
                #expect(!empty.screen.contains("╭"))
                #expect(render(Picker("Empty", selection: .constant(1)) {}.pickerStyle(.segmented)) == "[]")

                // A selection matching no tag: no option checked, in every style; diagnosed once.
                let unmatched = TestTerminal(columns: 20, rows: 6) {
                    Picker("Flavor", selection: .constant(Flavor.mint)) {
                        Text("Vanilla").tag(Flavor.vanilla)
                        Text("Chocolate").tag(Flavor.chocolate)
                    }
                }
                #expect(lines(unmatched)[0] == "Flavor             ⌄")
                unmatched.press(.return)
                #expect(Array(lines(unmatched)[1...3]) == ["     ╭─────────────╮", "     │   Vanilla   │", "     │   Chocolate │"])
                let inline = Picker("Flavor", selection: .constant(Flavor.mint)) {
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Chocolate").tag(Flavor.chocolate)
                }
                .pickerStyle(.inline)
                #expect(!render(inline).contains("✓"))

                // Options without a tag, or with a tag of another type, cannot be chosen.
                let untagged = TestTerminal(columns: 20, rows: 6) {
                    Picker("Flavor", selection: .constant(Flavor.vanilla)) {
                        Text("Vanilla").tag(Flavor.vanilla)
                        Text("Mint")
                        Text("Lemon").tag("lemon")
                    }
                    .pickerStyle(.inline)
                }
                untagged.press(.downArrow)
                untagged.press(.downArrow)
                #expect(lines(untagged)[1] == "Vanilla            ✓")
            }
            #expect(messages.filter { $0.contains("has no options") }.count == 1)
            #expect(messages.filter { $0.contains("selection mint matches no option") }.count == 1)
            #expect(messages.contains { $0.contains("option has no tag") })
            #expect(messages.contains { $0.contains("tag lemon is a String, not a Flavor") })
        }
    }
}

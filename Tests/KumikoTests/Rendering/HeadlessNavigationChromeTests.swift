import Foundation
import Testing
import Kumiko
import KumikoTestSupport
import KumikoCore

/// Navigation bars, split views, tab bars, tables and presentations on the headless points platform (iOS's
/// metrics, DejaVu Sans advances, a 1 pt grid): the chrome kinds core emits and where, in points. Each expected
/// number follows from an iOS value of `NavigationMetrics`, `TableMetrics` or `PresentationMetrics` (named where it
/// is used) and from text widths measured by the platform's own measurer (its advances are checked against
/// DejaVu's tables in `HeadlessPointsPlatformTests`).
@MainActor
@Suite struct HeadlessNavigationChromeTests {
    private let platform = Platform.headlessPoints
    /// One line of body text: DejaVu Sans at 17 pt, (1901 + 483) × 17 / 2048 = 19.789 pt.
    private var line: CGFloat { platform.lineHeight }

    private func width(_ text: String, _ font: ResolvedFont = .body) -> CGFloat { platform.text.width(of: text, in: font) }

    private func text(_ string: String, in list: DisplayList) throws -> TextDrawing {
        try #require(list.texts.first { $0.lineStrings == [string] }, "no text \"\(string)\"")
    }

    private func chrome(_ kind: Chrome, in list: DisplayList) -> [CGRect] {
        list.chrome.filter { $0.kind == kind }.map(\.frame)
    }

    /// Whether two lengths agree to 1/1000 pt.
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
    }

    // MARK: Navigation bars

    @Test func aNavigationBarPlacesTheBackButtonTitleAndToolbarItemsInPoints() throws {
        let rendering = renderHeadless(NavigationStack(path: .constant(["Detail"])) {
            Text("Root").navigationTitle("Inbox")
                .navigationDestination(for: String.self) { value in
                    Text(value).navigationTitle("Message")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Mark") {} }
                            ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                        }
                }
        }, width: 390, height: 844)
        let list = rendering.displayList
        // The bar is 44 pt (barHeight); its line of text is centred on the 1 pt grid: ⌊(44 − 19.789) / 2⌋ = 12.
        #expect(close(line, 19.7890625))
        let top: CGFloat = 12
        // The back indicator: 16 pt in (barMargin), 23 pt wide (backIndicatorWidth); no glyph, only the kind.
        #expect(chrome(.backIndicator, in: list) == [CGRect(x: 16, y: top, width: 23, height: line)])
        #expect(list.chrome.count == 1)
        #expect(!list.texts.contains { $0.lineStrings.joined().contains("‹") })
        // The back title (the previous screen's) right after it, in the accent colour.
        let back = try text("Inbox", in: list)
        #expect(close(back.frame, CGRect(x: 39, y: top, width: width("Inbox"), height: line)))
        #expect(back.lines[0].segments[0].style.foreground == Color.accentColor.resolved())
        // The leading item 8 pt (barItemSpacing) after the back button; the trailing item 16 pt from the edge.
        let mark = try text("Mark", in: list)
        #expect(close(mark.frame.minX, 39 + width("Inbox") + 8))
        #expect(close(mark.frame.minY, top))
        let edit = try text("Edit", in: list)
        #expect(close(edit.frame.maxX, 390 - 16))
        #expect(close(edit.frame.minY, top))
        // The title in the headline font (17 pt semibold: DejaVu Sans Bold), centred on the grid:
        // ⌊(390 − w) / 2⌋, clear of the leading item (⌊135.96⌉ + 8 = 144).
        let headline = ResolvedFont(size: 17, weight: .semibold, textStyle: .headline)  // iOS's headline (HIG, Dynamic Type, Large)
        let title = try text("Message", in: list)
        #expect(title.lines[0].segments[0].style.font == headline)
        #expect(title.lines[0].segments[0].style.bold)
        let titleWidth = width("Message", headline)
        #expect(close(title.frame, CGRect(x: ((390 - titleWidth) / 2).rounded(.down), y: top, width: titleWidth, height: line)))
        #expect(title.frame.minX == 153)
        // The screen fills the space under the bar, its text centred there.
        let detail = try text("Detail", in: list)
        #expect(close(detail.frame.minY, 44 + (800 - line) / 2))
    }

    @Test func aBarWithALongTitleKeepsItClearOfTheLeadingItems() throws {
        let rendering = renderHeadless(NavigationStack {
            Text("Root").navigationTitle("A rather long title for a bar")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} } }
        }, width: 320, height: 600)
        let cancel = try text("Cancel", in: rendering.displayList)
        #expect(close(cancel.frame.minX, 16))  // barMargin, no back button
        let title = try text("A rather long title for a bar", in: rendering.displayList)
        // Centring would start left of the item's end: the title starts 8 pt (barItemSpacing) after it instead.
        #expect((320 - title.frame.width) / 2 < cancel.frame.maxX)
        #expect(title.frame.minX == (cancel.frame.maxX - 0).rounded() + 8)
        #expect(rendering.displayList.chrome.isEmpty)
    }

    @Test func aStacksTitleIsLargeUnlessAScreenAsksForInline() throws {
        let large = ResolvedFont(size: 34, weight: .bold, textStyle: .largeTitle)  // iOS's largeTitle (HIG, Dynamic Type, Large)
        let largeLine = platform.text.lineMetrics(of: large).height
        let rendering = renderHeadless(NavigationStack { Text("Root").navigationTitle("Inbox") }, width: 390, height: 844)
        // The root's title shows large: 16 pt in (barMargin), centred on the grid in the 52 pt under the 44 pt bar
        // (largeTitleHeight), which is then 96 pt tall.
        let title = try text("Inbox", in: rendering.displayList)
        #expect(title.lines[0].segments[0].style.font == large)
        #expect(close(title.frame, CGRect(x: 16, y: 44 + ((52 - largeLine) / 2).rounded(.down), width: width("Inbox", large), height: largeLine)))
        let root = try text("Root", in: rendering.displayList)
        #expect(close(root.frame.minY, 96 + (844 - 96 - line) / 2))
        // A pushed screen shows its title as the screen before it (large), unless it asks for inline.
        let pushed = renderHeadless(NavigationStack(path: .constant(["Detail"])) {
            Text("Root").navigationTitle("Inbox")
                .navigationDestination(for: String.self) { Text($0).navigationTitle("Message") }
        }, width: 390, height: 844)
        #expect(try text("Message", in: pushed.displayList).lines[0].segments[0].style.font == large)
        let inline = renderHeadless(NavigationStack(path: .constant(["Detail"])) {
            Text("Root").navigationTitle("Inbox")
                .navigationDestination(for: String.self) { Text($0).navigationTitle("Message").navigationBarTitleDisplayMode(.inline) }
        }, width: 390, height: 844)
        #expect(try text("Message", in: inline.displayList).lines[0].segments[0].style.font?.size == 17)
        #expect(close(try text("Detail", in: inline.displayList).frame.minY, 44 + (800 - line) / 2))
    }

    // MARK: Split views

    @Test func aSplitViewsSidebarTakesAQuarterAndADividerSeparatesTheColumns() throws {
        let rendering = renderHeadless(NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") },
                                       width: 1024, height: 768)
        let list = rendering.displayList
        // A quarter of 1,024 pt is 256 pt, within iOS's bounds (0 to 320 pt); the divider takes 1 pt after it.
        #expect(chrome(.splitViewDivider, in: list) == [CGRect(x: 256, y: 0, width: 1, height: 768)])
        #expect(list.chrome.count == 1)
        #expect(list.items.contains { if case .pushClip(CGRect(x: 0, y: 0, width: 256, height: 768)) = $0 { true } else { false } })
        #expect(list.items.contains { if case .pushClip(CGRect(x: 257, y: 0, width: 767, height: 768)) = $0 { true } else { false } })
        let sidebar = try text("Sidebar", in: list)
        #expect(close(sidebar.frame.midX, 128))
        let detail = try text("Detail", in: list)
        #expect(close(detail.frame.midX, 257 + 767 / 2))
    }

    @Test func aWideSplitViewsSidebarStopsAt320Points() {
        let rendering = renderHeadless(NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") },
                                       width: 1366, height: 1024)
        // A quarter would be 341.5 pt: UIKit's maximum primary column width, 320 pt, holds it.
        #expect(chrome(.splitViewDivider, in: rendering.displayList) == [CGRect(x: 320, y: 0, width: 1, height: 1024)])
    }

    @Test func sizeClassesFollowIOSThresholdsInPoints() {
        struct Classes: View {
            @Environment(\.horizontalSizeClass) private var horizontal
            @Environment(\.verticalSizeClass) private var vertical
            var body: some View { Text("\(horizontal == .regular ? "R" : "C")\(vertical == .regular ? "R" : "C")") }
        }
        func classes(_ width: CGFloat, _ height: CGFloat) -> [String] {
            renderHeadless(Classes(), width: width, height: height).displayList.texts.flatMap(\.lineStrings)
        }
        // Regular from 678 pt of width and 568 pt of height (NavigationMetrics.iOS).
        #expect(classes(678, 568) == ["RR"])
        #expect(classes(677, 568) == ["CR"])
        #expect(classes(844, 390) == ["RC"])
        #expect(classes(390, 844) == ["CR"])
        #expect(classes(800, 567) == ["RC"])
    }

    // MARK: Tab bars

    @Test func aTabBarSharesItsWidthAndStacksEachTitleUnderItsIcon() throws {
        let rendering = renderHeadless(TabView {
            Text("One").tabItem { Label("Home", systemImage: "house") }
            Text("Two").tabItem { Text("Second") }.badge(3)
        }, width: 390, height: 844)
        let list = rendering.displayList
        // The bar is 49 pt (tabBarHeight) at the bottom, in two shares of 195 pt. Each title is 10 pt medium
        // (StackedTabItemMetrics.iOS), centred in its share, under the icon's 28 pt from 4 pt down and 1 pt more.
        let small = ResolvedFont(size: 10, weight: .medium)
        let first = try text("Home", in: list)
        let second = try text("Second", in: list)
        #expect(first.lines[0].segments[0].style.font == small)
        #expect(close(first.frame, CGRect(x: 97.5 - width("Home", small) / 2, y: 795 + 4 + 28 + 1, width: width("Home", small),
                                          height: platform.text.lineMetrics(of: small).height)))
        #expect(close(second.frame.midX, 195 + 97.5))
        // The icon centred over the title in its 22 pt font.
        let iconFont = ResolvedFont(size: 22)
        let icon = platform.symbols.size(ofSymbol: "house", in: iconFont)
        #expect(chrome(.symbol(systemName: "house", font: iconFont), in: list)
            == [CGRect(x: 97.5 - icon.width / 2, y: 799 + (28 - icon.height) / 2, width: icon.width, height: icon.height)])
        // The selected item in the accent colour, the other grey; neither bold.
        #expect(first.lines[0].segments[0].style.foreground == Color.accentColor.resolved())
        #expect(second.lines[0].segments[0].style.foreground == Color.secondary.resolved())
        #expect(!first.lines[0].segments[0].style.bold)
        // The badge: white 13 pt text on a red capsule 18 pt tall.
        let badge = try text("3", in: list)
        #expect(badge.lines[0].segments[0].style.foreground == ResolvedColor(red: 1, green: 1, blue: 1))
        #expect(list.shapes.contains { $0.fill == Color.red.resolved() && close($0.path.boundingRect.height, 18) })
    }

    /// A platform whose tab bar items are one line (the terminal's layout), in points.
    private var oneLineTabs: Platform {
        var platform = Platform.headlessPoints
        platform.metrics.navigation.stackedTabItem = nil
        return platform
    }

    @Test func aOneLineTabBarSharesItsWidthAndCentresEachItemIn49Points() throws {
        let rendering = renderHeadless(TabView {
            Text("One").tabItem { Text("First") }
            Text("Two").tabItem { Text("Second") }
        }, width: 390, height: 844, platform: oneLineTabs)
        let list = rendering.displayList
        // The bar is 49 pt (tabBarHeight) at the bottom; its line centred: 795 + ⌊(49 − 19.789) / 2⌋ = 809.
        let first = try text("First", in: list)
        let second = try text("Second", in: list)
        #expect(first.frame.minY == 809)
        #expect(second.frame.minY == 809)
        // Two shares of 195 pt; each label centred on the grid in its share.
        #expect(close(first.frame, CGRect(x: ((195 - width("First")) / 2).rounded(.down), y: 809, width: width("First"), height: line)))
        #expect(close(second.frame.minX, 195 + ((195 - width("Second")) / 2).rounded(.down)))
        // The selected item is bold in the accent colour, the other grey.
        #expect(first.lines[0].segments[0].style.bold)
        #expect(first.lines[0].segments[0].style.foreground == Color.accentColor.resolved())
        #expect(!second.lines[0].segments[0].style.bold)
        #expect(list.chrome.isEmpty)
    }

    /// An item's icon is an image the platform draws (a symbol item), not a character of the label: the title
    /// follows it after a space, and the pair is centred in the share.
    @Test func aOneLineTabItemsIconIsDrawnAsAnImageBeforeItsTitle() throws {
        let rendering = renderHeadless(TabView {
            Text("One").tabItem { Label("Home", systemImage: "house") }
            Text("Two").tabItem { Label("Settings", systemImage: "gear") }
        }, width: 390, height: 844, platform: oneLineTabs)
        let list = rendering.displayList
        let home = try text(" Home", in: list)
        let icon = platform.symbols.size(ofSymbol: "house", in: .body)
        let house = chrome(.symbol(systemName: "house", font: .body), in: list)
        #expect(house.count == 1)
        let labelWidth = icon.width + width(" Home")
        #expect(close(house.first?.minX ?? -1, ((195 - labelWidth) / 2).rounded(.down)))
        #expect(close(home.frame.minX, (house.first?.minX ?? -1) + icon.width))
        #expect(chrome(.symbol(systemName: "gear", font: .body), in: list).count == 1)
        for drawn in list.texts { #expect(!drawn.lineStrings.joined().contains("\u{FFFC}"), "\(drawn.lineStrings)") }
    }

    @Test func aNarrowTabBarTruncatesLabelsByMeasuredWidth() throws {
        let rendering = renderHeadless(TabView {
            Text("One").tabItem { Text("Extraordinarily long") }
            Text("Two").tabItem { Text("B") }
        }, width: 160, height: 400)
        // A share is 80 pt; a label gets 80 − 8 pt (tabItemSpacing).
        let label = try #require(rendering.displayList.texts.first { $0.lineStrings.first?.hasSuffix("…") == true })
        #expect(label.frame.width <= 72)
        #expect(label.frame.width > 72 - width("W…"))
        #expect(label.lineStrings[0].hasPrefix("Extra"))
    }

    @Test func aPageStyleTabViewDrawsOnePageIndicatorPerPage() {
        let rendering = renderHeadless(TabView { Text("One"); Text("Two"); Text("Three") }.tabViewStyle(.page),
                                       width: 390, height: 844)
        let dots = rendering.displayList.chrome
        // 7 pt dots 9 pt apart (pageIndicatorSize, pageIndicatorSpacing): 39 pt, centred on the grid at
        // ⌊(390 − 39) / 2⌋ = 175, in the middle of the 49 pt bar: 795 + ⌊(49 − 7) / 2⌋ = 816.
        #expect(dots.map(\.kind) == [.pageIndicator(isCurrent: true), .pageIndicator(isCurrent: false), .pageIndicator(isCurrent: false)])
        #expect(dots.map(\.frame) == [175, 191, 207].map { CGRect(x: $0, y: 816, width: 7, height: 7) })
        #expect(!rendering.displayList.texts.contains { $0.lineStrings.joined().contains("●") })
    }

    // MARK: Tables

    private struct Person: Identifiable {
        let id: Int
        let name: String
        let city: String
    }

    private let people = [Person(id: 1, name: "Ada", city: "London"), Person(id: 2, name: "Grace", city: "Arlington")]

    @Test func aTablesHeaderHasItsRuleSeparatorsAndSortIndicatorInPoints() throws {
        let rendering = renderHeadless(
            Table(people, sortOrder: .constant([KeyPathComparator(\Person.name)])) {
                TableColumn("Name", value: \.name)
                TableColumn("City", value: \.city)
            }.environment(\.horizontalSizeClass, .regular),
            width: 1024, height: 768)
        let list = rendering.displayList
        // The header is 16 pt in from each side (headerInset): 992 pt for two columns 16 pt apart
        // (columnSpacing): 488 pt each.
        let name = try text("Name", in: list)
        #expect(close(name.frame.minX, 16))
        #expect(name.frame.minY == 0)
        let city = try text("City", in: list)
        #expect(close(city.frame.minX, 16 + 488 + 16))
        // The separator at the leading edge of the spacing, 1 pt wide (columnSeparatorWidth), as tall as the
        // 32 pt titles line (headerHeight); the rule under it 1 pt (headerRuleHeight), met at the separator.
        let separators = chrome(.separator(.vertical), in: list)
        #expect(separators.contains(CGRect(x: 504, y: 0, width: 1, height: 32)))
        #expect(chrome(.tableHeaderRule(junctions: [504]), in: list) == [CGRect(x: 0, y: 32, width: 1024, height: 1)])
        // Sorted by name, ascending: the indicator 12 pt wide (sortIndicatorWidth) at the column's trailing end.
        #expect(chrome(.tableSortIndicator(ascending: true), in: list) == [CGRect(x: 16 + 488 - 12, y: 0, width: 12, height: 32)])
        #expect(!list.texts.contains { $0.lineStrings.joined().contains("▲") })
        // Rows are at least 44 pt (rowMinimumHeight): the row separators are as tall as them.
        #expect(separators.filter { $0.height == 44 }.count == 2)
        let ada = try text("Ada", in: list)
        let grace = try text("Grace", in: list)
        #expect(grace.frame.minY - ada.frame.minY >= 44)
        // A row shares its own width (the list row's, less its insets: symmetric) the same way: two equal
        // columns 16 pt apart.
        let rowWidth = 1024 - 2 * ada.frame.minX
        let london = try text("London", in: list)
        #expect(close(london.frame.minX - ada.frame.minX, ((rowWidth - 16) / 2).rounded(.down) + 16))
    }

    // MARK: Presentations

    @Test func aSheetLeavesItsTopGapAndCentresItsGrabber() {
        let rendering = renderHeadless(Text("Base").sheet(isPresented: .constant(true)) {
            Text("Sheet").presentationDragIndicator(.visible)
        }, width: 390, height: 844)
        let list = rendering.displayList
        // A large sheet leaves 10 pt (sheetTopGap); its 36 × 5 pt grabber sits 5 pt below the card's top,
        // centred: ⌊(390 − 36) / 2⌋ = 177.
        #expect(list.items.contains { if case .erase(CGRect(x: 0, y: 10, width: 390, height: 834)) = $0 { true } else { false } })
        #expect(list.chrome.map(\.kind) == [.sheetGrabber])
        #expect(list.chrome.map(\.frame) == [CGRect(x: 177, y: 15, width: 36, height: 5)])
        #expect(!list.texts.contains { $0.lineStrings.joined().contains("━") })
    }

    @Test func anAlertIs270PointsWideAndCentred() throws {
        let rendering = renderHeadless(Text("Base").alert("Delete?", isPresented: .constant(true)) { Button("OK") {} },
                                       width: 390, height: 844)
        let list = rendering.displayList
        let erased = try #require(list.items.compactMap { if case .erase(let rect) = $0 { rect } else { nil } }.first)
        // 270 pt (alertWidth) at ⌊(390 − 270) / 2⌋ = 60; its content (title down to button) 16 pt in on every
        // side (boxContentInsets), the box centred on the grid.
        let title = try text("Delete?", in: list)
        let button = try text("OK", in: list)
        let height = button.frame.maxY - title.frame.minY + 32
        #expect(close(erased, CGRect(x: 60, y: ((844 - height) / 2).rounded(.down), width: 270, height: height)))
        #expect(close(title.frame.minY, erased.minY + 16))
        #expect(list.items.contains { if case .pushClip(let clip) = $0 { close(clip, erased.insetBy(dx: 16, dy: 16)) } else { false } })
        #expect(close(title.frame.midX, 60 + 270 / 2))
        #expect(list.chrome.isEmpty)
    }

    @Test func aConfirmationDialogKeepsItsMarginsAtTheBottom() throws {
        let rendering = renderHeadless(Text("Base").confirmationDialog("Choose", isPresented: .constant(true)) {
            Button("One") {}
            Button("Two") {}
        }, width: 390, height: 844)
        let erased = try #require(rendering.displayList.items.compactMap { if case .erase(let rect) = $0 { rect } else { nil } }.first)
        // 8 pt from the sides and the bottom (dialogMargin): 374 pt wide; its buttons 16 pt in (boxContentInsets).
        let one = try text("One", in: rendering.displayList)
        let two = try text("Two", in: rendering.displayList)
        let height = two.frame.maxY - one.frame.minY + 32
        #expect(close(erased, CGRect(x: 8, y: 844 - 8 - height, width: 374, height: height)))
        #expect(close(one.frame.minY, erased.minY + 16))
    }
}

import Foundation
import Testing
import Kumiko
import KumikoTestSupport
import KumikoCore

/// Lists and outlines on the headless points platform (issue 12): their chrome is semantic (``Chrome``) and
/// placed with iOS's list metrics (``ListMetrics/iOS``), so these tests read the display list directly.
///
/// The values asserted follow from the metrics: rows at least 44 pt tall (HIG) with 20 pt insets at the sides;
/// separators that take no room (drawn at the row's bottom edge, under every row but a section's last); the
/// inset styles' 16 pt margins, 35 pt between grouped sections, the disclosure indicator's 28 pt room (8 pt
/// wide), edit controls 22 pt wide in 38 pt, outline levels 20 pt apart with a 24 pt triangle room (12 pt wide)
/// (estimates, see ``ListMetrics/iOS``). Text is measured with DejaVu Sans (``HeadlessPointsPlatform``), whose
/// body line is `line` tall; a one-line row's text is centred in its 44 pt body, floored to whole points.
@MainActor
@Suite struct ListChromeHeadlessTests {
    /// An iPhone's window width in points.
    private static let width: CGFloat = 390
    private static let metrics = ListMetrics.iOS
    private let line = Platform.headlessPoints.lineHeight
    /// How far a one-line row's text sits below its row's top: centred in the 44 pt body on whole points.
    private var textInset: CGFloat { ((44 - line) / 2).rounded(.down) }

    private func render<V: View>(_ view: V) -> DisplayList {
        let rendering = renderHeadless(view, width: Self.width, height: 800)
        #expect(rendering.settled)
        return rendering.displayList
    }

    /// The frame of the text drawn whose first line is `string`.
    private func frame(of string: String, in list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        let frame = list.texts.first { $0.lineStrings.first == string }?.frame
        #expect(frame != nil, "no text \(string)", sourceLocation: sourceLocation)
        return frame ?? .null
    }

    private func separators(in list: DisplayList) -> [CGRect] {
        list.chrome.filter { $0.kind == .separator(.horizontal) }.map(\.frame)
    }

    @Test func theMetricsAreIOSs() {
        #expect(Platform.headlessPoints.metrics.list == .iOS)
        #expect(Self.metrics.minimumRowHeight == 44)
        #expect(Self.metrics.separatorRoom == 0)
        #expect(line > 0 && line < 44)
    }

    @Test func plainRowsAre44PointsTallWithASeparatorUnderEachButTheLast() {
        let list = render(List { Text("Apple"); Text("Banana"); Text("Cherry") }.listStyle(.plain))
        let apple = frame(of: "Apple", in: list), banana = frame(of: "Banana", in: list), cherry = frame(of: "Cherry", in: list)
        #expect(apple.minX == 20)
        #expect(banana.minY - apple.minY == 44)
        #expect(cherry.minY - banana.minY == 44)
        let top = apple.minY - textInset
        #expect(separators(in: list) == [
            CGRect(x: 20, y: top + 44, width: Self.width - 20, height: 0),
            CGRect(x: 20, y: top + 88, width: Self.width - 20, height: 0),
        ])
        #expect(!list.chrome.contains { if case .groupedRowBox = $0.kind { true } else { false } })
    }

    @Test func separatorsFollowTheRowsChoice() {
        let list = render(List {
            Text("Apple").listRowSeparator(.hidden)
            Text("Banana").listRowSeparatorTint(.red)
            Text("Cherry")
        }.listStyle(.plain))
        let banana = frame(of: "Banana", in: list)
        let chrome = list.chrome.filter { $0.kind == .separator(.horizontal) }
        #expect(chrome.map(\.frame) == [CGRect(x: 20, y: banana.minY - textInset + 44, width: Self.width - 20, height: 0)])
        #expect(chrome.first?.tint == Color.red.resolved())
    }

    @Test func insetRowsKeepTheInsetMargin() {
        let list = render(List { Text("Apple"); Text("Banana") }.listStyle(.inset))
        let apple = frame(of: "Apple", in: list)
        #expect(apple.minX == CGFloat(16 + 20))
        #expect(separators(in: list) == [CGRect(x: 36, y: apple.minY - textInset + 44, width: Self.width - 32 - 20, height: 0)])
    }

    @Test func insetGroupedSectionsSitInBoxes() {
        let list = render(List {
            Section("Fruit") { Text("Apple"); Text("Banana") }
            Section(header: Text("Vegetables"), footer: Text("Fresh every day")) { Text("Carrot") }
        }.listStyle(.insetGrouped))
        let apple = frame(of: "Apple", in: list), banana = frame(of: "Banana", in: list)
        let carrot = frame(of: "Carrot", in: list), header = frame(of: "Vegetables", in: list)
        let footer = frame(of: "Fresh every day", in: list)
        #expect(apple.minX == CGFloat(16 + 20))
        #expect(carrot.minX == 36)
        #expect(banana.minY - apple.minY == 44)
        let boxes = list.chrome.compactMap { chrome -> (Bool, Bool, CGRect)? in
            if case .groupedRowBox(let first, let last) = chrome.kind { (first, last, chrome.frame) } else { nil }
        }
        // One box piece per row, the width of the rows inside the margins; its edges take no room on iOS.
        #expect(boxes.map(\.0) == [true, false, true])
        #expect(boxes.map(\.1) == [false, true, true])
        #expect(boxes.map(\.2) == [
            CGRect(x: 16, y: apple.minY - textInset, width: Self.width - 32, height: 44),
            CGRect(x: 16, y: banana.minY - textInset, width: Self.width - 32, height: 44),
            CGRect(x: 16, y: carrot.minY - textInset, width: Self.width - 32, height: 44),
        ])
        // A separator between the first section's rows only.
        #expect(separators(in: list) == [CGRect(x: 36, y: apple.minY - textInset + 44, width: Self.width - 32 - 20, height: 0)])
        // The second section's header comes the section spacing after the first section's last row.
        #expect(header.minY >= banana.minY - textInset + 44 + 35)
        #expect(header.maxY <= carrot.minY - textInset)
        #expect(footer.minY >= carrot.minY - textInset + 44)
    }

    @Test func groupedSectionsAreApartButNotBoxed() {
        let list = render(List {
            Section { Text("Apple") }
            Section { Text("Carrot") }
        }.listStyle(.grouped))
        let apple = frame(of: "Apple", in: list), carrot = frame(of: "Carrot", in: list)
        #expect(apple.minX == 20)
        #expect(carrot.minY - apple.minY == CGFloat(44 + 35))
        // No box and no separator: the only chrome is the grouped background behind the whole list.
        #expect(list.chrome.map(\.kind) == [.listBackground(grouped: true)])
        #expect(list.chrome.first?.frame == CGRect(x: 0, y: 0, width: Self.width, height: 800))
    }

    @Test func aListsBackgroundIsGroupedForTheGroupedStylesUnlessHidden() {
        func backgrounds<V: View>(_ view: V) -> [Chrome] {
            render(view).chrome.map(\.kind).filter { if case .listBackground = $0 { true } else { false } }
        }
        #expect(backgrounds(List { Text("A") }) == [.listBackground(grouped: true)])
        #expect(backgrounds(List { Text("A") }.listStyle(.plain)) == [.listBackground(grouped: false)])
        #expect(backgrounds(List { Text("A") }.scrollContentBackground(.hidden)).isEmpty)
        #expect(backgrounds(ScrollView { Text("A") }).isEmpty)
    }

    @Test func sidebarRowsAreLaidOutAsPlainOnesWithoutSeparators() {
        let list = render(List { Section("Library") { Text("Songs"); Text("Albums") } }.listStyle(.sidebar))
        let songs = frame(of: "Songs", in: list), albums = frame(of: "Albums", in: list)
        #expect(songs.minX == 20)
        #expect(albums.minY - songs.minY == 44)
        // iOS's sidebar separates its rows by none (`ListMetrics.separatesSidebarRows`).
        #expect(separators(in: list).isEmpty)
        // A row that asks for its separator keeps it.
        let asked = render(List { Text("Songs").listRowSeparator(.visible); Text("Albums") }.listStyle(.sidebar))
        #expect(separators(in: asked).count == 1)
    }

    @Test func aCollapsibleSectionHeaderEndsInItsDisclosureTriangle() {
        let list = render(List { Section("Library", isExpanded: .constant(true)) { Text("Songs") } }.listStyle(.sidebar))
        let header = frame(of: "Library", in: list)
        let triangles = list.chrome.filter { if case .disclosureTriangle = $0.kind { true } else { false } }
        #expect(triangles.map(\.kind) == [.disclosureTriangle(isExpanded: true)])
        #expect(triangles.map(\.frame) == [CGRect(x: Self.width - 28, y: header.minY, width: 8, height: line)])
    }

    @Test func anExpandedOutlineIndentsChildrenByTheOutlineIndent() {
        var environment = EnvironmentValues()
        environment.platform = .headlessPoints
        let graph = ViewGraph(root: List(outlineFiles, children: \.children) { Text($0.name) }.listStyle(.plain),
                              environment: environment)
        let proposal = ProposedViewSize(width: Self.width, height: 800)
        _ = graph.settle(proposal: proposal)
        #expect(graph.listControllers[0].setRowExpanded(true, atRow: 0))   // Documents
        _ = graph.settle(proposal: proposal)
        #expect(graph.listControllers[0].setRowExpanded(true, atRow: 1))   // Work
        _ = graph.settle(proposal: proposal)
        let list = graph.displayList()
        // Each level 20 pt further in, after the row inset and the triangle's room.
        #expect(frame(of: "Documents", in: list).minX == CGFloat(20 + 24))
        #expect(frame(of: "Work", in: list).minX == CGFloat(20 + 20 + 24))
        #expect(frame(of: "Report.txt", in: list).minX == CGFloat(20 + 40 + 24))
        #expect(frame(of: "Notes.txt", in: list).minX == CGFloat(20 + 20 + 24))
        let work = frame(of: "Work", in: list)
        #expect(list.chrome.filter { $0.kind == .disclosureTriangle(isExpanded: true) }.map(\.frame) == [
            CGRect(x: 20, y: frame(of: "Documents", in: list).minY, width: 12, height: line),
            CGRect(x: 40, y: work.minY, width: 12, height: line),
        ])
    }

    @Test func aNavigatingRowEndsInADisclosureIndicator() {
        let list = render(NavigationStack {
            List { NavigationLink("Details", value: 1); Text("Plain") }
                .navigationDestination(for: Int.self) { Text("Page \($0)") }
        })
        let details = frame(of: "Details", in: list)
        // The row's trailing edge: where its separator ends (the stack may keep a gutter beside the list).
        let end = separators(in: list).first?.maxX ?? .nan
        let indicators = list.chrome.filter { $0.kind == .disclosureIndicator }
        #expect(indicators.map(\.frame) == [CGRect(x: end - 28, y: details.minY, width: 8, height: line)])
    }

    @Test func aBadgeSitsBeforeTheTrailingInset() {
        let list = render(List { Text("Inbox").badge(12) }.listStyle(.plain))
        let badge = frame(of: "12", in: list)
        let width = Platform.headlessPoints.text.width(of: "12")
        #expect(badge == CGRect(x: Self.width - 20 - width, y: frame(of: "Inbox", in: list).minY, width: width, height: line))
    }

    @Test func anOutlineShowsTrianglesBeforeElementsWithChildren() {
        let list = render(List(outlineFiles, children: \.children) { Text($0.name) }.listStyle(.plain))
        let documents = frame(of: "Documents", in: list), music = frame(of: "Music", in: list)
        let todo = frame(of: "todo.txt", in: list)
        // Roots: the row inset, then the triangle's room, with or without a triangle.
        #expect([documents.minX, music.minX, todo.minX] == [44, 44, 44])
        let triangles = list.chrome.filter { $0.kind == .disclosureTriangle(isExpanded: false) }
        #expect(triangles.map(\.frame) == [
            CGRect(x: 20, y: documents.minY, width: 12, height: line),
            CGRect(x: 20, y: music.minY, width: 12, height: line),
        ])
    }

    @Test func editModeShowsDeleteAndReorderControls() {
        let list = render(List {
            ForEach(["Apple", "Banana"], id: \.self) { Text($0) }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        .listStyle(.plain)
        .environment(\.editMode, .constant(.active)))
        let apple = frame(of: "Apple", in: list), banana = frame(of: "Banana", in: list)
        #expect(apple.minX == CGFloat(20 + 38))
        let deletes = list.chrome.filter { $0.kind == .deleteControl }.map(\.frame)
        let reorders = list.chrome.filter { $0.kind == .reorderControl }.map(\.frame)
        #expect(deletes == [CGRect(x: 16, y: apple.minY, width: 22, height: line), CGRect(x: 16, y: banana.minY, width: 22, height: line)])
        #expect(reorders == [CGRect(x: Self.width - 38, y: apple.minY, width: 22, height: line),
                             CGRect(x: Self.width - 38, y: banana.minY, width: 22, height: line)])
    }

    @Test func noTerminalGlyphIsDrawnAsText() {
        let list = render(List {
            Section("Fruit") { Text("Apple").badge(2); Text("Banana") }
        }.listStyle(.insetGrouped))
        let glyphs: Set<Character> = ["─", "│", "╭", "╮", "╰", "╯", "›", "▸", "▾", "⊖", "≡"]
        for text in list.texts { #expect(!text.lineStrings.joined().contains { glyphs.contains($0) }, "\(text.lineStrings)") }
    }

    /// A searchable list's search line: the platform draws the magnifying glass as an image (a symbol item, not a
    /// character of the line), and the prompt starts after it and a space.
    @Test func theSearchLineDrawsTheMagnifyingGlassAsAnImage() throws {
        let list = render(List { Text("Apple") }.searchable(text: .constant(""), prompt: "Find a fruit"))
        let glass = try #require(list.chrome.first { $0.kind == .symbol(systemName: "magnifyingglass", font: .body) })
        let platform = Platform.headlessPoints
        let size = platform.symbols.size(ofSymbol: "magnifyingglass", in: .body)
        #expect(glass.frame.size == size)
        #expect(frame(of: "Find a fruit", in: list).minX == glass.frame.minX + size.width + platform.text.width(of: " "))
        for text in list.texts { #expect(!text.lineStrings.joined().contains("\u{FFFC}"), "\(text.lineStrings)") }
    }
}

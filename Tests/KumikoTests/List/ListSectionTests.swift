import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension ListTests {
    /// `Section` in all its forms, in the default list style (`.insetGrouped`): per ListRowElement, a
    /// section's rows sit in a rounded box (`╭─╮ │ │ ╰─╯`) with one column of padding inside it, the header
    /// above the box and the footer below it, and a blank line above each section after the first. Headers and
    /// footers sit where the rows' text sits (box column + padding column = column 2), in the secondary colour.
    /// 10 columns unless said otherwise.
    @MainActor
    @Suite struct ListSectionTests {
        private let secondary = ResolvedColor(red: 0.557, green: 0.557, blue: 0.576)

        private func harness<V: View>(_ view: V, columns: Int = 10, rows: Int) -> ListHarness<V> {
            ListHarness(view, columns: columns, rows: rows)
        }

        /// The box of one row reading `text` in 10 columns, under a header line.
        private let appleBox = ["╭────────╮", "│ Apple  │", "╰────────╯"]

        @Test func titledWithAStringLiteral() throws {
            let h = harness(List { Section("Fruit") { Text("Apple") } }, rows: 4)
            #expect(h.render() == (["  Fruit"] + appleBox).joined(separator: "\n"))
            let list = try #require(h.list)
            #expect(list.rowCount == 2)
            // The header is not selectable.
            #expect(list.selectionValue(ofRow: 0) == nil)
            // Inset grouped headers are in the secondary colour, not bold.
            let header = try #require(h.image).buffer[2, 0]
            #expect(header.character == "F")
            #expect(header.foreground == secondary)
            #expect(!header.style.contains(.bold))
        }

        @Test func titledWithAStringVariable() {
            let title: String = "Fruit"
            let h = harness(List { Section(title) { Text("Apple") } }, rows: 4)
            #expect(h.render() == (["  Fruit"] + appleBox).joined(separator: "\n"))
        }

        @Test func headerView() {
            let h = harness(List { Section(header: Text("Fruit")) { Text("Apple") } }, rows: 4)
            #expect(h.render() == (["  Fruit"] + appleBox).joined(separator: "\n"))
        }

        @Test func headerAndFooterViews() throws {
            let h = harness(List { Section(header: Text("Head"), footer: Text("Foot")) { Text("Apple") } }, rows: 5)
            #expect(h.render() == (["  Head"] + appleBox + ["  Foot"]).joined(separator: "\n"))
            #expect(try #require(h.list).rowCount == 3)
            let footer = try #require(h.image).buffer[2, 4]
            #expect(footer.character == "F")
            #expect(footer.foreground == secondary)
        }

        @Test func contentHeaderAndFooterClosures() throws {
            let view = List {
                Section {
                    Text("Apple")
                } header: {
                    Text("Head")
                } footer: {
                    Text("Foot")
                }
            }
            let h = harness(view, rows: 5)
            #expect(h.render() == (["  Head"] + appleBox + ["  Foot"]).joined(separator: "\n"))
            let list = try #require(h.list)
            #expect(list.rowCount == 3)
            #expect((0..<3).map { list.selectionValue(ofRow: $0) } == [nil, nil, nil])
        }

        @Test func contentAndHeaderClosures() {
            let h = harness(List { Section { Text("Apple") } header: { Text("Head") } }, rows: 4)
            #expect(h.render() == (["  Head"] + appleBox).joined(separator: "\n"))
        }

        @Test func contentAndFooterClosures() {
            let h = harness(List { Section { Text("Apple") } footer: { Text("Foot") } }, rows: 4)
            #expect(h.render() == (appleBox + ["  Foot"]).joined(separator: "\n"))
        }

        @Test func footerView() {
            let h = harness(List { Section(footer: Text("Foot")) { Text("Apple") } }, rows: 4)
            #expect(h.render() == (appleBox + ["  Foot"]).joined(separator: "\n"))
        }

        @Test func contentOnly() throws {
            let h = harness(List { Section { Text("Apple") } }, rows: 3)
            #expect(h.render() == appleBox.joined(separator: "\n"))
            #expect(try #require(h.list).rowCount == 1)
        }

        @Test func sectionsAreApartByABlankLine() throws {
            let view = List {
                Section("Fruit") { Text("Apple"); Text("Pear") }
                Section { Text("Kale") }
                Section("Nuts") { Text("Pecan") }
            }
            let h = harness(view, rows: 14)
            #expect(h.render() == screen(
                "  Fruit",
                "╭────────╮",
                "│ Apple  │",
                "│ Pear   │",
                "╰────────╯",
                "",
                "╭────────╮",
                "│ Kale   │",
                "╰────────╯",
                "",
                "  Nuts",
                "╭────────╮",
                "│ Pecan  │",
                "╰────────╯"))
            #expect(try #require(h.list).rowCount == 6)
        }

        @Test func rowsBeforeAndAfterASectionAreGroupsOfTheirOwn() {
            let view = List {
                Text("Loose")
                Section("S") { Text("x") }
                Text("Tail")
            }
            let h = harness(view, rows: 12)
            #expect(h.render() == screen(
                "╭────────╮",
                "│ Loose  │",
                "╰────────╯",
                "",
                "  S",
                "╭────────╮",
                "│ x      │",
                "╰────────╯",
                "",
                "╭────────╮",
                "│ Tail   │",
                "╰────────╯"))
        }

        // MARK: Collapsible sections

        @Test func collapsedSectionShowsOnlyItsHeader() throws {
            let view = List {
                Section(isExpanded: .constant(false)) { Text("Hidden") } header: { Text("Title") }
                Section("Next") { Text("Shown") }
            }
            let h = harness(view, rows: 6)
            #expect(h.render() == screen(
                "  Title▸",
                "",
                "  Next",
                "╭────────╮",
                "│ Shown  │",
                "╰────────╯"))
            #expect(try #require(h.list).rowCount == 3)
        }

        @Test func expandedSectionShowsItsContent() throws {
            let view = List {
                Section(isExpanded: .constant(true)) { Text("Hidden") } header: { Text("Title") }
                Section("Next") { Text("Shown") }
            }
            let h = harness(view, rows: 9)
            #expect(h.render() == screen(
                "  Title▾",
                "╭────────╮",
                "│ Hidden │",
                "╰────────╯",
                "",
                "  Next",
                "╭────────╮",
                "│ Shown  │",
                "╰────────╯"))
            #expect(try #require(h.list).rowCount == 4)
        }

        @Test func titledCollapsibleSectionFollowsItsBinding() throws {
            struct Collapsible: View {
                let handles: Handles<Bool>
                @State private var expanded = false
                var body: some View {
                    List { Section("Title", isExpanded: $expanded) { Text("Hidden") } }
                        .onAppear { handles["expanded"] = $expanded }
                }
            }
            let handles = Handles<Bool>()
            let h = harness(Collapsible(handles: handles), rows: 4)
            // The header's trailing "▸"/"▾" shows that it collapses (SwiftUI's disclosure chevron).
            #expect(h.render() == screen("  Title▸", "", "", ""))
            #expect(try #require(h.list).rowCount == 1)
            handles.set("expanded", true)
            #expect(h.render() == screen("  Title▾", "╭────────╮", "│ Hidden │", "╰────────╯"))
            #expect(try #require(h.list).rowCount == 2)
            handles.set("expanded", false)
            #expect(h.render() == screen("  Title▸", "", "", ""))
        }

        // MARK: ForEach of sections

        @Test func forEachOfSectionsEachWithAForEach() throws {
            struct Shelf: Identifiable {
                let id: String
                let items: [String]
            }
            let shelves = [Shelf(id: "Fruit", items: ["Apple", "Pear"]), Shelf(id: "Veg", items: ["Kale"])]
            let view = List {
                ForEach(shelves) { shelf in
                    Section(shelf.id) {
                        ForEach(shelf.items, id: \.self) { Text($0) }
                    }
                }
            }
            let h = harness(view, columns: 12, rows: 10)
            #expect(h.render() == screen(
                "  Fruit",
                "╭──────────╮",
                "│ Apple    │",
                "│ Pear     │",
                "╰──────────╯",
                "",
                "  Veg",
                "╭──────────╮",
                "│ Kale     │",
                "╰──────────╯"))
            let list = try #require(h.list)
            #expect(list.rowCount == 5)
            #expect((0..<5).map { list.selectionValue(ofRow: $0) }
                    == [nil, AnyHashable("Apple"), AnyHashable("Pear"), nil, AnyHashable("Kale")])
        }

        @Test func sectionOutsideAListShowsItsPartsInOrder() {
            let view = VStack(alignment: .leading, spacing: 0) {
                Section { Text("body") } header: { Text("head") } footer: { Text("foot") }
            }
            #expect(render(view) == screen("head", "body", "foot"))
        }
    }
}

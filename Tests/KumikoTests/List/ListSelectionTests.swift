import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension ListTests {
    /// Selecting rows as a click or Return does (`ListNode.selectRow`): the binding of each kind receives the
    /// row's tag or `ForEach` id, a set is replaced rather than extended, and selected rows are filled with the
    /// accent colour. Each view shows its selection in a line above the list, so a test also sees that writing
    /// the binding re-renders the view that owns it.
    @MainActor
    @Suite struct ListSelectionTests {
        /// `List(data, selection: Binding<Set<ID>>)` over identifiable data.
        struct SetSelection: View {
            @State var selection: Set<Int>
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("sel \(selection.sorted().map(String.init).joined(separator: ","))")
                    List(listFruits, selection: $selection) { Text($0.name) }.listStyle(.plain)
                }
            }
        }

        /// `List(data, id:, selection: Binding<ID?>)`.
        struct OptionalSelection: View {
            @State var selection: String?
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("sel \(selection ?? "none")")
                    List(["Kale", "Leek", "Okra"], id: \.self, selection: $selection) { Text($0) }.listStyle(.plain)
                }
            }
        }

        enum Flavor: String, CaseIterable, Hashable {
            case vanilla, mint, plum
        }

        /// `List(selection: Binding<V>)` over tagged static rows.
        struct RequiredSelection: View {
            @State var flavor: Flavor = .vanilla
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("sel \(flavor.rawValue)")
                    List(selection: $flavor) {
                        Text("Vanilla").tag(Flavor.vanilla)
                        Text("Mint").tag(Flavor.mint)
                        Text("Plum").tag(Flavor.plum)
                    }.listStyle(.plain)
                }
            }
        }

        @Test func setSelectionIsReplacedBySelectRow() throws {
            let h = ListHarness(SetSelection(selection: [10, 30]), columns: 10, rows: 4)
            #expect(h.render() == screen("sel 10,30", " Apple", " Pear", " Plum"))
            // The list starts on image row 1: rows 0 and 2 of the list are filled.
            #expect(accentRows(h.image) == [1, 3])
            let list = try #require(h.list)
            list.selectRow(1)
            #expect(h.render() == screen("sel 20", " Apple", " Pear", " Plum"))
            #expect(accentRows(h.image) == [2])
            // A selected row is filled edge to edge in the plain style.
            #expect(accentColumns(h.image, row: 2) == Array(0..<10))
            list.selectRow(0)
            #expect(h.render() == screen("sel 10", " Apple", " Pear", " Plum"))
            #expect(accentRows(h.image) == [1])
        }

        @Test func optionalSelection() throws {
            let h = ListHarness(OptionalSelection(selection: nil), columns: 10, rows: 4)
            #expect(h.render() == screen("sel none", " Kale", " Leek", " Okra"))
            #expect(accentRows(h.image) == [])
            let list = try #require(h.list)
            list.selectRow(2)
            #expect(h.render() == screen("sel Okra", " Kale", " Leek", " Okra"))
            #expect(accentRows(h.image) == [3])
            list.selectRow(0)
            #expect(h.render() == screen("sel Kale", " Kale", " Leek", " Okra"))
            #expect(accentRows(h.image) == [1])
        }

        @Test func requiredSelectionUsesTags() throws {
            let h = ListHarness(RequiredSelection(), columns: 16, rows: 4)
            #expect(h.render() == screen("sel vanilla", " Vanilla", " Mint", " Plum"))
            #expect(accentRows(h.image) == [1])
            let list = try #require(h.list)
            #expect(list.selectionValue(ofRow: 1) == AnyHashable(Flavor.mint))
            list.selectRow(2)
            #expect(h.render() == screen("sel plum", " Vanilla", " Mint", " Plum"))
            #expect(accentRows(h.image) == [3])
        }

        @Test func staticContentWithSetSelectionSelectsTaggedRows() throws {
            struct StaticSet: View {
                @State var selection: Set<Int> = []
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("sel \(selection.sorted().map(String.init).joined(separator: ","))")
                        List(selection: $selection) {
                            Text("One").tag(1)
                            Text("Two").tag(2)
                        }.listStyle(.plain)
                    }
                }
            }
            let h = ListHarness(StaticSet(), columns: 10, rows: 3)
            #expect(h.render() == screen("sel", " One", " Two"))
            let list = try #require(h.list)
            list.selectRow(1)
            let text = h.render()
            #expect(text == screen("sel 2", " One", " Two"))
            #expect(accentRows(h.image) == [2])
        }

        @Test func staticContentWithOptionalSelectionSelectsTaggedRows() throws {
            struct StaticOptional: View {
                @State var selection: Int?
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("sel \(selection.map(String.init) ?? "none")")
                        List(selection: $selection) {
                            Text("One").tag(1)
                            Text("Two").tag(2)
                        }.listStyle(.plain)
                    }
                }
            }
            let h = ListHarness(StaticOptional(), columns: 10, rows: 3)
            #expect(h.render() == screen("sel none", " One", " Two"))
            let list = try #require(h.list)
            list.selectRow(0)
            #expect(h.render() == screen("sel 1", " One", " Two"))
            #expect(accentRows(h.image) == [1])
        }

        @Test func keyPathDataWithSetSelection() throws {
            struct KeyPathSet: View {
                @State var selection: Set<String> = ["Kale", "Okra"]
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("sel \(selection.sorted().joined(separator: ","))")
                        List(["Kale", "Leek", "Okra"], id: \.self, selection: $selection) { Text($0) }.listStyle(.plain)
                    }
                }
            }
            let h = ListHarness(KeyPathSet(), columns: 16, rows: 4)
            #expect(h.render() == screen("sel Kale,Okra", " Kale", " Leek", " Okra"))
            #expect(accentRows(h.image) == [1, 3])
            try #require(h.list).selectRow(1)
            #expect(h.render() == screen("sel Leek", " Kale", " Leek", " Okra"))
            #expect(accentRows(h.image) == [2])
        }

        @Test func identifiableDataWithOptionalSelection() throws {
            struct IdentifiableOptional: View {
                @State var selection: Int?
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("sel \(selection.map(String.init) ?? "none")")
                        List(listFruits, selection: $selection) { Text($0.name) }.listStyle(.plain)
                    }
                }
            }
            let h = ListHarness(IdentifiableOptional(), columns: 10, rows: 4)
            try #require(h.render() == screen("sel none", " Apple", " Pear", " Plum"))
            try #require(h.list).selectRow(2)
            #expect(h.render() == screen("sel 30", " Apple", " Pear", " Plum"))
            #expect(accentRows(h.image) == [3])
        }

        @Test func tagOverridesTheForEachId() throws {
            struct Tagged: View {
                @State var selection: String?
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("sel \(selection ?? "none")")
                        List(selection: $selection) {
                            ForEach(listFruits) { Text($0.name).tag($0.name.lowercased()) }
                        }.listStyle(.plain)
                    }
                }
            }
            let h = ListHarness(Tagged(), columns: 10, rows: 4)
            h.render()
            try #require(h.list).selectRow(1)
            #expect(h.render() == screen("sel pear", " Apple", " Pear", " Plum"))
            #expect(accentRows(h.image) == [2])
        }

        // MARK: Rows that cannot be selected

        @Test func headersFootersAndUntaggedStaticRowsAreNotSelectable() throws {
            struct WithSections: View {
                @State var selection: Int? = 2
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("sel \(selection.map(String.init) ?? "none")")
                        List(selection: $selection) {
                            Section { Text("x").tag(1); Text("untagged") } header: { Text("A") } footer: { Text("F") }
                            Section("B") { Text("y").tag(2) }
                        }.listStyle(.plain)
                    }
                }
            }
            let h = ListHarness(WithSections(), columns: 10, rows: 7)
            #expect(h.render() == screen("sel 2", " A", " x", " untagged", " F", " B", " y"))
            let list = try #require(h.list)
            #expect(list.rowCount == 6)
            for row in [0, 2, 3, 4] {   // header A, untagged row, footer F, header B
                list.selectRow(row)
                #expect(h.render().hasPrefix("sel 2\n"), "row \(row)")
            }
            list.selectRow(1)
            #expect(h.render().hasPrefix("sel 1\n"))
            #expect(accentRows(h.image) == [2])
        }

        @Test func tagOfAnotherTypeIsNotSelected() throws {
            struct Mismatch: View {
                @State var selection: Int?
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("sel \(selection.map(String.init) ?? "none")")
                        List(selection: $selection) { Text("text").tag("1"); Text("int").tag(1) }.listStyle(.plain)
                    }
                }
            }
            let h = ListHarness(Mismatch(), columns: 10, rows: 3)
            h.render()
            let list = try #require(h.list)
            list.selectRow(0)
            #expect(h.render() == screen("sel none", " text", " int"))
            list.selectRow(1)
            #expect(h.render() == screen("sel 1", " text", " int"))
        }

        @Test func outOfRangeRowsSelectNothing() throws {
            let h = ListHarness(SetSelection(selection: [20]), columns: 10, rows: 4)
            h.render()
            let list = try #require(h.list)
            list.selectRow(-1)
            list.selectRow(3)
            list.selectRow(Int.max)
            #expect(h.render() == screen("sel 20", " Apple", " Pear", " Plum"))
            #expect(accentRows(h.image) == [2])
        }

        @Test func listWithoutSelectionIgnoresSelectRow() throws {
            let h = ListHarness(List(listFruits) { Text($0.name) }.listStyle(.plain), columns: 10, rows: 3)
            h.render()
            try #require(h.list).selectRow(1)
            h.render()
            #expect(accentRows(h.image) == [])
        }

        // MARK: Overload resolution

        @Test func staticSetBindingSelectsASetNotOneSetValue() {
            // `List(selection: $set) { … }` must choose the multiple-selection initialiser (SelectionValue ==
            // Int), not the single-value one with SelectionValue == Set<Int>.
            let set = List(selection: .constant(Set<Int>())) { Text("a").tag(1) }
            let optional = List(selection: .constant(Int?.none)) { Text("a").tag(1) }
            #expect(selectionValueType(of: set) == "Int")
            #expect(selectionValueType(of: optional) == "Int")
        }

        // MARK: The accent fill in other styles

        @Test func selectedRowInAnInsetGroupedBoxIsFilledInsideTheBorder() throws {
            struct Boxed: View {
                @State var selection: Int? = 2
                var body: some View {
                    List(selection: $selection) {
                        Section("A") { Text("x").tag(1) }
                        Section("B") { Text("y").tag(2) }
                    }
                }
            }
            let h = ListHarness(Boxed(), columns: 8, rows: 9)
            #expect(h.render() == screen(
                "  A",
                "╭──────╮",
                "│ x    │",
                "╰──────╯",
                "",
                "  B",
                "╭──────╮",
                "│ y    │",
                "╰──────╯"))
            // Only the body of row y, inside the box's sides.
            #expect(accentRows(h.image) == [7])
            #expect(accentColumns(h.image, row: 7) == Array(1...6))
            let list = try #require(h.list)
            list.selectRow(1)
            h.render()
            #expect(accentRows(h.image) == [2])
            #expect(accentColumns(h.image, row: 2) == Array(1...6))
        }

        @Test func selectedRowInTheInsetStyleIsFilledBetweenTheMargins() throws {
            let view = List(listFruits, selection: .constant(Optional(20))) { Text($0.name) }.listStyle(.inset)
            let h = ListHarness(view, columns: 12, rows: 3)
            #expect(h.render() == screen("   Apple", "   Pear", "   Plum"))
            #expect(accentRows(h.image) == [1])
            #expect(accentColumns(h.image, row: 1) == Array(2...9))
        }

        @Test func selectedMultiLineRowIsFilledOverItsLinesNotItsSeparator() throws {
            let view = List(selection: .constant(Optional(1))) {
                VStack(alignment: .leading, spacing: 0) { Text("a"); Text("b") }.tag(1)
                Text("c").tag(2)
            }.listStyle(.plain)
            let h = ListHarness(view, columns: 4, rows: 4)
            #expect(h.render() == screen(" a", " b", " ───", " c"))
            #expect(accentRows(h.image) == [0, 1])
        }
    }
}

import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// The name of the selection value type a `List` was built with.
func selectionValueType<S, C>(of list: List<S, C>) -> String { "\(S.self)" }

extension ListTests {
    /// Every `List` initialiser: what it draws, how many rows it has and each row's selection value (its tag or
    /// its `ForEach` id). Plain style, 10 columns: rows have one column of padding at each side (ListRowElement).
    @MainActor
    @Suite struct ListInitialiserTests {
        private func harness<V: View>(_ view: V, rows: Int) -> ListHarness<some View> {
            ListHarness(view.listStyle(.plain), columns: 10, rows: rows)
        }

        // MARK: Without selection

        @Test func staticContent() throws {
            let h = harness(List { Text("Apple"); Text("Pear") }, rows: 2)
            #expect(h.render() == screen(" Apple", " Pear"))
            let list = try #require(h.list)
            #expect(list.rowCount == 2)
            // Static rows without a tag have no selection value.
            #expect(list.selectionValue(ofRow: 0) == nil)
            #expect(list.selectionValue(ofRow: 1) == nil)
        }

        @Test func staticContentWithTagsUsesTheTags() throws {
            let h = harness(List { Text("Apple").tag("a"); Text("Pear").tag(7) }, rows: 2)
            #expect(h.render() == screen(" Apple", " Pear"))
            let list = try #require(h.list)
            #expect(list.selectionValue(ofRow: 0) == AnyHashable("a"))
            #expect(list.selectionValue(ofRow: 1) == AnyHashable(7))
        }

        @Test func identifiableData() throws {
            let h = harness(List(listFruits) { Text($0.name) }, rows: 3)
            #expect(h.render() == screen(" Apple", " Pear", " Plum"))
            let list = try #require(h.list)
            #expect(list.rowCount == 3)
            #expect((0..<3).map { list.selectionValue(ofRow: $0) } == [10, 20, 30].map(AnyHashable.init))
        }

        @Test func dataIdentifiedByKeyPath() throws {
            let h = harness(List(["Kale", "Leek"], id: \.self) { Text($0) }, rows: 2)
            #expect(h.render() == screen(" Kale", " Leek"))
            let list = try #require(h.list)
            #expect(list.rowCount == 2)
            #expect(list.selectionValue(ofRow: 0) == AnyHashable("Kale"))
            #expect(list.selectionValue(ofRow: 1) == AnyHashable("Leek"))
        }

        @Test func dataIdentifiedByAPropertyKeyPath() throws {
            let h = harness(List(listFruits, id: \.name) { Text("\($0.id)") }, rows: 3)
            #expect(h.render() == screen(" 10", " 20", " 30"))
            let list = try #require(h.list)
            #expect(list.selectionValue(ofRow: 2) == AnyHashable("Plum"))
        }

        @Test func rangeOfIntegers() throws {
            let h = harness(List(0..<3) { Text("Row \($0)") }, rows: 3)
            #expect(h.render() == screen(" Row 0", " Row 1", " Row 2"))
            let list = try #require(h.list)
            #expect(list.rowCount == 3)
            #expect(list.selectionValue(ofRow: 2) == AnyHashable(2))
            // Out of range: no value, no crash.
            #expect(list.selectionValue(ofRow: 3) == nil)
            #expect(list.selectionValue(ofRow: -1) == nil)
        }

        @Test func rangeWithAnOffsetStart() throws {
            let h = harness(List(5..<7) { Text("n\($0)") }, rows: 2)
            #expect(h.render() == screen(" n5", " n6"))
            #expect(try #require(h.list).selectionValue(ofRow: 0) == AnyHashable(5))
        }

        @Test func rowsOfSeveralViewsEachBecomeRows() throws {
            // A ForEach whose content is two views gives two rows per element (as SwiftUI's List does).
            let h = harness(List { ForEach(["a", "b"], id: \.self) { Text($0); Text($0.uppercased()) } }, rows: 4)
            #expect(h.render() == screen(" a", " A", " b", " B"))
            #expect(try #require(h.list).rowCount == 4)
        }

        // MARK: With selection (the initial selection is drawn in the accent colour)

        @Test func staticContentWithSetSelection() throws {
            let view = List(selection: .constant(Set([2]))) {
                Text("One").tag(1)
                Text("Two").tag(2)
                Text("Three").tag(3)
            }
            let h = harness(view, rows: 3)
            #expect(h.render() == screen(" One", " Two", " Three"))
            #expect(accentRows(h.image) == [1])
            #expect(selectionValueType(of: view) == "Int")
        }

        @Test func staticContentWithOptionalSelection() throws {
            let view = List(selection: .constant(Optional(3))) {
                Text("One").tag(1)
                Text("Two").tag(2)
                Text("Three").tag(3)
            }
            let h = harness(view, rows: 3)
            #expect(h.render() == screen(" One", " Two", " Three"))
            #expect(accentRows(h.image) == [2])
            #expect(selectionValueType(of: view) == "Int")
        }

        @Test func staticContentWithRequiredSelection() throws {
            let view = List(selection: .constant(1)) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            let h = harness(view, rows: 2)
            #expect(h.render() == screen(" One", " Two"))
            #expect(accentRows(h.image) == [0])
            #expect(selectionValueType(of: view) == "Int")
        }

        @Test func identifiableDataWithSetSelection() throws {
            let view = List(listFruits, selection: .constant(Set([10, 30]))) { Text($0.name) }
            let h = harness(view, rows: 3)
            #expect(h.render() == screen(" Apple", " Pear", " Plum"))
            #expect(accentRows(h.image) == [0, 2])
        }

        @Test func keyPathDataWithSetSelection() throws {
            let view = List(["Kale", "Leek", "Okra"], id: \.self, selection: .constant(Set(["Leek"]))) { Text($0) }
            let h = harness(view, rows: 3)
            #expect(h.render() == screen(" Kale", " Leek", " Okra"))
            #expect(accentRows(h.image) == [1])
        }

        @Test func identifiableDataWithOptionalSelection() throws {
            let view = List(listFruits, selection: .constant(Optional(20))) { Text($0.name) }
            let h = harness(view, rows: 3)
            #expect(h.render() == screen(" Apple", " Pear", " Plum"))
            #expect(accentRows(h.image) == [1])
        }

        @Test func keyPathDataWithOptionalSelection() throws {
            let view = List(["Kale", "Leek", "Okra"], id: \.self, selection: .constant(Optional("Okra"))) { Text($0) }
            let h = harness(view, rows: 3)
            #expect(h.render() == screen(" Kale", " Leek", " Okra"))
            #expect(accentRows(h.image) == [2])
        }

        @Test func optionalSelectionThatIsNilSelectsNothing() throws {
            let view = List(listFruits, selection: .constant(Int?.none)) { Text($0.name) }
            let h = harness(view, rows: 3)
            #expect(h.render() == screen(" Apple", " Pear", " Plum"))
            #expect(accentRows(h.image) == [])
        }

        @Test func nilSelectionBindingIsAListWithoutSelection() throws {
            let view = List(listFruits, selection: Binding<Set<Int>>?.none) { Text($0.name) }
            let h = harness(view, rows: 3)
            #expect(h.render() == screen(" Apple", " Pear", " Plum"))
            let list = try #require(h.list)
            list.selectRow(1)
            h.render()
            #expect(accentRows(h.image) == [])
        }

        // MARK: ForEach nesting

        @Test func forEachMixedWithStaticRows() throws {
            let view = List {
                Text("Top")
                ForEach(["a", "b"], id: \.self) { Text($0) }
                Text("End")
            }
            let h = harness(view, rows: 4)
            #expect(h.render() == screen(" Top", " a", " b", " End"))
            let list = try #require(h.list)
            #expect(list.rowCount == 4)
            #expect((0..<4).map { list.selectionValue(ofRow: $0) } == [nil, AnyHashable("a"), AnyHashable("b"), nil])
        }

        @Test func twoForEachesOneAfterTheOther() throws {
            let view = List {
                ForEach(0..<2) { Text("n\($0)") }
                ForEach(["x"], id: \.self) { Text($0) }
            }
            let h = harness(view, rows: 3)
            #expect(h.render() == screen(" n0", " n1", " x"))
            let list = try #require(h.list)
            #expect((0..<3).map { list.selectionValue(ofRow: $0) } == [AnyHashable(0), AnyHashable(1), AnyHashable("x")])
        }

        @Test func forEachIdOverriddenByTag() throws {
            let view = List { ForEach(listFruits) { Text($0.name).tag($0.name) } }
            let h = harness(view, rows: 3)
            h.render()
            let list = try #require(h.list)
            #expect(list.selectionValue(ofRow: 0) == AnyHashable("Apple"))
            #expect(list.selectionValue(ofRow: 2) == AnyHashable("Plum"))
        }
    }
}

import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension OutlineTests {
    /// `OutlineRows`: the flattening of a tree into the rows it shows, and its bad input (duplicate ids, empty
    /// children, an element inside itself, a very deep tree).
    @MainActor
    @Suite struct OutlineRowsTests {
        private func rows(_ roots: [FileItem], expanded: Set<String>) -> OutlineRows<[FileItem], String> {
            OutlineRows(roots: roots, children: \.children, id: \.id, expanded: expanded)
        }

        private func describe(_ rows: OutlineRows<[FileItem], String>) -> [String] {
            rows.map { entry in
                let mark = entry.hasChildren ? (entry.isExpanded ? "▾" : "▸") : "-"
                return "\(entry.depth) \(mark) \(entry.id) ^\(entry.parent.map(String.init) ?? "nil")"
            }
        }

        @Test func collapsedRootsAreTheRows() {
            #expect(describe(rows(outlineFiles, expanded: [])) == ["0 ▸ Documents ^nil", "0 ▸ Music ^nil", "0 - todo.txt ^nil"])
        }

        @Test func expandedElementsShowTheirChildrenOneLevelDeeper() {
            let flat = rows(outlineFiles, expanded: ["Documents", "Work", "Music"])
            #expect(describe(flat) == [
                "0 ▾ Documents ^nil", "1 ▾ Work ^0", "2 - Report.txt ^1", "2 - Budget.xls ^1", "1 - Notes.txt ^0",
                "0 ▾ Music ^nil", "0 - todo.txt ^nil",
            ])
            #expect(flat[0].showsChildren && flat[0].childCount == 2)
            // An expanded empty folder shows no child.
            #expect(!flat[5].showsChildren)
            #expect(flat.firstIndex(ofID: "Budget.xls") == 3)
            #expect(flat.firstIndex(ofID: "Nowhere") == nil)
        }

        @Test func anExpandedIDUnderACollapsedParentIsRememberedButNotShown() {
            var flat = rows(outlineFiles, expanded: ["Work"])
            #expect(flat.count == 3)
            flat.setExpanded(true, for: "Documents")
            #expect(flat.count == 7)
            flat.toggle("Documents")
            #expect(flat.count == 3)
            #expect(flat.expanded == ["Work"])
        }

        @Test func aDuplicateIDExpandsEveryElementThatHasIt() {
            let twins = [FileItem("A", [FileItem("x")]), FileItem("A", [FileItem("y")])]
            #expect(describe(rows(twins, expanded: ["A"])) == ["0 ▾ A ^nil", "1 - x ^0", "0 ▾ A ^nil", "1 - y ^2"])
        }

        final class Node: Identifiable {
            let id: Int
            var children: [Node]?
            init(_ id: Int) { self.id = id }
        }

        @Test func anElementInsideItselfIsNotExpandedThere() {
            let node = Node(1)
            node.children = [node]
            defer { node.children = nil }
            let flat = OutlineRows(roots: [node], children: \.children, id: \.id, expanded: [1])
            #expect(flat.map(\.depth) == [0, 1])
            #expect(flat[0].isExpanded && !flat[1].isExpanded && flat[1].hasChildren)
        }

        /// A chain 1,000 levels deep, every level expanded: flattened without recursion.
        @Test func aThousandLevelsDeep() {
            var chain = FileItem("999")
            for level in (0..<999).reversed() { chain = FileItem(String(level), [chain]) }
            let flat = rows([chain], expanded: Set((0..<1000).map(String.init)))
            #expect(flat.count == 1000)
            #expect(flat[999].depth == 999 && flat[999].parent == 998 && flat[999].id == "999")
        }

        /// Nothing expanded: a million roots are one run, flattened without reading them.
        @Test func aMillionCollapsedRootsCostNothing() {
            let start = ContinuousClock.now
            let flat = OutlineRows(roots: 0..<1_000_000, children: \.optionalChildren, id: \.self, expanded: [])
            #expect(flat.count == 1_000_000)
            #expect(flat[765_432].id == 765_432 && flat[765_432].depth == 0)
            #expect(ContinuousClock.now - start < .milliseconds(100))
        }
    }
}

private extension Int {
    /// No children: every integer is a leaf.
    var optionalChildren: Range<Int>? { nil }
}

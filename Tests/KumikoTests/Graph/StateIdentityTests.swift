import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension GraphTests {
    /// `@State` lives at a view's identity (DESIGN.md §3.1): it follows explicit ids through ForEach moves,
    /// inserts and deletes, and is reset when the identity changes (`.id(_:)`, an `if`/`else` branch, an AnyView
    /// of another type).
    @MainActor
    @Suite struct StateIdentityTests {
        /// A list of rows keyed by string ids.
        struct Rows: View {
            let ids: [String]
            let handles: Handles<Int>
            var log: EventLog? = nil
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(ids, id: \.self) { id in
                        CounterRow(id: id, handles: handles, log: log)
                    }
                }
            }
        }

        /// Renders rows a…d, gives each a distinct count, and returns the harness.
        private func fourCountedRows(_ handles: Handles<Int>, log: EventLog? = nil) -> Harness<Rows> {
            let harness = Harness(Rows(ids: ["a", "b", "c", "d"], handles: handles, log: log))
            #expect(harness.render() == "a=0\nb=0\nc=0\nd=0")
            handles.set("a", 1)
            handles.set("b", 2)
            handles.set("c", 3)
            handles.set("d", 4)
            #expect(harness.render() == "a=1\nb=2\nc=3\nd=4")
            return harness
        }

        @Test func stateFollowsIdsWhenReversed() {
            let handles = Handles<Int>()
            let harness = fourCountedRows(handles)
            harness.content = Rows(ids: ["d", "c", "b", "a"], handles: handles)
            #expect(harness.render() == "d=4\nc=3\nb=2\na=1")
        }

        @Test func stateFollowsIdsWhenShuffled() {
            let handles = Handles<Int>()
            let harness = fourCountedRows(handles)
            harness.content = Rows(ids: ["c", "a", "d", "b"], handles: handles)
            #expect(harness.render() == "c=3\na=1\nd=4\nb=2")
            harness.content = Rows(ids: ["b", "d", "a", "c"], handles: handles)
            #expect(harness.render() == "b=2\nd=4\na=1\nc=3")
        }

        @Test func stateFollowsIdWhenOneElementMoves() {
            let handles = Handles<Int>()
            let log = EventLog()
            let harness = fourCountedRows(handles, log: log)
            log.clear()
            // Move "a" from the front to between "c" and "d" (common suffix "d" and a moved middle).
            harness.content = Rows(ids: ["b", "c", "a", "d"], handles: handles, log: log)
            #expect(harness.render() == "b=2\nc=3\na=1\nd=4")
            // Move "d" to the front.
            harness.content = Rows(ids: ["d", "b", "c", "a"], handles: handles, log: log)
            #expect(harness.render() == "d=4\nb=2\nc=3\na=1")
            // A move is not a disappearance followed by an appearance.
            #expect(log.events == [])
        }

        @Test func stateSurvivesInsertions() {
            let handles = Handles<Int>()
            let log = EventLog()
            let harness = fourCountedRows(handles, log: log)
            log.clear()
            harness.content = Rows(ids: ["x", "a", "b", "y", "c", "d", "z"], handles: handles, log: log)
            #expect(harness.render() == "x=0\na=1\nb=2\ny=0\nc=3\nd=4\nz=0")
            #expect(log.events == ["appear x", "appear y", "appear z"])
            // The new rows have their own state.
            handles.set("y", 9)
            #expect(harness.render() == "x=0\na=1\nb=2\ny=9\nc=3\nd=4\nz=0")
        }

        @Test func stateSurvivesDeletionsAndDeletedStateIsDropped() {
            let handles = Handles<Int>()
            let log = EventLog()
            let harness = fourCountedRows(handles, log: log)
            log.clear()
            harness.content = Rows(ids: ["a", "d"], handles: handles, log: log)
            #expect(harness.render() == "a=1\nd=4")
            #expect(log.events.sorted() == ["disappear b", "disappear c"])
            // A row that comes back is a new identity: fresh state.
            log.clear()
            harness.content = Rows(ids: ["c", "a", "d"], handles: handles, log: log)
            #expect(harness.render() == "c=0\na=1\nd=4")
            #expect(log.events == ["appear c"])
        }

        @Test func stateFollowsIdsThroughInsertDeleteAndMoveAtOnce() {
            let handles = Handles<Int>()
            let harness = fourCountedRows(handles)
            // Delete b, insert e, move d to the front, keep a and c.
            harness.content = Rows(ids: ["d", "a", "e", "c"], handles: handles)
            #expect(harness.render() == "d=4\na=1\ne=0\nc=3")
            handles.set("e", 5)
            handles.set("a", 10)
            #expect(harness.render() == "d=4\na=10\ne=5\nc=3")
        }

        // MARK: Identifiable data reordered by the parent's own state

        struct Item: Identifiable, Equatable {
            let id: Int
            let name: String
        }

        /// Owns the items in `@State`; publishes a binding to them so the test can reorder them.
        struct OwnedRows: View {
            let handles: Handles<Int>
            let itemHandles: Handles<[Item]>
            @State private var items = [Item(id: 1, name: "one"), Item(id: 2, name: "two"), Item(id: 3, name: "three")]
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(items) { item in
                        CounterRow(id: item.name, handles: handles)
                    }
                }
                .onAppear { itemHandles["items"] = $items }
            }
        }

        @Test func stateFollowsIdentifiableElementsReorderedThroughParentState() {
            let handles = Handles<Int>()
            let itemHandles = Handles<[Item]>()
            let harness = Harness(OwnedRows(handles: handles, itemHandles: itemHandles))
            #expect(harness.render() == "one=0\ntwo=0\nthree=0")
            handles.set("one", 1)
            handles.set("two", 2)
            handles.set("three", 3)
            #expect(harness.render() == "one=1\ntwo=2\nthree=3")
            let items = itemHandles["items"]!
            var moved = items.wrappedValue
            moved.append(moved.removeFirst())
            items.wrappedValue = moved
            #expect(harness.render() == "two=2\nthree=3\none=1")
            items.wrappedValue.insert(Item(id: 4, name: "four"), at: 1)
            #expect(harness.render() == "two=2\nfour=0\nthree=3\none=1")
            items.wrappedValue.removeAll { $0.id == 3 }
            #expect(harness.render() == "two=2\nfour=0\none=1")
            // Same id, new name: identity is the id, so the node (and its count) stays although the row's text
            // changes. The row publishes its binding under its old name only.
            items.wrappedValue[0] = Item(id: 2, name: "deux")
            #expect(harness.render() == "deux=2\nfour=0\none=1")
        }

        // MARK: Identity changes reset state

        struct Identified: View {
            let identity: Int
            let handles: Handles<Int>
            var body: some View {
                CounterRow(id: "x", handles: handles).id(identity)
            }
        }

        @Test func changingExplicitIdResetsState() {
            let handles = Handles<Int>()
            let harness = Harness(Identified(identity: 1, handles: handles))
            #expect(harness.render() == "x=0")
            handles.set("x", 5)
            #expect(harness.render() == "x=5")
            // Same id: state kept.
            harness.content = Identified(identity: 1, handles: handles)
            #expect(harness.render() == "x=5")
            // New id: new view, new state.
            harness.content = Identified(identity: 2, handles: handles)
            #expect(harness.render() == "x=0")
            handles.set("x", 6)
            #expect(harness.render() == "x=6")
            // Back to the first id: still a new identity, its old state is gone.
            harness.content = Identified(identity: 1, handles: handles)
            #expect(harness.render() == "x=0")
        }

        struct Branching: View {
            let flag: Bool
            let handles: Handles<Int>
            var body: some View {
                // The same view type in both branches: only the branch distinguishes them.
                if flag {
                    CounterRow(id: "x", handles: handles)
                } else {
                    CounterRow(id: "x", handles: handles)
                }
            }
        }

        @Test func switchingIfElseBranchResetsState() {
            let handles = Handles<Int>()
            let harness = Harness(Branching(flag: true, handles: handles))
            #expect(harness.render() == "x=0")
            handles.set("x", 7)
            #expect(harness.render() == "x=7")
            harness.content = Branching(flag: true, handles: handles)
            #expect(harness.render() == "x=7")
            harness.content = Branching(flag: false, handles: handles)
            #expect(harness.render() == "x=0")
            handles.set("x", 8)
            #expect(harness.render() == "x=8")
            harness.content = Branching(flag: true, handles: handles)
            #expect(harness.render() == "x=0")
        }

        struct Erased: View {
            let wrapped: Bool
            let handles: Handles<Int>
            var body: some View {
                wrapped
                    ? AnyView(VStack { CounterRow(id: "x", handles: handles) })
                    : AnyView(CounterRow(id: "x", handles: handles))
            }
        }

        @Test func changingAnyViewTypeResetsState() {
            let handles = Handles<Int>()
            let harness = Harness(Erased(wrapped: false, handles: handles))
            #expect(harness.render() == "x=0")
            handles.set("x", 3)
            #expect(harness.render() == "x=3")
            // Same erased type: state kept.
            harness.content = Erased(wrapped: false, handles: handles)
            #expect(harness.render() == "x=3")
            // Another erased type: the subtree is replaced.
            harness.content = Erased(wrapped: true, handles: handles)
            #expect(harness.render() == "x=0")
            handles.set("x", 4)
            #expect(harness.render() == "x=4")
            harness.content = Erased(wrapped: false, handles: handles)
            #expect(harness.render() == "x=0")
        }
    }
}

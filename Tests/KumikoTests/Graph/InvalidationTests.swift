import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension GraphTests {
    /// Only invalidated bodies run (DESIGN.md §3.2): a state write re-evaluates exactly the views that read the
    /// state; parents and siblings are left alone.
    @MainActor
    @Suite struct InvalidationTests {
        /// A child with its own state, counting its body evaluations.
        struct Child: View {
            let name: String
            let counts: BodyCounts
            let handles: Handles<Int>
            @State private var value = 0
            var body: some View {
                let _ = counts.hit(name)
                Text("\(name)=\(value)")
                    .onAppear { handles[name] = $value }
            }
        }

        /// A child without state.
        struct Still: View {
            let name: String
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit(name)
                Text(name)
            }
        }

        struct Parent: View {
            let counts: BodyCounts
            let handles: Handles<Int>
            var body: some View {
                let _ = counts.hit("parent")
                VStack(alignment: .leading) {
                    Child(name: "a", counts: counts, handles: handles)
                    Child(name: "b", counts: counts, handles: handles)
                    Child(name: "c", counts: counts, handles: handles)
                    Still(name: "still", counts: counts)
                }
            }
        }

        @Test func onlyTheChangedChildIsReevaluated() {
            let counts = BodyCounts()
            let handles = Handles<Int>()
            let harness = Harness(Parent(counts: counts, handles: handles))
            #expect(harness.render() == "a=0\nb=0\nc=0\nstill")
            #expect(counts.counts == ["parent": 1, "a": 1, "b": 1, "c": 1, "still": 1])
            #expect(harness.evaluations == 5)

            counts.reset()
            handles.set("b", 5)
            #expect(harness.render() == "a=0\nb=5\nc=0\nstill")
            #expect(counts.counts == ["b": 1])
            #expect(harness.evaluations == 6)

            counts.reset()
            handles.set("c", 1)
            handles.set("a", 2)
            #expect(harness.render() == "a=2\nb=5\nc=1\nstill")
            #expect(counts.counts == ["a": 1, "c": 1])
        }

        @Test func severalWritesBeforeARenderEvaluateOnce() {
            let counts = BodyCounts()
            let handles = Handles<Int>()
            let harness = Harness(Parent(counts: counts, handles: handles))
            harness.render()
            counts.reset()
            handles.set("a", 1)
            handles.set("a", 2)
            handles.set("a", 3)
            #expect(harness.render() == "a=3\nb=0\nc=0\nstill")
            #expect(counts.counts == ["a": 1])
        }

        @Test func writingTheSameValueEvaluatesNothing() {
            let counts = BodyCounts()
            let handles = Handles<Int>()
            let harness = Harness(Parent(counts: counts, handles: handles))
            harness.render()
            handles.set("a", 4)
            harness.render()
            counts.reset()
            let before = harness.evaluations
            handles.set("a", 4)
            #expect(harness.renderer.viewGraph?.needsUpdate == false)
            #expect(harness.render() == "a=4\nb=0\nc=0\nstill")
            #expect(counts.counts == [:])
            #expect(harness.evaluations == before)
        }

        @Test func renderingWithoutChangesEvaluatesNothing() {
            let counts = BodyCounts()
            let handles = Handles<Int>()
            let harness = Harness(Parent(counts: counts, handles: handles))
            harness.render()
            counts.reset()
            #expect(harness.render() == "a=0\nb=0\nc=0\nstill")
            #expect(harness.render() == "a=0\nb=0\nc=0\nstill")
            #expect(counts.counts == [:])
        }

        // MARK: State passed down as a binding

        /// Reads the owner's state through a binding.
        struct BindingReader: View {
            let counts: BodyCounts
            @Binding var value: Int
            var body: some View {
                let _ = counts.hit("reader")
                Text("value=\(value)")
            }
        }

        /// Owns state but only passes its binding down: it does not read the value itself.
        struct Owner: View {
            let counts: BodyCounts
            let handles: Handles<Int>
            @State private var value = 0
            var body: some View {
                let _ = counts.hit("owner")
                VStack(alignment: .leading) {
                    BindingReader(counts: counts, value: $value)
                    Still(name: "sibling", counts: counts)
                }
                .onAppear { handles["value"] = $value }
            }
        }

        @Test func bindingReaderIsReevaluatedButNotTheOwnerThatOnlyPassesIt() {
            let counts = BodyCounts()
            let handles = Handles<Int>()
            let harness = Harness(Owner(counts: counts, handles: handles))
            #expect(harness.render() == "value=0\nsibling")
            #expect(counts.counts == ["owner": 1, "reader": 1, "sibling": 1])
            counts.reset()
            handles.set("value", 42)
            #expect(harness.render() == "value=42\nsibling")
            #expect(counts.counts == ["reader": 1])
        }

        /// Owns two states: reads one, passes the other down as a binding (and a binding to a field of it).
        struct BusyOwner: View {
            struct Pair { var count = 0 }
            let counts: BodyCounts
            let handles: Handles<Int>
            @State private var title = 0
            @State private var value = 0
            @State private var pair = Pair()
            var body: some View {
                let _ = counts.hit("owner")
                VStack(alignment: .leading) {
                    Text("title=\(title)")
                    BindingReader(counts: counts, value: $value)
                    FieldReader(counts: counts, value: $pair.count)
                }
                .onAppear {
                    handles["title"] = $title
                    handles["value"] = $value
                }
            }
        }

        /// Reads a binding to a field of the owner's state.
        struct FieldReader: View {
            let counts: BodyCounts
            @Binding var value: Int
            var body: some View {
                let _ = counts.hit("field")
                Text("field=\(value)")
            }
        }

        /// SwiftUI compares bindings by what they point to: a parent re-running for another reason passes an
        /// equal `$value` (and `$pair.count`), so the children reading them are skipped; a write to the bound
        /// state still reaches the reader.
        @Test func aBindingToTheSameStateDoesNotReRunItsReader() {
            let counts = BodyCounts()
            let handles = Handles<Int>()
            let harness = Harness(BusyOwner(counts: counts, handles: handles))
            #expect(harness.render() == "title=0\nvalue=0\nfield=0")
            counts.reset()
            handles.set("title", 1)
            #expect(harness.render() == "title=1\nvalue=0\nfield=0")
            #expect(counts.counts == ["owner": 1])
            counts.reset()
            handles.set("value", 7)
            #expect(harness.render() == "title=1\nvalue=7\nfield=0")
            #expect(counts.counts == ["reader": 1])
        }

        // MARK: A parent reading its own state

        /// Reads its state; its children hold only a reference and a string, which do not change.
        struct ReadingParent: View {
            let counts: BodyCounts
            let handles: Handles<Int>
            @State private var value = 0
            var body: some View {
                let _ = counts.hit("parent")
                VStack(alignment: .leading) {
                    Text("parent=\(value)")
                    Still(name: "first", counts: counts)
                    Still(name: "second", counts: counts)
                    Still(name: value > 0 ? "third changed" : "third", counts: counts)
                }
                .onAppear { handles["parent"] = $value }
            }
        }

        /// SwiftUI compares a child's new value with its old one field by field (references by identity) and
        /// skips the body of a child whose fields are unchanged.
        @Test func parentReevaluationSkipsChildrenWithUnchangedFields() {
            let counts = BodyCounts()
            let handles = Handles<Int>()
            let harness = Harness(ReadingParent(counts: counts, handles: handles))
            #expect(harness.render() == "parent=0\nfirst\nsecond\nthird")
            counts.reset()
            handles.set("parent", 1)
            #expect(harness.render() == "parent=1\nfirst\nsecond\nthird changed")
            // The child given a new name runs (its value changed); the others do not.
            #expect(counts.counts == ["parent": 1, "third changed": 1])
        }
    }
}

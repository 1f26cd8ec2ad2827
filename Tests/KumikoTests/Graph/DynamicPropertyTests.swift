import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension GraphTests {
    /// A user-defined `DynamicProperty` struct containing `@State` (and other wrappers) gets its storage from the
    /// view's identity, as SwiftUI's do, and its `update()` runs before each body evaluation.
    @MainActor
    @Suite struct DynamicPropertyTests {
        /// A counter property built from `@State`.
        struct Tally: DynamicProperty {
            @State private var storage = 0
            var updates: EventLog? = nil

            var value: Int { storage }
            func increment() { storage += 1 }
            var binding: Binding<Int> { $storage }

            mutating func update() {
                let (updates, storage) = (updates, storage)
                MainActor.assumeIsolated { updates?.record("update \(storage)") }
            }
        }

        /// A property nesting another one plus an environment value.
        struct Labelled: DynamicProperty {
            var tally = Tally()
            @State var label = "n"
            @Environment(\.lineLimit) var lineLimit
        }

        struct TallyView: View {
            let name: String
            let handles: Handles<Int>
            let actions: Actions
            var tally = Tally()
            var body: some View {
                Text("\(name)=\(tally.value)")
                    .onAppear {
                        handles[name] = tally.binding
                        actions.actions[name] = { tally.increment() }
                    }
            }
        }

        @MainActor final class Actions {
            var actions: [String: () -> Void] = [:]
        }

        @Test func stateInsideACustomDynamicPropertyPersistsAndInvalidates() {
            struct Pair: View {
                var generation = 0
                let handles: Handles<Int>
                let actions: Actions
                let counts: BodyCounts
                var body: some View {
                    let _ = counts.hit("pair")
                    VStack(alignment: .leading) {
                        TallyView(name: "a", handles: handles, actions: actions)
                        TallyView(name: "b", handles: handles, actions: actions)
                    }
                }
            }
            let handles = Handles<Int>()
            let actions = Actions()
            let counts = BodyCounts()
            let harness = Harness(Pair(handles: handles, actions: actions, counts: counts))
            #expect(harness.render() == "a=0\nb=0")
            actions.actions["a"]?()
            actions.actions["a"]?()
            actions.actions["b"]?()
            #expect(harness.render() == "a=2\nb=1")
            handles.set("b", 7)
            #expect(harness.render() == "a=2\nb=7")
            // The state survives the parent re-evaluating with new child values.
            harness.content = Pair(generation: 1, handles: handles, actions: actions, counts: counts)
            #expect(harness.render() == "a=2\nb=7")
            #expect(counts["pair"] == 2)
        }

        @Test func updateRunsBeforeEachBodyWithInstalledState() {
            struct Updating: View {
                let handles: Handles<Int>
                let log: EventLog
                var tally: Tally
                init(handles: Handles<Int>, log: EventLog) {
                    self.handles = handles
                    self.log = log
                    tally = Tally(updates: log)
                }
                var body: some View {
                    let _ = log.record("body \(tally.value)")
                    Text("v=\(tally.value)").onAppear { handles["v"] = tally.binding }
                }
            }
            let handles = Handles<Int>()
            let log = EventLog()
            let harness = Harness(Updating(handles: handles, log: log))
            #expect(harness.render() == "v=0")
            handles.set("v", 3)
            #expect(harness.render() == "v=3")
            #expect(log.events == ["update 0", "body 0", "update 3", "body 3"])
        }

        @Test func nestedDynamicPropertiesAreInstalled() {
            struct Nested: View {
                let handles: Handles<Int>
                let labels: Handles<String>
                var labelled = Labelled()
                var body: some View {
                    Text("\(labelled.label)=\(labelled.tally.value) limit=\(labelled.lineLimit ?? 0)")
                        .onAppear {
                            handles["tally"] = labelled.tally.binding
                            labels["label"] = labelled.$label
                        }
                }
            }
            let handles = Handles<Int>()
            let labels = Handles<String>()
            let harness = Harness(Nested(handles: handles, labels: labels).lineLimit(4))
            #expect(harness.render() == "n=0 limit=4")
            handles.set("tally", 5)
            labels.set("label", "m")
            #expect(harness.render() == "m=5 limit=4")
        }

        /// A `DynamicProperty` in a custom `ViewModifier` works too.
        struct Highlight: ViewModifier {
            let handles: Handles<Int>
            var tally = Tally()
            func body(content: Content) -> some View {
                HStack(spacing: 0) {
                    content
                    Text("*\(tally.value)")
                }
                .onAppear { handles["modifier"] = tally.binding }
            }
        }

        @Test func dynamicPropertyInAViewModifier() {
            let handles = Handles<Int>()
            let harness = Harness(Text("x").modifier(Highlight(handles: handles)))
            #expect(harness.render() == "x*0")
            handles.set("modifier", 4)
            #expect(harness.render() == "x*4")
        }
    }
}

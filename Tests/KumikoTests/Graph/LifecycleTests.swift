import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension GraphTests {
    /// Appearance, change, task and preference callbacks fire exactly when SwiftUI fires them.
    @MainActor
    @Suite struct LifecycleTests {
        // MARK: onAppear / onDisappear

        struct Toggled: View {
            let show: Bool
            let log: EventLog
            var body: some View {
                VStack(alignment: .leading) {
                    Text("always")
                        .onAppear { log.record("appear always") }
                        .onDisappear { log.record("disappear always") }
                    if show {
                        Text("sometimes")
                            .onAppear { log.record("appear sometimes") }
                            .onDisappear { log.record("disappear sometimes") }
                    }
                }
            }
        }

        @Test func appearAndDisappearFireOncePerInsertionAndRemoval() {
            let log = EventLog()
            let harness = Harness(Toggled(show: true, log: log))
            #expect(harness.render() == "always\nsometimes")
            #expect(log.events == ["appear always", "appear sometimes"])

            log.clear()
            // Re-rendering with equal content fires nothing.
            harness.content = Toggled(show: true, log: log)
            harness.render()
            #expect(log.events == [])

            harness.content = Toggled(show: false, log: log)
            #expect(harness.render() == "always")
            #expect(log.events == ["disappear sometimes"])

            log.clear()
            harness.content = Toggled(show: true, log: log)
            #expect(harness.render() == "always\nsometimes")
            #expect(log.events == ["appear sometimes"])
        }

        @Test func forEachRowsAppearAndDisappearByIdentity() {
            struct Rows: View {
                let ids: [String]
                let handles: Handles<Int>
                let log: EventLog
                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(ids, id: \.self) { CounterRow(id: $0, handles: handles, log: log) }
                    }
                }
            }
            let log = EventLog()
            let handles = Handles<Int>()
            let harness = Harness(Rows(ids: ["a", "b", "c"], handles: handles, log: log))
            harness.render()
            #expect(log.events == ["appear a", "appear b", "appear c"])
            log.clear()
            harness.content = Rows(ids: ["c", "d", "a"], handles: handles, log: log)
            harness.render()
            #expect(log.events.filter { $0.hasPrefix("appear") } == ["appear d"])
            #expect(log.events.filter { $0.hasPrefix("disappear") } == ["disappear b"])
            #expect(log.events.count == 2)
        }

        @Test func stateChangedInOnAppearSettlesBeforeTheImage() {
            struct Loader: View {
                @State private var status = "loading"
                var body: some View {
                    Text(status).onAppear { status = "loaded" }
                }
            }
            #expect(render(Loader()) == "loaded")
        }

        // MARK: onChange

        /// Observes its own state with every `onChange` form.
        struct Watcher: View {
            let handles: Handles<Int>
            let log: EventLog
            @State private var value = 0
            var body: some View {
                Text("value=\(value)")
                    .onChange(of: value) { old, new in log.record("two \(old)->\(new)") }
                    .onChange(of: value) { log.record("zero \(value)") }
                    .onChange(of: value, initial: true) { old, new in log.record("initial \(old)->\(new)") }
                    .onAppear { handles["value"] = $value }
            }
        }

        @Test func onChangeDeliversOldAndNewValues() {
            let log = EventLog()
            let handles = Handles<Int>()
            let harness = Harness(Watcher(handles: handles, log: log))
            #expect(harness.render() == "value=0")
            // Only the `initial: true` form runs when the view appears, with the value as both old and new.
            #expect(log.events == ["initial 0->0"])

            log.clear()
            handles.set("value", 1)
            #expect(harness.render() == "value=1")
            #expect(log.events.sorted() == ["initial 0->1", "two 0->1", "zero 1"])

            log.clear()
            handles.set("value", 5)
            #expect(harness.render() == "value=5")
            #expect(log.events.sorted() == ["initial 1->5", "two 1->5", "zero 5"])

            // An unchanged value does not call the actions.
            log.clear()
            handles.set("value", 5)
            harness.render()
            #expect(log.events == [])
        }

        /// The value changes because the parent passes a new one; the observer's own body runs for other reasons.
        struct ChangeParent: View {
            let value: String
            let log: EventLog
            var body: some View {
                Text(value).onChange(of: value) { old, new in log.record("\(old)->\(new)") }
            }
        }

        @Test func onChangeOfAValuePassedByTheParent() {
            let log = EventLog()
            let harness = Harness(ChangeParent(value: "a", log: log))
            harness.render()
            harness.content = ChangeParent(value: "a", log: log)
            harness.render()
            #expect(log.events == [])
            harness.content = ChangeParent(value: "b", log: log)
            #expect(harness.render() == "b")
            harness.content = ChangeParent(value: "c", log: log)
            #expect(harness.render() == "c")
            #expect(log.events == ["a->b", "b->c"])
        }

        @Test func deprecatedOnChangePerformFormReceivesTheNewValue() {
            struct Old: View {
                let value: Int
                let log: EventLog
                var body: some View {
                    Text("\(value)").onChange(of: value, perform: { new in log.record("new \(new)") })
                }
            }
            let log = EventLog()
            let harness = Harness(Old(value: 1, log: log))
            harness.render()
            harness.content = Old(value: 2, log: log)
            harness.render()
            #expect(log.events == ["new 2"])
        }

        // MARK: task

        /// Flags set by a task, shared with the test.
        @MainActor final class TaskProbe {
            var started: [Int] = []
            var finished: [Int] = []
            var cancelled: [Int] = []
        }

        struct TaskHost: View {
            let show: Bool
            let taskID: Int
            let probe: TaskProbe
            let waitsForever: Bool
            var label = "worker"
            var body: some View {
                VStack {
                    Text("host")
                    if show {
                        Text(label)
                            .task(id: taskID) { [taskID, probe, waitsForever] in
                                let id = taskID
                                probe.started.append(id)
                                guard waitsForever else {
                                    probe.finished.append(id)
                                    return
                                }
                                do {
                                    try await Task.sleep(nanoseconds: 3_600_000_000_000)
                                    probe.finished.append(id)
                                } catch {
                                    probe.cancelled.append(id)
                                }
                            }
                    }
                }
            }
        }

        /// Yields to other main-actor work until `condition` holds or `seconds` pass (generous by default: the
        /// whole parallel run shares the main actor, where the tasks and this wait take turns).
        private func waitUntil(seconds: TimeInterval = 120, _ condition: () -> Bool) async {
            let deadline = Date().addingTimeInterval(seconds)
            while !condition(), Date() < deadline {
                try? await Task.sleep(nanoseconds: 2_000_000)
            }
        }

        @Test func taskRunsWhenTheViewAppears() async {
            let probe = TaskProbe()
            let harness = Harness(TaskHost(show: true, taskID: 1, probe: probe, waitsForever: false))
            harness.render()
            await waitUntil { probe.finished == [1] }
            #expect(probe.started == [1])
            #expect(probe.finished == [1])
            #expect(probe.cancelled == [])
            // Re-evaluating the view with the same task id does not start it again.
            harness.content = TaskHost(show: true, taskID: 1, probe: probe, waitsForever: false, label: "changed")
            #expect(harness.render() == "  host\nchanged")
            await waitUntil(seconds: 2) { probe.started.count > 1 }
            #expect(probe.started == [1])
        }

        @Test func taskIsCancelledWhenTheViewDisappears() async {
            let probe = TaskProbe()
            let harness = Harness(TaskHost(show: true, taskID: 1, probe: probe, waitsForever: true))
            harness.render()
            await waitUntil { probe.started == [1] }
            #expect(probe.started == [1])
            harness.content = TaskHost(show: false, taskID: 1, probe: probe, waitsForever: true)
            #expect(harness.render() == "host")
            await waitUntil { probe.cancelled == [1] }
            #expect(probe.cancelled == [1])
            #expect(probe.finished == [])
        }

        @Test func taskIsRestartedWhenItsIdChanges() async {
            let probe = TaskProbe()
            let harness = Harness(TaskHost(show: true, taskID: 1, probe: probe, waitsForever: true))
            harness.render()
            await waitUntil { probe.started == [1] }
            harness.content = TaskHost(show: true, taskID: 2, probe: probe, waitsForever: true)
            harness.render()
            await waitUntil { probe.started == [1, 2] && probe.cancelled == [1] }
            #expect(probe.started == [1, 2])
            #expect(probe.cancelled == [1])
            harness.content = TaskHost(show: false, taskID: 2, probe: probe, waitsForever: true)
            harness.render()
            await waitUntil { probe.cancelled == [1, 2] }
            #expect(probe.cancelled == [1, 2])
            #expect(probe.finished == [])
        }

        // MARK: Preferences

        struct SumKey: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }

        struct Contributor: View {
            let name: String
            let initial: Int
            let handles: Handles<Int>
            @State private var value: Int?
            var body: some View {
                let current = value ?? initial
                Text("\(name)=\(current)")
                    .preference(key: SumKey.self, value: current)
                    .onAppear { handles[name] = Binding(get: { value ?? initial }, set: { value = $0 }) }
            }
        }

        struct PreferenceScreen: View {
            let handles: Handles<Int>
            let log: EventLog
            var body: some View {
                VStack(alignment: .leading) {
                    Contributor(name: "a", initial: 1, handles: handles)
                    Contributor(name: "b", initial: 2, handles: handles)
                    Text("no preference")
                }
                .onPreferenceChange(SumKey.self) { log.record("sum \($0)") }
            }
        }

        @Test func onPreferenceChangeReceivesReducedValuesWhenTheyChange() {
            let log = EventLog()
            let handles = Handles<Int>()
            let harness = Harness(PreferenceScreen(handles: handles, log: log))
            #expect(harness.render() == "a=1\nb=2\nno preference")
            #expect(log.events == ["sum 3"])
            handles.set("b", 10)
            #expect(harness.render() == "a=1\nb=10\nno preference")
            #expect(log.events == ["sum 3", "sum 11"])
            // A change that keeps the sum does not call the action.
            handles.set("a", 2)
            handles.set("b", 9)
            #expect(harness.render() == "a=2\nb=9\nno preference")
            #expect(log.events == ["sum 3", "sum 11"])
        }

        @Test func preferenceWithoutWritersDeliversDefaultValue() {
            let log = EventLog()
            _ = render(Text("x").onPreferenceChange(SumKey.self) { log.record("sum \($0)") })
            #expect(log.events == ["sum 0"])
        }

        @Test func preferenceValuesCanDriveParentState() {
            struct Echo: View {
                @State private var total = 0
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("total=\(total)")
                        Color.clear.frame(width: 8, height: 16).preference(key: SumKey.self, value: 4)
                        Color.clear.frame(width: 8, height: 16).preference(key: SumKey.self, value: 5)
                    }
                    .onPreferenceChange(SumKey.self) { total = $0 }
                }
            }
            #expect(render(Echo()) == "total=9\n\n")
        }
    }
}

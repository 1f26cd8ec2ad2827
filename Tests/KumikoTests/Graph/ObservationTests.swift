import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension GraphTests {
    /// Changes to `@Observable` models, `ObservableObject`s (`@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject`) and environment values reach exactly the views that read them (DESIGN.md §3.2).
    @MainActor
    @Suite struct ObservationTests {
        /// A view that only counts its evaluations and shows its name.
        struct Plain: View {
            let name: String
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit(name)
                Text(name)
            }
        }

        // MARK: @Observable

        @Observable
        final class Profile {
            var name = "ann"
            var age = 30
            var untracked = 0
        }

        struct NameView: View {
            let profile: Profile
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("name")
                Text("name=\(profile.name)")
            }
        }

        struct AgeView: View {
            let profile: Profile
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("age")
                Text("age=\(profile.age)")
            }
        }

        /// Holds the model but reads none of its properties.
        struct Holder: View {
            let profile: Profile
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("holder")
                Text("holder")
            }
        }

        struct ObservableScreen: View {
            let profile: Profile
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("screen")
                VStack(alignment: .leading) {
                    NameView(profile: profile, counts: counts)
                    AgeView(profile: profile, counts: counts)
                    Holder(profile: profile, counts: counts)
                }
            }
        }

        @Test func observablePropertyChangeReevaluatesOnlyItsReaders() {
            let profile = Profile()
            let counts = BodyCounts()
            let harness = Harness(ObservableScreen(profile: profile, counts: counts))
            #expect(harness.render() == "name=ann\nage=30\nholder")
            #expect(counts.counts == ["screen": 1, "name": 1, "age": 1, "holder": 1])

            counts.reset()
            profile.name = "bob"
            #expect(harness.render() == "name=bob\nage=30\nholder")
            #expect(counts.counts == ["name": 1])

            counts.reset()
            profile.age = 31
            #expect(harness.render() == "name=bob\nage=31\nholder")
            #expect(counts.counts == ["age": 1])

            // A property nobody read: nothing runs.
            counts.reset()
            profile.untracked = 5
            #expect(harness.renderer.viewGraph?.needsUpdate == false)
            harness.render()
            #expect(counts.counts == [:])

            // Tracking is renewed on each evaluation: a second change still arrives.
            counts.reset()
            profile.name = "cat"
            #expect(harness.render() == "name=cat\nage=31\nholder")
            #expect(counts.counts == ["name": 1])
        }

        /// Reads the model only inside the ForEach's content closure, which the ForEach calls, not the body.
        struct PrefixedRows: View {
            let profile: Profile
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("rows")
                VStack(alignment: .leading) {
                    ForEach(["x", "y"], id: \.self) { id in
                        Text("\(profile.name)-\(id)")
                    }
                }
            }
        }

        @Test func observableReadInsideForEachContentUpdatesTheRows() {
            let profile = Profile()
            let counts = BodyCounts()
            let harness = Harness(PrefixedRows(profile: profile, counts: counts))
            #expect(harness.render() == "ann-x\nann-y")
            counts.reset()
            profile.name = "eve"
            #expect(harness.render() == "eve-x\neve-y")
            // The rows were rebuilt by the ForEach; the body that created the ForEach did not run.
            #expect(counts.counts == [:])
        }

        // MARK: @Environment(Model.self)

        struct EnvironmentNameView: View {
            @Environment(Profile.self) private var profile
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("reader")
                Text("name=\(profile.name)")
            }
        }

        struct EnvironmentScreen: View {
            let profile: Profile
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("screen")
                VStack(alignment: .leading) {
                    EnvironmentNameView(counts: counts)
                    Plain(name: "plain", counts: counts)
                }
                .environment(profile)
            }
        }

        @Test func observableObjectInEnvironmentReachesOnlyItsReaders() {
            let profile = Profile()
            let counts = BodyCounts()
            let harness = Harness(EnvironmentScreen(profile: profile, counts: counts))
            #expect(harness.render() == "name=ann\nplain")
            counts.reset()
            profile.name = "dora"
            #expect(harness.render() == "name=dora\nplain")
            #expect(counts.counts == ["reader": 1])
            // A property the reader does not use.
            counts.reset()
            profile.age = 99
            harness.render()
            #expect(counts.counts == [:])
        }

        // MARK: ObservableObject

        final class Store: ObservableObject {
            @Published var count = 0
        }

        struct ObservingView: View {
            @ObservedObject var store: Store
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("observer")
                Text("count=\(store.count)")
            }
        }

        struct ObservedScreen: View {
            let store: Store
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("screen")
                VStack(alignment: .leading) {
                    ObservingView(store: store, counts: counts)
                    Plain(name: "plain", counts: counts)
                }
            }
        }

        @Test func publishedChangeReevaluatesObservedObjectHolderOnly() {
            let store = Store()
            let counts = BodyCounts()
            let harness = Harness(ObservedScreen(store: store, counts: counts))
            #expect(harness.render() == "count=0\nplain")
            counts.reset()
            store.count = 7
            #expect(harness.render() == "count=7\nplain")
            #expect(counts.counts == ["observer": 1])
            counts.reset()
            store.count = 8
            store.count = 9
            #expect(harness.render() == "count=9\nplain")
            #expect(counts.counts == ["observer": 1])
        }

        /// Owns its store with `@StateObject` and publishes it so the test can change it.
        struct StateObjectOwner: View {
            @StateObject private var store = Store()
            let counts: BodyCounts
            let stores: StoreBox
            var body: some View {
                let _ = counts.hit("owner")
                VStack(alignment: .leading) {
                    Text("count=\(store.count)")
                    Plain(name: "plain", counts: counts)
                }
                .onAppear { stores.store = store }
            }
        }

        @MainActor final class StoreBox {
            var store: Store?
        }

        struct StateObjectScreen: View {
            var generation = 0
            let counts: BodyCounts
            let stores: StoreBox
            var body: some View {
                let _ = counts.hit("screen")
                VStack(alignment: .leading) {
                    StateObjectOwner(counts: counts, stores: stores)
                    Plain(name: "sibling", counts: counts)
                }
            }
        }

        @Test func stateObjectIsCreatedOnceAndItsChangesReevaluateOnlyTheOwner() throws {
            let counts = BodyCounts()
            let stores = StoreBox()
            let harness = Harness(StateObjectScreen(counts: counts, stores: stores))
            #expect(harness.render() == "count=0\nplain\nsibling")
            let store = try #require(stores.store)
            counts.reset()
            store.count = 3
            #expect(harness.render() == "count=3\nplain\nsibling")
            #expect(counts.counts == ["owner": 1])
            // The parent re-evaluating with a new owner value keeps the same object.
            counts.reset()
            harness.content = StateObjectScreen(generation: 1, counts: counts, stores: stores)
            #expect(harness.render() == "count=3\nplain\nsibling")
            #expect(counts.counts == ["screen": 1])
            #expect(stores.store === store)
        }

        struct EnvironmentObjectReader: View {
            @EnvironmentObject var store: Store
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("reader")
                Text("count=\(store.count)")
            }
        }

        struct Middle: View {
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("middle")
                VStack(alignment: .leading) {
                    EnvironmentObjectReader(counts: counts)
                    Plain(name: "plain", counts: counts)
                }
            }
        }

        struct EnvironmentObjectScreen: View {
            let store: Store
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("screen")
                Middle(counts: counts).environmentObject(store)
            }
        }

        @Test func environmentObjectChangeReevaluatesOnlyItsReaders() {
            let store = Store()
            let counts = BodyCounts()
            let harness = Harness(EnvironmentObjectScreen(store: store, counts: counts))
            #expect(harness.render() == "count=0\nplain")
            #expect(counts.counts == ["screen": 1, "middle": 1, "reader": 1, "plain": 1])
            counts.reset()
            store.count = 12
            #expect(harness.render() == "count=12\nplain")
            #expect(counts.counts == ["reader": 1])
        }

        // MARK: Environment keys

        struct AccentLevelKey: EnvironmentKey {
            static let defaultValue = 0
        }

        struct AccentReader: View {
            @Environment(\.accentLevel) private var level
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("reader")
                Text("level=\(level)")
            }
        }

        /// Reads another key: must not run when `accentLevel` changes.
        struct FontReader: View {
            @Environment(\.lineLimit) private var lineLimit
            let counts: BodyCounts
            var body: some View {
                let _ = counts.hit("other")
                Text("limit=\(lineLimit ?? -1)")
            }
        }

        struct EnvironmentKeyScreen: View {
            let counts: BodyCounts
            let handles: Handles<Int>
            @State private var level = 1
            var body: some View {
                let _ = counts.hit("screen")
                VStack(alignment: .leading) {
                    AccentReader(counts: counts)
                    FontReader(counts: counts)
                    Plain(name: "plain", counts: counts)
                }
                .environment(\.accentLevel, level)
                .onAppear { handles["level"] = $level }
            }
        }

        @Test func environmentKeyChangeReevaluatesOnlyItsReaders() {
            let counts = BodyCounts()
            let handles = Handles<Int>()
            let harness = Harness(EnvironmentKeyScreen(counts: counts, handles: handles))
            #expect(harness.render() == "level=1\nlimit=-1\nplain")
            #expect(counts.counts == ["screen": 1, "reader": 1, "other": 1, "plain": 1])
            counts.reset()
            handles.set("level", 2)
            #expect(harness.render() == "level=2\nlimit=-1\nplain")
            // The screen reads its state; of its children only the key's reader runs.
            #expect(counts.counts == ["screen": 1, "reader": 1])
            // Writing the same value again changes nothing.
            counts.reset()
            handles.set("level", 2)
            harness.render()
            #expect(counts.counts == [:])
        }
    }
}

extension EnvironmentValues {
    fileprivate var accentLevel: Int {
        get { self[GraphTests.ObservationTests.AccentLevelKey.self] }
        set { self[GraphTests.ObservationTests.AccentLevelKey.self] = newValue }
    }
}

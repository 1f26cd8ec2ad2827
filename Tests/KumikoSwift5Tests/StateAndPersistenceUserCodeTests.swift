// State, persistence and bindings as SwiftUI user code writes them, in the Swift 5 language mode with
// `import Kumiko`: @AppStorage and @SceneStorage in every form Apple declares, @Bindable, ForEach and List over
// bindings with edit actions, and the Foundation and Combine API such code reaches for (Timer.publish,
// NotificationCenter.publisher, URL.documentsDirectory, KeyPathComparator with .localizedStandard).
import Kumiko
import KumikoTestSupport
import Testing

// MARK: AppStorage and SceneStorage

enum Theme: String { case light, dark }
enum Speed: Int { case slow = 1, fast = 2 }

struct StorageSettings: View {
    @AppStorage("test.sound") private var sound = true
    @AppStorage("test.volume") var volume = 3
    @AppStorage("test.ratio") var ratio = 0.5
    @AppStorage("test.name") var name = "Mei"
    @AppStorage("test.home") var home = URL(string: "https://example.com")!
    @AppStorage("test.blob") var blob = Data()
    @AppStorage("test.since") var since = Date(timeIntervalSince1970: 0)
    @AppStorage("test.theme") var theme = Theme.light
    @AppStorage("test.speed") var speed = Speed.slow
    @AppStorage("test.nickname") var nickname: String?
    @AppStorage("test.limit") var limit: Int?
    @AppStorage("test.flag") var flag: Bool?
    @AppStorage("test.scale") var scale: Double?
    @AppStorage("test.link") var link: URL?
    @AppStorage("test.bytes") var bytes: Data?
    @AppStorage("test.seen") var seen: Date?
    @AppStorage("test.mode") var mode: Theme?
    @AppStorage("test.gear") var gear: Speed?
    @AppStorage("test.username") var username: String!
    @AppStorage("test.explicit", store: nil) var explicit = 1
    @SceneStorage("test.tab") var tab = 0
    @SceneStorage("test.draft") var draft = ""
    @SceneStorage("test.expanded") var expanded: Bool?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Toggle("Sound", isOn: $sound)
            Stepper("Volume \(volume)", value: $volume, in: 0...5)
            Text("Theme \(theme.rawValue) tab \(tab)")
            Text("Nick \(nickname ?? "none")")
        }
    }
}

/// A second view reading the same key: it follows changes made through the first.
struct VolumeBadge: View {
    @AppStorage("test.volume") var volume = 3
    var body: some View { Text("Badge \(volume)") }
}

struct StoredDraft: View {
    @SceneStorage("test.draft") var draft = ""
    var body: some View {
        Button("Save draft") { draft = "Dear Mei" }
    }
}

/// The property list file `url` holds, as a dictionary.
func storedValues(at url: URL) -> [String: Any] {
    guard let data = try? Data(contentsOf: url),
          let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else { return [:] }
    return values
}

@MainActor
@Suite(.serialized) struct StorageUserCodeTests {
    @Test func appStorageUpdatesEveryReaderAndPersistsToTheFile() {
        let folder = StorageSandbox.useNewFolder()
        UserDefaults.standard.removeObject(forKey: "test.volume")
        UserDefaults.standard.removeObject(forKey: "test.sound")
        let terminal = TestTerminal(columns: 30, rows: 6) {
            VStack(alignment: .leading, spacing: 0) {
                StorageSettings()
                VolumeBadge()
            }
        }
        terminal.showsKeyHelp = false
        #expect(terminal.screen.contains("Volume 3"))
        #expect(terminal.screen.contains("Badge 3"))
        #expect(terminal.screen.contains("Nick none"))
        // Tab to the stepper and step up: both views show 4, and the file holds it.
        terminal.press(.tab)
        terminal.press(.rightArrow)
        #expect(terminal.screen.contains("Volume 4"))
        #expect(terminal.screen.contains("Badge 4"))
        let file = StorageSandbox.appStorageFile(in: folder)
        #expect(storedValues(at: file)["test.volume"] as? Int == 4)
        // UserDefaults.standard agrees with @AppStorage, as on Apple's platforms.
        #expect(UserDefaults.standard.integer(forKey: "test.volume") == 4)
    }

    @Test func theToggleWritesTheBoolAndARelaunchReadsTheFile() {
        let folder = StorageSandbox.useNewFolder()
        UserDefaults.standard.removeObject(forKey: "test.sound")
        let terminal = TestTerminal(columns: 30, rows: 6) { StorageSettings() }
        terminal.showsKeyHelp = false
        terminal.press(.space)
        let file = StorageSandbox.appStorageFile(in: folder)
        #expect(storedValues(at: file)["test.sound"] as? Bool == false)

        // A value in the file that UserDefaults does not have yet: a relaunch puts it back.
        UserDefaults.standard.removeObject(forKey: "test.nickname")
        let stored = try? PropertyListSerialization.data(fromPropertyList: ["test.nickname": "Mimi", "test.theme": "dark"],
                                                         format: .xml, options: 0)
        try? stored?.write(to: file)
        StorageSandbox.relaunch(in: folder)
        let relaunched = TestTerminal(columns: 30, rows: 6) { StorageSettings() }
        #expect(relaunched.screen.contains("Nick Mimi"))
        #expect(relaunched.screen.contains("Theme dark"))
        #expect(UserDefaults.standard.string(forKey: "test.nickname") == "Mimi")
    }

    @Test func userDefaultsWritesShowInAppStorage() {
        StorageSandbox.useNewFolder()
        UserDefaults.standard.set("Kiki", forKey: "test.nickname")
        let terminal = TestTerminal(columns: 30, rows: 6) { StorageSettings() }
        #expect(terminal.screen.contains("Nick Kiki"))
        UserDefaults.standard.removeObject(forKey: "test.nickname")
    }

    @Test func sceneStoragePersistsToTheStateFile() {
        let folder = StorageSandbox.useNewFolder()
        let terminal = TestTerminal(columns: 30, rows: 3) { StoredDraft() }
        terminal.press(.return)
        #expect(storedValues(at: StorageSandbox.sceneStorageFile(in: folder))["test.draft"] as? String == "Dear Mei")
        StorageSandbox.relaunch(in: folder)
        let property = SceneStorage(wrappedValue: "", "test.draft")
        #expect(property.wrappedValue == "Dear Mei")
    }

    @Test func aStoreFromTheEnvironmentIsUsed() {
        StorageSandbox.useNewFolder()
        let store = UserDefaults(suiteName: "kumiko-swift5-tests")!
        store.set(5, forKey: "test.volume")
        let terminal = TestTerminal(columns: 30, rows: 3) {
            VolumeBadge().defaultAppStorage(store)
        }
        #expect(terminal.screen.contains("Badge 5"))
        store.removePersistentDomain(forName: "kumiko-swift5-tests")
    }
}

// MARK: Bindable

@Observable
final class Book: Identifiable {
    var title = "Dune"
    var isAvailable = true
}

struct BookEditView: View {
    @Bindable var book: Book
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Toggle("Available", isOn: $book.isAvailable)
            TextField("Title", text: $book.title)
        }
    }
}

struct Library: View {
    @State private var book = Book()
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("\(book.title) \(book.isAvailable ? "in" : "out")")
            BookEditView(book: book)
            LocalBindable(book: book)
        }
    }
}

/// `@Bindable` on a local variable and `Bindable(_:)` as a value, as Apple's documentation shows.
struct LocalBindable: View {
    var book: Book
    var body: some View {
        @Bindable var book = book
        let title: Binding<String> = Bindable(book).title
        return Text("Local \(title.wrappedValue) \($book.isAvailable.wrappedValue ? "yes" : "no")")
    }
}

@MainActor
@Test func bindableBindingsWriteTheObservableModel() {
    let terminal = TestTerminal(columns: 30, rows: 5) { Library() }
    terminal.showsKeyHelp = false
    #expect(terminal.screen.contains("Dune in"))
    terminal.press(.space)
    #expect(terminal.screen.contains("Dune out"))
    #expect(terminal.screen.contains("Local Dune no"))
    terminal.press(.tab)
    terminal.type("!")
    #expect(terminal.screen.contains("Dune! out"))
    #expect(terminal.screen.contains("Local Dune! no"))
}

// MARK: ForEach and List over bindings

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct ChoreList: View {
    @State var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants")]
    @State var names = ["Ann", "Bob", "Cy"]
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Done: \(chores.filter(\.done).map(\.title).joined(separator: ","))")
            Text("Order: \(chores.map(\.title).joined(separator: ","))")
            Text("Names: \(names.joined(separator: ","))")
            List($chores, editActions: .all) { $chore in
                Toggle(chore.title, isOn: $chore.done)
            }
            List($names, id: \.self, editActions: .delete) { $name in
                Text(name).deleteDisabled(name == "Ann")
            }
        }
    }
}

@MainActor
@Test func editActionsEditTheBoundCollection() throws {
    let terminal = TestTerminal(columns: 40, rows: 20) { ChoreList() }
    terminal.showsKeyHelp = false
    #expect(terminal.screen.contains("Order: Dishes,Laundry,Plants"))
    let lists = terminal.listControllers
    try #require(lists.count == 2)
    let chores = lists[0]
    let names = lists[1]
    #expect(chores.canDeleteRow(0))
    #expect(chores.canMoveRow(0))
    #expect(chores.moveRow(0, by: 1))
    #expect(terminal.screen.contains("Order: Laundry,Dishes,Plants"))
    #expect(chores.deleteRow(2))
    #expect(terminal.screen.contains("Order: Laundry,Dishes"))
    // `.delete` alone: rows can be deleted, not moved; a row can refuse.
    #expect(!names.canMoveRow(1))
    #expect(!names.canDeleteRow(0))
    #expect(names.deleteRow(1))
    #expect(terminal.screen.contains("Names: Ann,Cy"))
}

struct ToggleRows: View {
    @State var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Done: \(chores.filter(\.done).map(\.title).joined(separator: ","))")
            ForEach($chores) { $chore in
                Toggle(chore.title, isOn: $chore.done)
            }
            List($chores) { $chore in
                Text(chore.title)
            }
            // A binding to one element, by index.
            Toggle("First", isOn: $chores[0].done)
        }
    }
}

@MainActor
@Test func rowBindingsWriteTheirElements() {
    let terminal = TestTerminal(columns: 30, rows: 10) { ToggleRows() }
    terminal.showsKeyHelp = false
    terminal.press(.tab)
    terminal.press(.space)
    #expect(terminal.screen.contains("Done: Laundry"))
}

// MARK: Timer and notifications

struct Ticker: View {
    let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        Text("Ticks \(min(ticks, 3))")
            .onReceive(timer) { _ in ticks += 1 }
    }
}

extension Notification.Name {
    static let testPing = Notification.Name("KumikoSwift5Tests.ping")
}

struct PingCounter: View {
    @State private var pings = 0
    var body: some View {
        Text("Pings \(pings)")
            .onReceive(NotificationCenter.default.publisher(for: .testPing)) { _ in pings += 1 }
    }
}

@MainActor
@Test func timerPublishDrivesOnReceive() async {
    let terminal = TestTerminal(columns: 20, rows: 2) { Ticker() }
    #expect(await terminal.waitUntil(timeout: .seconds(30)) { $0.screen.contains("Ticks 3") })
}

@MainActor
@Test func notificationsReachOnReceive() {
    let terminal = TestTerminal(columns: 20, rows: 2) { PingCounter() }
    #expect(terminal.screen.contains("Pings 0"))
    NotificationCenter.default.post(name: .testPing, object: nil)
    NotificationCenter.default.post(name: .testPing, object: nil)
    #expect(terminal.screen.contains("Pings 2"))
}

// MARK: Foundation

struct Contact: Identifiable {
    let id: Int
    let name: String
}

@Test func localizedStandardSortsAsTheFinder() {
    let people = ["file10", "Zoë", "Éclair", "apple", "file2", "eclair"].enumerated().map { Contact(id: $0.offset, name: $0.element) }
    let sorted = people.sorted(using: KeyPathComparator(\.name, comparator: .localizedStandard)).map(\.name)
    #expect(sorted == ["apple", "eclair", "Éclair", "file2", "file10", "Zoë"])
    let descending = people.sorted(using: KeyPathComparator(\.name, comparator: .localizedStandard, order: .reverse)).map(\.name)
    #expect(descending == ["Zoë", "file10", "file2", "Éclair", "eclair", "apple"])
}

@Test func userFoldersAreURLs() {
    #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    #expect(URL.documentsDirectory.appending(path: "save.json").lastPathComponent == "save.json")
    #expect(URL.cachesDirectory.hasDirectoryPath)
    #expect(!URL.applicationSupportDirectory.path.isEmpty)
}

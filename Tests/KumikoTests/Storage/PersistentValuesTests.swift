import Foundation
import Testing
@testable import KumikoCore

/// A `UserDefaults` of its own for one test (never synchronized, so Foundation writes no file for it).
func privateDefaults() -> UserDefaults {
    UserDefaults(suiteName: "kumiko-test-\(UUID().uuidString)")!
}

extension StorageTests {
    @Suite struct PersistentValuesTests {
        /// Two stores created one after the other on the same file, each with its own `UserDefaults` (as two
        /// launches of the app): what the first wrote, the second reads.
        @Test func valuesPersistAcrossTwoStoresOnTheSameFile() throws {
            let file = AtomicFile(url: temporaryStorageFolder().appendingPathComponent("AppStorage.plist"))
            let first = PersistentValues(defaults: privateDefaults(), file: file)
            first.set(StoredValueCodec<Int>.int.encode(7), forKey: "count")
            first.set(StoredValueCodec<String>.string.encode("Mei"), forKey: "name")
            first.set(StoredValueCodec<Bool>.bool.encode(true), forKey: "on")
            first.set(StoredValueCodec<Double>.double.encode(2.5), forKey: "ratio")
            first.set(StoredValueCodec<URL>.url.encode(URL(string: "https://example.com/a?b=1")!), forKey: "link")
            first.set(StoredValueCodec<Data>.data.encode(Data([1, 2, 3])), forKey: "bytes")
            first.set(StoredValueCodec<Date>.date.encode(Date(timeIntervalSince1970: 1_000)), forKey: "when")
            first.set(StoredValueCodec<String?>.optional(.string).encode("gone"), forKey: "removed")
            first.set(StoredValueCodec<String?>.optional(.string).encode(nil), forKey: "removed")

            let secondDefaults = privateDefaults()
            let second = PersistentValues(defaults: secondDefaults, file: file)
            #expect(second.value(forKey: "count").flatMap(StoredValueCodec<Int>.int.decode) == 7)
            #expect(second.value(forKey: "name").flatMap(StoredValueCodec<String>.string.decode) == "Mei")
            #expect(second.value(forKey: "on").flatMap(StoredValueCodec<Bool>.bool.decode) == true)
            #expect(second.value(forKey: "ratio").flatMap(StoredValueCodec<Double>.double.decode) == 2.5)
            #expect(second.value(forKey: "link").flatMap(StoredValueCodec<URL>.url.decode) == URL(string: "https://example.com/a?b=1"))
            #expect(second.value(forKey: "bytes").flatMap(StoredValueCodec<Data>.data.decode) == Data([1, 2, 3]))
            #expect(second.value(forKey: "when").flatMap(StoredValueCodec<Date>.date.decode) == Date(timeIntervalSince1970: 1_000))
            #expect(second.value(forKey: "removed") == nil)
            // The values were put back into the store's `UserDefaults`, so its own getters agree.
            #expect(secondDefaults.integer(forKey: "count") == 7)
            #expect(secondDefaults.string(forKey: "name") == "Mei")
        }

        /// A scene store (no `UserDefaults`) persists the same way.
        @Test func aSceneStorePersists() {
            let file = AtomicFile(url: temporaryStorageFolder().appendingPathComponent("SceneStorage.plist"))
            PersistentValues(defaults: nil, file: file).set("draft", forKey: "text")
            #expect(PersistentValues(defaults: nil, file: file).value(forKey: "text") as? String == "draft")
        }

        /// A write made with `UserDefaults.set` directly to a key `@AppStorage` persists is saved with the next
        /// change made through the store.
        @Test func directDefaultsWritesToAStoredKeyAreSavedWithTheNextChange() {
            let file = AtomicFile(url: temporaryStorageFolder().appendingPathComponent("AppStorage.plist"))
            let defaults = privateDefaults()
            let store = PersistentValues(defaults: defaults, file: file)
            store.set(1, forKey: "a")
            defaults.set(5, forKey: "a")
            #expect(store.value(forKey: "a") as? Int == 5)
            store.set(2, forKey: "b")
            let relaunched = PersistentValues(defaults: privateDefaults(), file: file)
            #expect(relaunched.value(forKey: "a") as? Int == 5)
            #expect(relaunched.value(forKey: "b") as? Int == 2)
        }

        /// A torn file (a crash of another writer, a disk error): one diagnostic naming the file, the defaults,
        /// and the next change replaces the file with a readable one.
        @MainActor
        @Test func aCorruptFileIsReportedOnceAndReplacedByTheNextWrite() throws {
            let folder = temporaryStorageFolder()
            let url = folder.appendingPathComponent("AppStorage.plist")
            try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict><key>count</key><inte".utf8)
                .write(to: url)
            var first: PersistentValues?
            let messages = capturingDiagnostics {
                first = PersistentValues(defaults: privateDefaults(), file: AtomicFile(url: url))
                _ = PersistentValues(defaults: privateDefaults(), file: AtomicFile(url: url))
            }
            #expect(messages.count == 1)
            #expect(messages.first?.contains(url.path) == true)
            #expect(messages.first?.contains("starts with its defaults") == true)
            let store = try #require(first)
            #expect(store.value(forKey: "count") == nil)
            store.set(3, forKey: "count")
            let relaunched = PersistentValues(defaults: privateDefaults(), file: AtomicFile(url: url))
            #expect(relaunched.value(forKey: "count") as? Int == 3)
        }

        @MainActor
        @Test func aFileThatIsNotADictionaryIsReported() throws {
            let url = temporaryStorageFolder().appendingPathComponent("AppStorage.plist")
            let array = try PropertyListSerialization.data(fromPropertyList: [1, 2], format: .xml, options: 0)
            try array.write(to: url)
            let messages = capturingDiagnostics { _ = PersistentValues(defaults: nil, file: AtomicFile(url: url)) }
            #expect(messages.count == 1)
            #expect(messages.first?.contains("does not hold a dictionary") == true)
        }

        /// A file that cannot be replaced: one diagnostic, and the value stays in memory.
        @MainActor
        @Test func aFailedSaveIsReportedAndTheValueKept() throws {
            let folder = temporaryStorageFolder()
            let blocker = folder.appendingPathComponent("blocker")
            try Data("x".utf8).write(to: blocker)
            let url = blocker.appendingPathComponent("AppStorage.plist")
            let store = PersistentValues(defaults: nil, file: AtomicFile(url: url))
            let messages = capturingDiagnostics {
                store.set(1, forKey: "a")
                store.set(2, forKey: "a")
            }
            #expect(messages.count == 1)
            #expect(messages.first?.contains("could not be saved to \(url.path)") == true)
            #expect(store.value(forKey: "a") as? Int == 2)
        }

        @Test func codecsReadWhatUserDefaultsGettersRead() {
            #expect(StoredValueCodec<Bool>.bool.decode(1) == true)
            #expect(StoredValueCodec<Bool>.bool.decode("YES") == true)
            #expect(StoredValueCodec<Bool>.bool.decode("no") == false)
            #expect(StoredValueCodec<Bool>.bool.decode("maybe") == nil)
            #expect(StoredValueCodec<Int>.int.decode(2.9) == 2)
            #expect(StoredValueCodec<Int>.int.decode(Double.nan) == nil)
            #expect(StoredValueCodec<Int>.int.decode(1e300) == nil)
            #expect(StoredValueCodec<Int>.int.decode("12") == 12)
            #expect(StoredValueCodec<Double>.double.decode(3) == 3.0)
            #expect(StoredValueCodec<String>.string.decode(5) == "5")
            #expect(StoredValueCodec<URL>.url.decode("/tmp/a b") == URL(fileURLWithPath: "/tmp/a b"))
            #expect(StoredValueCodec<URL>.url.decode("") == nil)
            #expect(StoredValueCodec<Data>.data.decode("text") == nil)
            enum Size: String { case small, large }
            #expect(StoredValueCodec<Size>.raw(.string).decode("large") == .large)
            #expect(StoredValueCodec<Size>.raw(.string).decode("huge") == nil)
            #expect(StoredValueCodec<Size?>.optional(.raw(.string)).encode(nil) == nil)
        }
    }
}

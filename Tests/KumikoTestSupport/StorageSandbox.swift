import Foundation
import KumikoCore

/// Points `@AppStorage` and `@SceneStorage` at a fresh temporary folder, so that a test reads and writes
/// files of its own (the process-wide location: use it from one serialized suite).
public enum StorageSandbox {
    /// A new empty temporary folder, now the storage folder; the shared stores are forgotten, so the next
    /// property read loads from there.
    @discardableResult
    public static func useNewFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kumiko-storage-\(UUID().uuidString)", isDirectory: true)
        StorageLocation.useDirectory(folder)
        return folder
    }

    /// Forgets the shared stores, as a relaunch of the app would: the next property read loads the files again.
    public static func relaunch(in folder: URL) {
        StorageLocation.useDirectory(folder)
    }

    /// The `@AppStorage` file in `folder`.
    public static func appStorageFile(in folder: URL) -> URL { folder.appendingPathComponent("AppStorage.plist") }

    /// The `@SceneStorage` file in `folder`.
    public static func sceneStorageFile(in folder: URL) -> URL { folder.appendingPathComponent("SceneStorage.plist") }
}

import Foundation
import Testing
@testable import KumikoCore

extension StorageTests {
    @Suite struct StorageLocationTests {
        @Test func appStorageFollowsXDGConfigHome() {
            let file = StorageLocation.file(for: .appStorage, environment: ["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/mei"],
                                            appName: "Notes")
            #expect(file.path == "/x/config/Notes/AppStorage.plist")
        }

        @Test func appStorageFallsBackToDotConfig() {
            let file = StorageLocation.file(for: .appStorage, environment: ["HOME": "/home/mei"], appName: "Notes")
            #expect(file.path == "/home/mei/.config/Notes/AppStorage.plist")
            // The specification says relative XDG paths are ignored.
            let relative = StorageLocation.file(for: .appStorage, environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/home/mei"],
                                                appName: "Notes")
            #expect(relative.path == "/home/mei/.config/Notes/AppStorage.plist")
        }

        @Test func sceneStorageFollowsXDGStateHome() {
            #expect(StorageLocation.file(for: .sceneStorage, environment: ["XDG_STATE_HOME": "/x/state"], appName: "Notes").path
                    == "/x/state/Notes/SceneStorage.plist")
            #expect(StorageLocation.file(for: .sceneStorage, environment: ["HOME": "/home/mei"], appName: "Notes").path
                    == "/home/mei/.local/state/Notes/SceneStorage.plist")
        }

        @Test func kumikoStorageDirHoldsBothFiles() {
            let environment = ["KUMIKO_STORAGE_DIR": "/tmp/profile", "XDG_CONFIG_HOME": "/x/config", "HOME": "/home/mei"]
            #expect(StorageLocation.file(for: .appStorage, environment: environment, appName: "Notes").path
                    == "/tmp/profile/AppStorage.plist")
            #expect(StorageLocation.file(for: .sceneStorage, environment: environment, appName: "Notes").path
                    == "/tmp/profile/SceneStorage.plist")
        }

        @Test func theAppFolderNameIsNeverAPath() {
            #expect(StorageLocation.folderName(for: "a/b") == "a_b")
            #expect(StorageLocation.folderName(for: "") == "kumiko-app")
            #expect(StorageLocation.folderName(for: "..") == "kumiko-app")
        }
    }
}

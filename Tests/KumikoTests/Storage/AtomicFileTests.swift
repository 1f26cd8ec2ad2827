import Foundation
import Testing
@testable import KumikoCore

/// A fresh temporary folder for one test.
func temporaryStorageFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("kumiko-storage-test-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// The storage files: the atomic write primitive, the stores and where they live.
@Suite enum StorageTests {}

extension StorageTests {
    @Suite struct AtomicFileTests {
        @Test func aMissingFileReadsAsMissingAndAWrittenOneReadsBack() throws {
            let file = AtomicFile(url: temporaryStorageFolder().appendingPathComponent("nested/Values.plist"))
            #expect(file.read() == .missing)
            try file.write(Data("first".utf8))
            #expect(file.read() == .data(Data("first".utf8)))
            try file.write(Data("second".utf8))
            #expect(file.read() == .data(Data("second".utf8)))
            #expect(file.leftovers().isEmpty)
        }

        /// A `kill -9` while the new contents are written leaves the old file and a temporary one: the old
        /// value is what is read, and the next write replaces both.
        @Test func aCrashMidWriteLeavesTheOldContents() throws {
            let folder = temporaryStorageFolder()
            let file = AtomicFile(url: folder.appendingPathComponent("Values.plist"))
            try file.write(Data("old".utf8))
            // The temporary file of a process that no longer runs (the largest pid), cut off mid-write.
            let torn = folder.appendingPathComponent(".Values.plist.2147483646.1.tmp")
            try Data("<?xml version=\"1.0\" enc".utf8).write(to: torn)
            #expect(file.read() == .data(Data("old".utf8)))
            #expect(file.leftovers() == [torn])
            try file.write(Data("new".utf8))
            #expect(file.read() == .data(Data("new".utf8)))
            #expect(file.leftovers().isEmpty)
        }

        /// Another live process's temporary file (this process stands in for it) is left alone.
        @Test func aLiveProcessTemporaryFileIsKept() throws {
            let folder = temporaryStorageFolder()
            let file = AtomicFile(url: folder.appendingPathComponent("Values.plist"))
            let writing = folder.appendingPathComponent(".Values.plist.\(getpid()).999.tmp")
            try Data("partial".utf8).write(to: writing)
            try file.write(Data("mine".utf8))
            #expect(file.leftovers() == [writing])
        }

        /// A write that cannot happen (the folder is a file) throws and keeps nothing half-written.
        @Test func aFailedWriteThrowsAndLeavesNoTemporaryFile() throws {
            let folder = temporaryStorageFolder()
            let blocker = folder.appendingPathComponent("blocker")
            try Data("x".utf8).write(to: blocker)
            let file = AtomicFile(url: blocker.appendingPathComponent("Values.plist"))
            #expect(throws: (any Error).self) { try file.write(Data("value".utf8)) }
            #expect(file.read() == .missing)
        }

        @Test func anUnreadableFileSaysWhy() throws {
            let folder = temporaryStorageFolder()
            // A folder where the file should be cannot be read as one.
            let url = folder.appendingPathComponent("Values.plist")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            guard case .unreadable(let reason) = AtomicFile(url: url).read() else {
                Issue.record("expected an unreadable file")
                return
            }
            #expect(!reason.isEmpty)
        }
    }
}

import Foundation

/// A file that is only ever replaced whole: writing puts the new contents in a temporary file in the same
/// folder, flushes it to the disk (`fsync`) and renames it over the old one, so that a crash or a `kill -9`
/// at any moment leaves either the old contents or the new, never a torn file.
///
/// Reading never throws: a missing file is `.missing`; a file that cannot be read is `.unreadable` with the
/// reason. Temporary files left behind by a crash (named `.<name>.<pid>.<n>.tmp`) are never read, and the
/// next write removes those whose process is gone.
package struct AtomicFile: Sendable {
    /// What a read found.
    package enum Contents: Equatable, Sendable {
        /// No file (a first launch).
        case missing
        /// The file's bytes.
        case data(Data)
        /// The file exists but could not be read.
        case unreadable(reason: String)
    }

    /// The file's location.
    package let url: URL

    /// A file at `url`.
    package init(url: URL) { self.url = url }

    private var folder: URL { url.deletingLastPathComponent() }
    /// The prefix of this file's temporary files.
    private var temporaryPrefix: String { "." + url.lastPathComponent + "." }

    /// Whether the file is there (it may still be unreadable).
    package var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Reads the whole file.
    package func read() -> Contents {
        guard exists else { return .missing }
        do {
            return .data(try Data(contentsOf: url))
        } catch {
            return .unreadable(reason: "\(error.localizedDescription)")
        }
    }

    /// Replaces the file with `data` atomically (creating its folder, private to the user, when needed) and
    /// removes temporary files an earlier crash left behind. Throws when the file could not be replaced; the
    /// old contents are then still in place.
    package func write(_ data: Data) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        removeLeftovers()
        let temporary = folder.appendingPathComponent(
            temporaryPrefix + "\(ProcessInfo.processInfo.processIdentifier).\(Self.nextSerial()).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw Failure(step: "create \(temporary.path)", code: errno) }
        var written = 0
        let wroteAll: Bool = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        let writeError = errno
        let synced = wroteAll && fsync(descriptor) == 0
        let syncError = errno
        close(descriptor)
        guard wroteAll, synced else {
            unlink(temporary.path)
            throw Failure(step: wroteAll ? "flush \(temporary.path)" : "write \(temporary.path)",
                          code: wroteAll ? syncError : writeError)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw Failure(step: "rename \(temporary.path) to \(url.path)", code: code)
        }
        // Make the rename itself durable; a folder that cannot be opened or flushed still has the new file.
        let folderDescriptor = open(folder.path, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// The temporary files of this file in its folder (left behind by a crash, or being written by another
    /// process of the same app).
    package func leftovers() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(temporaryPrefix) && $0.hasSuffix(".tmp") }
            .map { folder.appendingPathComponent($0) }
    }

    /// Removes the temporary files of processes that no longer run (a live one may be writing its own).
    private func removeLeftovers() {
        for leftover in leftovers() {
            let parts = leftover.lastPathComponent.dropFirst(temporaryPrefix.count).split(separator: ".")
            if let pid = parts.first.flatMap({ Int32($0) }), pid > 0, kill(pid, 0) == 0 || errno == EPERM { continue }
            unlink(leftover.path)
        }
    }

    /// Why a write failed.
    package struct Failure: Error, CustomStringConvertible {
        let step: String
        let code: Int32
        package var description: String { "could not \(step): \(String(cString: strerror(code)))" }
    }

    nonisolated(unsafe) private static var serial = 0
    private static let serialLock = NSLock()

    private static func nextSerial() -> Int {
        serialLock.lock()
        defer { serialLock.unlock() }
        serial += 1
        return serial
    }
}

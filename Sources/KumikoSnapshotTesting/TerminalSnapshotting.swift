import Foundation
import Kumiko
@_exported import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// A view's screen as plain text (one line per row of cells), laid out at `width` × `height` points
    /// (nil: the view's ideal length), stored as a `.txt` file and compared line by line:
    ///
    /// ```swift
    /// @MainActor @Test func emptyList() {
    ///     assertSnapshot(of: ContentView(items: []), as: .terminal(width: 390))
    /// }
    /// ```
    public static func terminal(width: CGFloat? = 390, height: CGFloat? = nil) -> Snapshotting {
        viewSnapshotting(pathExtension: "txt", ProposedViewSize(width: width, height: height)) { $0.plainText }
    }

    /// A view's screen with its colours and styles as ANSI escape sequences (`cat` shows it as the terminal
    /// did), stored as a `.ansi` file and compared line by line.
    public static func terminalANSI(width: CGFloat? = 390, height: CGFloat? = nil) -> Snapshotting {
        viewSnapshotting(pathExtension: "ansi", ProposedViewSize(width: width, height: height)) { $0.ansiText }
    }

    /// A view's screen as an SVG picture of its cells (`TerminalImage.svg`), stored as a `.svg` file.
    public static func terminalSVG(width: CGFloat? = 390, height: CGFloat? = nil) -> Snapshotting {
        viewSnapshotting(pathExtension: "svg", ProposedViewSize(width: width, height: height)) { $0.svg }
    }

    /// A view's screen at `proposal`, in `format`, stored with `pathExtension` and compared line by line.
    private static func viewSnapshotting(
        pathExtension: String, _ proposal: ProposedViewSize, _ format: @escaping @Sendable (TerminalImage) -> String
    ) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: pathExtension, diffing: .lines).pullback { view in
            renderedOnTheMainActor(view, proposal, format)
        }
    }
}

extension Snapshotting where Value == Preview, Format == String {
    /// A preview's screen as plain text, laid out as its traits say (`Preview.proposedSize`).
    public static var terminal: Snapshotting { previewSnapshotting(pathExtension: "txt") { $0.plainText } }
    /// A preview's screen with ANSI colours and styles.
    public static var terminalANSI: Snapshotting { previewSnapshotting(pathExtension: "ansi") { $0.ansiText } }
    /// A preview's screen as an SVG picture.
    public static var terminalSVG: Snapshotting { previewSnapshotting(pathExtension: "svg") { $0.svg } }

    private static func previewSnapshotting(
        pathExtension: String, _ format: @escaping @Sendable (TerminalImage) -> String
    ) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: pathExtension, diffing: .lines).pullback { preview in
            nonisolated(unsafe) let preview = preview
            return onTheMainActor { () -> String in
                renderedOnTheMainActor(preview.content, preview.proposedSize, format)
            }
        }
    }
}

/// Snapshots every preview of a module (each `#Preview` and each view of each `PreviewProvider`), one
/// snapshot per preview named after it, in one call:
///
/// ```swift
/// @MainActor @Test func previews() {
///     assertSnapshots(ofPreviewsInModule: "MyApp")
/// }
/// ```
///
/// - Parameters:
///   - module: The module whose previews to snapshot (the first part of its files' `#fileID`).
///   - snapshotting: How to store each preview's screen: `.terminal` (plain text), `.terminalANSI`, `.terminalSVG`.
///   - record: Whether to record the snapshots anew (SnapshotTesting's record modes).
///   - fileID: The file ID of the test, for the failure messages (the default is the caller's).
///   - filePath: The test file's path; the snapshots are stored in `__Snapshots__` beside it.
///   - testName: The test's name, the first part of each snapshot's file name.
///   - line: The line where a failure is reported.
///   - column: The column where a failure is reported.
@MainActor
public func assertSnapshots(
    ofPreviewsInModule module: String,
    as snapshotting: Snapshotting<Preview, String> = .terminal,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let previews = Preview.all(inModule: module)
    if previews.isEmpty {
        FileHandle.standardError.write(Data("KumikoSnapshotTesting: module \"\(module)\" has no previews to snapshot.\n".utf8))
    }
    var used: [String: Int] = [:]
    for preview in previews {
        var name = snapshotName(preview.name)
        used[name, default: 0] += 1
        if let count = used[name], count > 1 { name += "-\(count)" }
        assertSnapshot(
            of: preview, as: snapshotting, named: name, record: record,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column
        )
    }
}

/// A preview's name as a file-name part: letters, digits, `-` and `_` (others become `-`).
func snapshotName(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
}

/// Renders `view` on the main actor, where views live (from a test that is not main-actor isolated, by
/// hopping to the main queue).
private func renderedOnTheMainActor<V: View>(
    _ view: V, _ proposal: ProposedViewSize, _ format: @escaping @Sendable (TerminalImage) -> String
) -> String {
    nonisolated(unsafe) let view = view
    return onTheMainActor {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = proposal
        return renderer.terminalImage.map(format) ?? ""
    }
}

/// Marks the main queue, so that code can tell it runs there (a main-actor test on Linux may run on the main queue
/// from a thread other than the process's first, where `Thread.isMainThread` is false).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Runs `body` on the main actor: at once when already on the main queue, else by waiting on the main queue.
private func onTheMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Kumiko",
    // The language the apps' String Catalogs are written in (the Staff Directory's is translated into Japanese and
    // Simplified Chinese).
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Kumiko", targets: ["Kumiko"]),
        // `import SwiftUI` for unmodified SwiftUI files: the same module as Kumiko under SwiftUI's name.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // swift-snapshot-testing strategies for views and previews: `assertSnapshot(of: view, as: .terminal(width: 390))`.
        .library(name: "KumikoSnapshotTesting", targets: ["KumikoSnapshotTesting"]),
        .executable(name: "LayoutGallery", targets: ["LayoutGallery"]),
        .executable(name: "ListBench", targets: ["ListBench"]),
        .executable(name: "RowsApp", targets: ["RowsApp"]),
        .executable(name: "KeyBench", targets: ["KeyBench"]),
        .executable(name: "StaffDirectory", targets: ["StaffDirectory"]),
        .executable(name: "WebBench", targets: ["WebBench"]),
    ],
    dependencies: [
        // Only for the compiler plug-in behind `#Preview`, `@Previewable` and `@Entry`; never linked into apps.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // Only for `swift package generate-documentation` (the DocC catalog in Sources/KumikoCore/KumikoCore.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only for the KumikoSnapshotTesting product (users' snapshot tests); an app that does not use it never builds it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // The browser backend's HTTP and WebSocket server (KumikoWeb): SwiftNIO underneath, frame size limits,
        // back-pressure. Imported `internal`ly, so no module of it is visible to apps.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // Already underneath Hummingbird; named for its `IOError` (a taken port).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // Apple's Combine in pure Swift (Foundation and Dispatch only, no C module), re-exported by Kumiko.
        .target(name: "KumikoCombine"),
        // View language, view graph, layout engine and display list: everything but the backends.
        .target(
            name: "KumikoCore",
            dependencies: ["KumikoMacros", "KumikoCombine"]
        ),
        // The compiler plug-in that expands SwiftUI's macros (`#Preview`, `@Previewable`, `@Entry`).
        .macro(
            name: "KumikoMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // The cell backend: rasterises display lists into a terminal cell buffer; headless ImageRenderer.
        // Its resources: the key help's words in other languages (`Localizable.xcstrings`).
        .target(name: "KumikoTerminal", dependencies: ["KumikoCore", "CMainQueue"], resources: [.process("Resources")]),
        // libdispatch's main-queue entry points for a run loop of the terminal's own (TerminalMainLoop).
        .target(name: "CMainQueue"),
        // The browser backend: one graph per browser session, frames to the page over a WebSocket (`--web`).
        .target(
            name: "KumikoWeb",
            dependencies: [
                "KumikoCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // The module users import in place of SwiftUI; its `App.main()` runs the app in the terminal or, with
        // `--web`, in the browser.
        .target(
            name: "Kumiko",
            dependencies: ["KumikoCore", "KumikoTerminal", "KumikoWeb", "KumikoCombine"]
        ),
        // SwiftUI's module name for Kumiko, so that `import SwiftUI` builds unchanged.
        .target(name: "SwiftUI", dependencies: ["Kumiko"]),
        // Snapshot strategies (plain text, ANSI, SVG) for swift-snapshot-testing, and every preview of a module in one call.
        .target(
            name: "KumikoSnapshotTesting",
            dependencies: ["Kumiko", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(name: "LayoutGallery", dependencies: ["Kumiko"]),
        // js-framework-benchmark's operations on a lazy list of up to 1,000,000 rows: `swift run -c release ListBench`.
        .executableTarget(name: "ListBench", dependencies: ["Kumiko"], path: "Benchmarks/ListBench"),
        // The black-box benchmark's list app (../shared/bench): `RowsApp N` shows N rows and a cursor line.
        .executableTarget(name: "RowsApp", dependencies: ["Kumiko", "RowsView"], path: "Benchmarks/RowsApp"),
        // Keystroke-to-frame latency and bytes per frame on RowsApp's list, in process: `swift run -c release KeyBench`.
        .executableTarget(name: "KeyBench", dependencies: ["Kumiko", "RowsView"], path: "Benchmarks/KeyBench"),
        .target(name: "RowsView", dependencies: ["Kumiko"], path: "Benchmarks/RowsView"),
        // The browser backend in release mode: a 1,000,000-row list in headless Chromium, 1,000 idle and 200 active
        // Staff Directory sessions, a web frame against a terminal frame: `swift run -c release WebBench` (once the
        // RowsApp and StaffDirectory products it starts are built in release too).
        .executableTarget(
            name: "WebBench",
            dependencies: [
                "Kumiko", "KumikoCore", "KumikoWeb", "RowsView",
                // The load client's WebSocket: SwiftNIO's codec and HTTP upgrade, already underneath Hummingbird.
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            path: "Benchmarks/WebBench"
        ),
        // The staff directory of Apple's "Displaying data in lists", with 2,000 people: `swift run StaffDirectory`.
        .executableTarget(name: "StaffDirectory", dependencies: ["Kumiko"], resources: [.process("Resources")]),
        // What several test targets share: the headless points platform (a real font's advances, iOS metrics, a
        // 1 pt grid), rendering a view on it, and frame probes.
        .target(name: "KumikoTestSupport", dependencies: ["Kumiko", "KumikoCore", "KumikoWeb"], path: "Tests/KumikoTestSupport"),
        .testTarget(
            name: "KumikoTests", dependencies: ["Kumiko", "KumikoCore", "KumikoTerminal", "KumikoWeb", "StaffDirectory", "KumikoTestSupport"]
        ),
        // KumikoCombine's own tests: Combine's contracts (demand, cancellation, ordering, virtual time).
        .testTarget(name: "KumikoCombineTests", dependencies: ["KumikoCombine", "KumikoTestSupport"]),
        // User code as SwiftUI users write it today: Swift 5 language mode, `import Kumiko` only.
        .testTarget(
            name: "KumikoSwift5Tests", dependencies: ["Kumiko", "SwiftUI", "KumikoSnapshotTesting", "KumikoTestSupport"],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The seed samples of chapter 3.3-3.7 (Swift 5 code, as written) walked in a terminal as a person would.
        .testTarget(
            name: "SeedWalkTests", dependencies: ["Kumiko", "KumikoTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)

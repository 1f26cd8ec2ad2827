/// The structure of an app, as SwiftUI's `App`: mark a type with `@main`, give it a `body` of scenes, and the
/// terminal backend runs it (`static func main()` comes from `KumikoTerminal`).
///
/// ```swift
/// @main
/// struct MyApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// The app's own `@State`, `@StateObject` and `@Environment` properties work as in a view: the app is
/// evaluated like a view whose body is its first window's content.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes; a terminal shows the first window.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    /// Creates the app (the runtime calls this once).
    @MainActor @preconcurrency init()
}

/// A part of an app's interface with a life cycle of its own, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Primitive scenes' body type (its `body` is `View`'s).
extension Never: Scene {}

/// A scene built into Kumiko: it has no `body`; it says what a window shows.
@MainActor
protocol PrimitiveScene {
    /// The content of the scene's first window, if it has one.
    var windowContent: (any View)? { get }
    /// The window's title, if the scene gives one.
    var windowTitle: String? { get }
}

extension Scene {
    /// What the scene's first window shows, looking through composed scenes' bodies (nil when it has none).
    var windowContent: (any View)? {
        if let primitive = self as? any PrimitiveScene { return primitive.windowContent }
        return body.windowContent
    }

    /// The first window's title, looking through composed scenes' bodies.
    var windowTitle: String? {
        if let primitive = self as? any PrimitiveScene { return primitive.windowTitle }
        return body.windowTitle
    }
}

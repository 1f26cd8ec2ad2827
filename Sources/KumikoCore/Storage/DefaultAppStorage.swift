import Foundation

/// The environment key of the store `@AppStorage` properties without a `store` use.
struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension View {
    /// The default store used by `@AppStorage` properties in this view and its descendants that name no
    /// `store` of their own (otherwise `UserDefaults.standard`).
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifier(EnvironmentClosureModifier { $0[DefaultAppStorageKey.self] = store })
    }
}

extension Scene {
    /// The default store used by `@AppStorage` properties in this scene's views that name no `store` of
    /// their own (otherwise `UserDefaults.standard`).
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        DefaultAppStorageScene(content: self, store: store)
    }
}

/// A scene whose windows' content uses `store` as its default `@AppStorage` store.
struct DefaultAppStorageScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let store: UserDefaults

    /// Primitive: never evaluated.
    var body: Never { fatalError("DefaultAppStorageScene is a primitive scene") }

    var windowContent: (any View)? {
        guard let view = content.windowContent else { return nil }
        return AnyView(view).defaultAppStorage(store)
    }

    var windowTitle: String? { content.windowTitle }
}

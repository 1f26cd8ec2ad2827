/// A result builder that composes scenes, as SwiftUI's `@SceneBuilder`.
@resultBuilder
public struct SceneBuilder {
    /// Passes a single scene expression through.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// A block of one scene builds that scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// A block of several scenes builds a tuple of them; a terminal shows the first one with a window.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<(repeat each Content)> {
        TupleScene(packing: repeat each content)
    }

    /// An optional scene (`if` without `else`).
    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
        OptionalScene(content: content)
    }
}

/// Several scenes side by side, as `@SceneBuilder` makes them.
public struct TupleScene<T>: Scene {
    /// The scenes, in order (type-erased for the runtime).
    nonisolated(unsafe) let scenes: [any Scene]

    nonisolated init<each Content: Scene>(packing content: repeat each Content) where T == (repeat each Content) {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        self.scenes = scenes
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("TupleScene has no body") }
}

extension TupleScene: PrimitiveScene {
    var windowContent: (any View)? { scenes.lazy.compactMap(\.windowContent).first }
    var windowTitle: String? { scenes.first { $0.windowContent != nil }?.windowTitle }
}

/// A scene that may be absent, as `if` in a `@SceneBuilder` makes it.
public struct OptionalScene<Content: Scene>: Scene {
    nonisolated(unsafe) let content: Content?

    nonisolated init(content: Content?) { self.content = content }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("OptionalScene has no body") }
}

extension OptionalScene: PrimitiveScene {
    var windowContent: (any View)? { content?.windowContent }
    var windowTitle: String? { content?.windowTitle }
}

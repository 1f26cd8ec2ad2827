/// The root view of a running app: the first window's content, evaluated like a view's body so that the
/// app's own `@State`, `@StateObject` and `@Environment` properties live in the graph.
struct AppRoot<A: App>: View {
    /// The app (its only stored property, so its dynamic properties sit at offset 0).
    let app: A

    /// Primitive: never evaluated.
    var body: Never { bodyError() }
}

extension AppRoot: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        BodyNode<AppRoot<A>>(graph: graph, propertyType: A.self, propertyOffset: 0) { root in
            root.app.body.windowContent ?? EmptyView()
        }
    }
}

extension ViewGraph {
    /// Creates a graph showing an app's first window.
    package convenience init<A: App>(app: A, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(root: AppRoot(app: app), environment: environment)
    }
}

extension App {
    /// The title of the app's first window, if its scene gives one (a terminal shows it as its title).
    package var _windowTitle: String? { body.windowTitle }
}

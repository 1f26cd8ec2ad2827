/// A scene that presents a group of identically structured windows, as SwiftUI's `WindowGroup`. A terminal
/// has one window: it fills the screen with the content, and the title, if any, becomes the terminal's title.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    let title: String?
    /// The scene's identifier (kept for source compatibility; a terminal has one window).
    let id: String?

    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    /// Creates a window group with a title.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title.plainString, id: nil, content: content())
    }

    /// Creates a window group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey).plainString, id: nil, content: content())
    }

    /// Creates a window group with a title string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: nil, content: content())
    }

    /// Creates a window group with a title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.plainString, id: id, content: content())
    }

    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey).plainString, id: id, content: content())
    }

    private init(title: String?, id: String?, content: Content) {
        self.content = content
        self.title = title
        self.id = id
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("WindowGroup has no body") }
}

extension WindowGroup: PrimitiveScene {
    var windowContent: (any View)? { content }
    var windowTitle: String? { title }
}

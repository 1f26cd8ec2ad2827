import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of content, as SwiftUI's
/// `GroupBox`. It is drawn by the group box style in effect (`groupBoxStyle(_:)`); `.automatic` is the platform's
/// look (in a terminal, a rounded box with the label in bold on its first line).
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// The configuration a style made this group box from (`init(_:)`), drawn in the platform's look.
    private var styled: GroupBoxStyleConfiguration?
    @Environment(\.groupBoxStyle) private var style

    /// Creates a group box with the provided label and view content.
    ///
    /// - Parameters:
    ///   - content: A view builder that produces the content of the group box.
    ///   - label: A view builder that produces a label for the group box.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a group box with the provided label and view content (SwiftUI's older spelling).
    ///
    /// - Parameters:
    ///   - label: A view that describes the content of the group box.
    ///   - content: A view builder that produces the content of the group box.
    @available(*, deprecated, renamed: "init(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }

    /// The body the group box style in effect makes of the label and the content.
    public var body: some View {
        if let styled { return AnyView(PlatformGroupBoxLook(configuration: styled)) }
        return AnyView(style.makeBody(configuration: GroupBoxStyleConfiguration(
            label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))))
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration, for a style that changes the look of the group box
    /// around it.
    ///
    /// Kumiko does not stack styles: the group box is drawn in the platform's automatic look.
    ///
    /// - Parameter configuration: The properties of the group box instance being created.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.styled = configuration
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    ///
    /// - Parameter content: A view builder that produces the content of the group box.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the group box's title.
    ///   - content: A view builder that produces the content of the group box.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a group box with the provided view content and title (not localized).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - content: A view builder that produces the content of the group box.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A type that specifies the appearance and interaction of all group boxes within a view hierarchy, as SwiftUI's
/// `GroupBoxStyle`.
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View

    /// Creates a view representing the body of a group box.
    ///
    /// - Parameter configuration: The properties of the group box instance being created.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box instance, as SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public struct Label {
        let content: AnyView
    }

    /// A type-erased content of a group box.
    public struct Content {
        let content: AnyView
    }

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label

    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}

extension GroupBoxStyleConfiguration.Label: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension GroupBoxStyleConfiguration.Label: StyleConfigurationContent {}

extension GroupBoxStyleConfiguration.Content: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension GroupBoxStyleConfiguration.Content: StyleConfigurationContent {}

/// The default style for group box views: the platform's look.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates a default group box style.
    public init() {}

    /// Creates a view representing the body of a group box: the platform's look.
    ///
    /// - Parameter configuration: The properties of the group box.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformGroupBoxLook(configuration: configuration)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The platform's look of a group box.
struct PlatformGroupBoxLook: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.platform) private var platform

    var body: some View {
        platform.styles.groupBox(configuration)
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: any GroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
    /// The style of group boxes here.
    var groupBoxStyle: any GroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for group boxes within this view.
    ///
    /// - Parameter style: The style (`.automatic` or one of your own).
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, style)
    }
}

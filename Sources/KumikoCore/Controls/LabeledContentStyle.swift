import Foundation

/// The appearance and behaviour of a labeled content instance, as SwiftUI's `LabeledContentStyle`.
public protocol LabeledContentStyle {
    /// A view that represents the appearance and behaviour of labeled content.
    associatedtype Body: View

    /// Creates a view that represents the body of labeled content.
    ///
    /// - Parameter configuration: The properties of the labeled content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content instance, as SwiftUI's `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public struct Label {
        let content: AnyView
    }

    /// A type-erased content of a labeled content instance.
    public struct Content {
        let content: AnyView
    }

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label

    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContentStyleConfiguration.Label: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension LabeledContentStyleConfiguration.Label: StyleConfigurationContent {}

extension LabeledContentStyleConfiguration.Content: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension LabeledContentStyleConfiguration.Content: StyleConfigurationContent {}

/// The default labeled content style: the platform's look (the label leading, the value trailing in the
/// secondary colour).
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}

    /// Creates a view that represents the body of labeled content: the platform's look.
    ///
    /// - Parameter configuration: The properties of the labeled content.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformLabeledContentLook(configuration: configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the current context.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// The platform's look of labeled content.
struct PlatformLabeledContentLook: View {
    let configuration: LabeledContentStyleConfiguration
    @Environment(\.platform) private var platform

    var body: some View {
        platform.styles.labeledContent(configuration)
    }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: any LabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension EnvironmentValues {
    /// The style of labeled content here.
    var labeledContentStyle: any LabeledContentStyle {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets a style for labeled content.
    ///
    /// - Parameter style: The style (`.automatic` or one of your own).
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, style)
    }
}

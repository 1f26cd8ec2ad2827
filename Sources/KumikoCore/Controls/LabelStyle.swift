import Foundation

/// A type that applies a custom appearance to all labels within a view, as SwiftUI's `LabelStyle`.
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View

    /// Creates a view that represents the body of a label.
    ///
    /// - Parameter configuration: The properties of the label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title {
        let content: AnyView
    }

    /// A type-erased icon view of a label.
    public struct Icon {
        let content: AnyView
    }

    /// A description of the labeled item.
    public let title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public let icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension LabelStyleConfiguration.Title: StyleConfigurationContent {}

extension LabelStyleConfiguration.Icon: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension LabelStyleConfiguration.Icon: StyleConfigurationContent {}

/// The looks of the built-in label styles, drawn by the platform.
package enum LabelStyleKind: Sendable, Hashable {
    /// The platform's choice.
    case automatic
    /// The icon only.
    case iconOnly
    /// The title only.
    case titleOnly
    /// The icon and the title.
    case titleAndIcon
}

/// The look of a built-in label style: whatever the platform draws for its kind.
struct PlatformLabelLook: View {
    let kind: LabelStyleKind
    let configuration: LabelStyleConfiguration
    @Environment(\.platform) private var platform

    var body: some View {
        platform.styles.label(kind, configuration)
    }
}

/// The default label style in the current context.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates an automatic label style.
    public init() {}

    /// Creates a label representing the configuration of the style: the platform's look.
    ///
    /// - Parameter configuration: The properties of the label.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformLabelLook(kind: .automatic, configuration: configuration)
    }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates an icon-only label style.
    public init() {}

    /// Creates a label representing the configuration of the style: its icon.
    ///
    /// - Parameter configuration: The properties of the label.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformLabelLook(kind: .iconOnly, configuration: configuration)
    }
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates a title-only label style.
    public init() {}

    /// Creates a label representing the configuration of the style: its title.
    ///
    /// - Parameter configuration: The properties of the label.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformLabelLook(kind: .titleOnly, configuration: configuration)
    }
}

/// A label style that shows both the title and icon of the label using a system-standard layout.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates a label style that shows both the title and icon of the label.
    public init() {}

    /// Creates a label representing the configuration of the style: its icon and title.
    ///
    /// - Parameter configuration: The properties of the label.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformLabelLook(kind: .titleAndIcon, configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label using a system-standard layout.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
    /// The style of labels here.
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    ///
    /// - Parameter style: The style (`.automatic`, `.iconOnly`, `.titleOnly`, `.titleAndIcon`, or one of your
    ///   own).
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style)
    }
}

import Foundation

/// A type that applies standard interaction behaviour to all progress views within a view hierarchy, as
/// SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View

    /// Creates a view representing the body of a progress view.
    ///
    /// - Parameter configuration: The properties of the progress view being created.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label {
        let content: AnyView
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel {
        let content: AnyView
    }

    /// The completed fraction of the task represented by the progress view, from `0.0` (not yet started) to
    /// `1.0` (fully complete), or `nil` if the progress is indeterminate.
    public let fractionCompleted: Double?

    /// A view that describes the task represented by the progress view (nil when the progress view has none).
    public var label: ProgressViewStyleConfiguration.Label?

    /// A view that describes the current value of a progress view (nil when the progress view has none).
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension ProgressViewStyleConfiguration.Label: StyleConfigurationContent {}

extension ProgressViewStyleConfiguration.CurrentValueLabel: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: StyleConfigurationContent {}

/// The looks of the built-in progress view styles, drawn by the platform.
package enum ProgressViewStyleKind: Sendable, Hashable {
    /// The platform's choice: a bar for determinate progress, a spinner otherwise.
    case automatic
    /// A bar.
    case linear
    /// A spinner.
    case circular
}

/// The look of a built-in progress view style: whatever the platform draws for its kind.
struct PlatformProgressViewLook: View {
    let kind: ProgressViewStyleKind
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.platform) private var platform

    var body: some View {
        platform.styles.progressView(kind, configuration)
    }
}

/// The default progress view style in the current context of the view being styled.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}

    /// Creates a view representing the body of a progress view: the platform's look.
    ///
    /// - Parameter configuration: The properties of the progress view.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformProgressViewLook(kind: .automatic, configuration: configuration)
    }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates a linear progress view style.
    public init() {}

    /// Creates a linear progress view style with a tint colour (accepted; the bar is drawn in the accent colour).
    ///
    /// - Parameter tint: The colour of the bar.
    @available(*, deprecated, message: "Use tint(_:) instead.")
    public init(tint: Color) {}

    /// Creates a view representing the body of a progress view: the platform's bar.
    ///
    /// - Parameter configuration: The properties of the progress view.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformProgressViewLook(kind: .linear, configuration: configuration)
    }
}

/// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity
/// (a spinner, as on iOS).
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates a circular progress view style.
    public init() {}

    /// Creates a circular progress view style with a tint colour (accepted; the spinner keeps its colour).
    ///
    /// - Parameter tint: The colour of the spinner.
    @available(*, deprecated, message: "Use tint(_:) instead.")
    public init(tint: Color) {}

    /// Creates a view representing the body of a progress view: the platform's spinner.
    ///
    /// - Parameter configuration: The properties of the progress view.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformProgressViewLook(kind: .circular, configuration: configuration)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an
    /// activity.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
}

extension EnvironmentValues {
    /// The style of progress views here.
    var progressViewStyle: any ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view.
    ///
    /// - Parameter style: The style (`.automatic`, `.linear`, `.circular`, or one of your own).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style)
    }
}

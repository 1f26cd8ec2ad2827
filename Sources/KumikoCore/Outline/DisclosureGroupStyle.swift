import Foundation

/// A type that specifies the appearance and interaction of disclosure groups within a view hierarchy, as
/// SwiftUI's `DisclosureGroupStyle`.
public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View

    /// Creates a view that represents the body of a disclosure group.
    ///
    /// - Parameter configuration: The properties of the instance being created.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group instance, as SwiftUI's `DisclosureGroupStyleConfiguration`.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public struct Label {
        let content: AnyView
    }

    /// A type-erased content of a disclosure group, built only where a style shows it.
    public struct Content {
        let makeContent: () -> AnyView
        var content: AnyView { makeContent() }
    }

    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label

    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content

    /// A binding to a Boolean that indicates whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool

    init(label: DisclosureGroupStyleConfiguration.Label, content: DisclosureGroupStyleConfiguration.Content,
         isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}

extension DisclosureGroupStyleConfiguration.Label: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension DisclosureGroupStyleConfiguration.Label: StyleConfigurationContent {}

extension DisclosureGroupStyleConfiguration.Content: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension DisclosureGroupStyleConfiguration.Content: StyleConfigurationContent {}

/// A disclosure group style that resolves its appearance automatically based on the current context: the
/// platform's look, whose label line takes the focus (Return or Space toggles, → expands, ← collapses, a click
/// toggles).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates an automatic disclosure group style.
    public init() {}

    /// Creates a view that represents the body of a disclosure group: the platform's look.
    ///
    /// - Parameter configuration: The properties of the disclosure group.
    public func makeBody(configuration: Configuration) -> some View {
        PlatformDisclosureGroupLook(configuration: configuration)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the current context.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// The platform's look of a disclosure group.
struct PlatformDisclosureGroupLook: View {
    let configuration: DisclosureGroupStyleConfiguration
    @Environment(\.platform) private var platform

    var body: some View {
        platform.styles.disclosureGroup(configuration)
    }
}

/// Internal: the line of a disclosure group that expands and collapses it, for the platforms' looks: a control
/// that takes the focus; Return and Space toggle, → expands, ← collapses; a click toggles.
package struct DisclosureToggleLine<Content: View>: View {
    let isExpanded: Binding<Bool>
    let content: Content

    /// Creates the line, drawn as `content`, toggling `isExpanded`.
    package init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.isExpanded = isExpanded
        self.content = content()
    }

    package var body: some View {
        let expansion = isExpanded
        FocusableControl(behaviour: ControlBehaviour(
            keyHelp: [KeyHelp([.return], expansion.wrappedValue ? "collapse" : "expand")],
            handleKey: { press in
                guard press.modifiers.isEmpty else { return .ignored }
                switch press.key {
                case .return, .space: expansion.wrappedValue.toggle()
                case .rightArrow where !expansion.wrappedValue: expansion.wrappedValue = true
                case .leftArrow where expansion.wrappedValue: expansion.wrappedValue = false
                default: return .ignored
                }
                return .handled
            },
            handleClick: { _ in expansion.wrappedValue.toggle() })) {
            content
        }
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: any DisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension EnvironmentValues {
    /// The style of disclosure groups here.
    var disclosureGroupStyle: any DisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for disclosure groups within this view.
    ///
    /// - Parameter style: The style (`.automatic` or one of your own).
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, style)
    }
}

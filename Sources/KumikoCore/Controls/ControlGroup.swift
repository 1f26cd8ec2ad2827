import Foundation

/// A container view that displays semantically related controls in a visually appropriate manner for the
/// context, as SwiftUI's `ControlGroup`.
///
/// It is drawn by the control group style in effect (`controlGroupStyle(_:)`): `.automatic`, `.navigation` and
/// `.palette` lay the controls side by side (a terminal: in a row, a column apart); `.menu` and `.compactMenu`
/// show the label as a ``Menu`` whose popup holds the controls.
public struct ControlGroup<Content: View>: View {
    let content: AnyView
    let label: AnyView?

    @Environment(\.controlGroupStyle) private var style

    /// Creates a new control group with the specified children.
    ///
    /// - Parameter content: The views to display inside the group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = AnyView(content())
        self.label = nil
    }

    /// The body the control group style in effect makes of the controls and the label.
    public var body: some View {
        AnyView(style.makeBody(configuration: ControlGroupStyleConfiguration(
            content: .init(content: content), label: .init(content: label ?? AnyView(EmptyView())))))
    }
}

/// A view that represents the body of a control group with a specified label, as SwiftUI's
/// `LabeledControlGroupContent`.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The controls, laid out side by side.
    public var body: some View { HStack { content } }
}

extension ControlGroup {
    /// Creates a new control group with the specified content and a label.
    ///
    /// - Parameters:
    ///   - content: The views to display inside the group.
    ///   - label: A view that describes the purpose of the group (shown by the menu styles).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = AnyView(content())
        self.label = AnyView(label())
    }

    /// Creates a new control group with the specified content that generates its label from a localized string
    /// key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the group's localized title.
    ///   - content: The views to display inside the group.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a new control group with the specified content that generates its label from a string (not
    /// localized).
    ///
    /// - Parameters:
    ///   - title: The group's title.
    ///   - content: The views to display inside the group.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(title) })
    }

    /// Creates a new control group with the specified content that generates its label from a localized string
    /// key and a system image.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the group's localized title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - content: The views to display inside the group.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content, label: { Label(titleKey, systemImage: systemImage) })
    }

    /// Creates a new control group with the specified content that generates its label from a string (not
    /// localized) and a system image.
    ///
    /// - Parameters:
    ///   - title: The group's title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - content: The views to display inside the group.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content, label: { Label(title, systemImage: systemImage) })
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration, for a style that changes the look of the group
    /// around it. Kumiko does not stack styles: the group is drawn in the automatic look.
    ///
    /// - Parameter configuration: The properties of the control group.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = AnyView(configuration.content)
        self.label = AnyView(configuration.label)
    }
}

/// Defines the implementation of all control groups within a view hierarchy, as SwiftUI's `ControlGroupStyle`.
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View

    /// Creates a view representing the body of a control group.
    ///
    /// - Parameter configuration: The properties of the control group instance being created.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a control group.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group, as SwiftUI's `ControlGroupStyleConfiguration`.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    public struct Content { let content: AnyView }
    /// A type-erased label of a control group.
    public struct Label { let content: AnyView }

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

extension ControlGroupStyleConfiguration.Content: View, StyleConfigurationContent {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension ControlGroupStyleConfiguration.Label: View, StyleConfigurationContent {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

/// Internal: the look of the built-in control group styles: the controls side by side, or a menu.
struct ControlGroupLook: View {
    let isMenu: Bool
    let configuration: ControlGroupStyleConfiguration

    var body: some View {
        if isMenu {
            Menu { configuration.content } label: { configuration.label }
        } else {
            HStack { configuration.content }
        }
    }
}

/// The default control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates an automatic control group style.
    public init() {}

    /// The controls side by side.
    ///
    /// - Parameter configuration: The properties of the control group.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupLook(isMenu: false, configuration: configuration) }
}

/// A control group style that presents its content as a navigation-style group.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates a navigation control group style.
    public init() {}

    /// The controls side by side.
    ///
    /// - Parameter configuration: The properties of the control group.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupLook(isMenu: false, configuration: configuration) }
}

/// A control group style that presents its content as a palette.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates a palette control group style.
    public init() {}

    /// The controls side by side.
    ///
    /// - Parameter configuration: The properties of the control group.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupLook(isMenu: false, configuration: configuration) }
}

/// A control group style that presents its content as a menu when the user presses the control.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates a menu control group style.
    public init() {}

    /// The label as a menu of the controls.
    ///
    /// - Parameter configuration: The properties of the control group.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupLook(isMenu: true, configuration: configuration) }
}

/// A control group style that presents its content as a compact menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates a compact menu control group style.
    public init() {}

    /// The label as a menu of the controls.
    ///
    /// - Parameter configuration: The properties of the control group.
    public func makeBody(configuration: Configuration) -> some View { ControlGroupLook(isMenu: true, configuration: configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu when the user presses the control.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu when the user presses the control.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: any ControlGroupStyle { AutomaticControlGroupStyle() }
}

extension EnvironmentValues {
    /// The style of control groups here.
    var controlGroupStyle: any ControlGroupStyle {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for control groups within this view.
    ///
    /// - Parameter style: The style (`.automatic`, `.navigation`, `.palette`, `.menu`, `.compactMenu`, or one of
    ///   your own).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\.controlGroupStyle, style)
    }
}

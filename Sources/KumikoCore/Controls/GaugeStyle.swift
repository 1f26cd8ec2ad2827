import Foundation

/// Defines the implementation of all gauge instances within a view hierarchy, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View

    /// Creates a view representing the body of a gauge.
    ///
    /// - Parameter configuration: The properties of the gauge.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label { let content: AnyView }
    /// A type-erased label describing the current value of a gauge.
    public struct CurrentValueLabel { let content: AnyView }
    /// A type-erased label describing the minimum value of a gauge.
    public struct MinimumValueLabel { let content: AnyView }
    /// A type-erased label describing the maximum value of a gauge.
    public struct MaximumValueLabel { let content: AnyView }

    /// The current value of the gauge, from 0 (the lower bound) to 1 (the upper bound).
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

extension GaugeStyleConfiguration.Label: View, StyleConfigurationContent {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension GaugeStyleConfiguration.CurrentValueLabel: View, StyleConfigurationContent {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension GaugeStyleConfiguration.MinimumValueLabel: View, StyleConfigurationContent {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension GaugeStyleConfiguration.MaximumValueLabel: View, StyleConfigurationContent {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

/// Internal: the look of the built-in gauge styles, a determinate progress bar in the platform's look with the
/// gauge's labels around it. Linear: the label (and the current value label, grey, at the trailing edge) on a
/// line, then the minimum value label, the bar across the width and the maximum value label. Circular (compact):
/// the current value label, or else the label, then a short bar.
struct GaugeLook: View {
    let isCircular: Bool
    let configuration: GaugeStyleConfiguration

    var body: some View {
        let bar = PlatformProgressViewLook(kind: .linear, configuration: ProgressViewStyleConfiguration(
            fractionCompleted: configuration.value, label: nil, currentValueLabel: nil))
        if isCircular {
            HStack(spacing: 8) {
                if let current = configuration.currentValueLabel { current } else { configuration.label }
                bar.frame(width: ProgressFraction.idealBarWidth / 2)
            }
        } else {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) {
                    configuration.label
                    if let current = configuration.currentValueLabel {
                        Spacer(minLength: 8)
                        current.foregroundStyle(Color.secondary)
                    }
                }
                HStack(spacing: 8) {
                    configuration.minimumValueLabel
                    bar
                    configuration.maximumValueLabel
                }
            }
        }
    }
}

/// The default gauge style: a linear bar.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    public init() {}

    /// The label line and the bar.
    ///
    /// - Parameter configuration: The properties of the gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeLook(isCircular: false, configuration: configuration) }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the value rises.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}

    /// The label line and the bar.
    ///
    /// - Parameter configuration: The properties of the gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeLook(isCircular: false, configuration: configuration) }
}

/// A gauge style that displays a bar with a marker for the value (a terminal: a filled bar).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}

    /// The label line and the bar.
    ///
    /// - Parameter configuration: The properties of the gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeLook(isCircular: false, configuration: configuration) }
}

/// A gauge style that displays a bar that fills as the value rises, in an accessory's size.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}

    /// The label line and the bar.
    ///
    /// - Parameter configuration: The properties of the gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeLook(isCircular: false, configuration: configuration) }
}

/// A gauge style that displays an open ring with a marker for the value (a terminal: the current value label and
/// a short bar).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}

    /// The current value label and a short bar.
    ///
    /// - Parameter configuration: The properties of the gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeLook(isCircular: true, configuration: configuration) }
}

/// A gauge style that displays a closed ring filled as the value rises (a terminal: the current value label
/// and a short bar).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}

    /// The current value label and a short bar.
    ///
    /// - Parameter configuration: The properties of the gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeLook(isCircular: true, configuration: configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's current value
    /// increases.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar to indicate the
    /// gauge's current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current value
    /// increases.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along the ring to
    /// indicate the gauge's current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current
    /// value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: any GaugeStyle { DefaultGaugeStyle() }
}

extension EnvironmentValues {
    /// The style of gauges here.
    var gaugeStyle: any GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for gauges within this view.
    ///
    /// - Parameter style: The style (`.automatic`, `.linearCapacity`, `.accessoryLinear`,
    ///   `.accessoryLinearCapacity`, `.accessoryCircular`, `.accessoryCircularCapacity`, or one of your own).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, style)
    }
}

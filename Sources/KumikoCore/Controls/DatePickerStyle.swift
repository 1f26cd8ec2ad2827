import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy, as
/// SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a date picker.
    associatedtype Body: View

    /// Returns the appearance and interaction content for a date picker.
    ///
    /// - Parameter configuration: The properties of the date picker.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// A type alias for the properties of a date picker.
    typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a date picker, as SwiftUI's `DatePickerStyleConfiguration`.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker.
    public struct Label {
        let content: AnyView
    }

    /// A description of the date picker.
    public let label: DatePickerStyleConfiguration.Label

    /// The date the picker shows and edits.
    @Binding public var selection: Date

    /// The oldest selectable date.
    public var minimumDate: Date?

    /// The most recent selectable date.
    public var maximumDate: Date?

    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents

    init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
         displayedComponents: DatePickerComponents) {
        self.label = label
        self._selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }

    /// The dates the user can choose: from the minimum to the maximum (the distant past and future when open; a
    /// maximum before the minimum counts as the minimum).
    var range: ClosedRange<Date> {
        let lower = minimumDate ?? .distantPast
        return lower...max(maximumDate ?? .distantFuture, lower)
    }
}

extension DatePickerStyleConfiguration.Label: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension DatePickerStyleConfiguration.Label: StyleConfigurationContent {}

/// The default style for date pickers: the platform's (a terminal: the label and the date as a field).
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the default date picker style.
    public init() {}

    /// The label and the date's field.
    ///
    /// - Parameter configuration: The properties of the date picker.
    public func makeBody(configuration: Configuration) -> some View { DateFieldLook(configuration: configuration) }
}

/// A date picker style that shows the date compactly, as a field that edits it (iOS: a button that opens a
/// calendar; a terminal: the date's field).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the compact date picker style.
    public init() {}

    /// The label and the date's field.
    ///
    /// - Parameter configuration: The properties of the date picker.
    public func makeBody(configuration: Configuration) -> some View { DateFieldLook(configuration: configuration) }
}

/// A date picker style that shows an interactive calendar or clock (a terminal: the date's field).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the graphical date picker style.
    public init() {}

    /// The label and the date's field.
    ///
    /// - Parameter configuration: The properties of the date picker.
    public func makeBody(configuration: Configuration) -> some View { DateFieldLook(configuration: configuration) }
}

/// A date picker style that shows each component as a column in a scrollable wheel (a terminal: the date's
/// field, whose parts change with ↑ and ↓ as a wheel's columns do).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the wheel date picker style.
    public init() {}

    /// The label and the date's field.
    ///
    /// - Parameter configuration: The properties of the date picker.
    public func makeBody(configuration: Configuration) -> some View { DateFieldLook(configuration: configuration) }
}

/// A date picker style that shows the components in an editable field (macOS in SwiftUI).
public struct FieldDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the field date picker style.
    public init() {}

    /// The label and the date's field.
    ///
    /// - Parameter configuration: The properties of the date picker.
    public func makeBody(configuration: Configuration) -> some View { DateFieldLook(configuration: configuration) }
}

/// A date picker style that shows the components in an editable field with a stepper beside it (macOS in
/// SwiftUI; a terminal: the date's field, stepped with ↑ and ↓).
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// Creates an instance of the stepper field date picker style.
    public init() {}

    /// The label and the date's field.
    ///
    /// - Parameter configuration: The properties of the date picker.
    public func makeBody(configuration: Configuration) -> some View { DateFieldLook(configuration: configuration) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A date picker style that displays the components in an editable field.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A date picker style that displays the components in an editable field, with adjoining stepper.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: any DatePickerStyle { DefaultDatePickerStyle() }
}

extension EnvironmentValues {
    /// The style of date pickers here.
    var datePickerStyle: any DatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for date pickers within this view.
    ///
    /// - Parameter style: The style (`.automatic`, `.compact`, `.graphical`, `.wheel`, `.field`, `.stepperField`,
    ///   or one of your own).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, style)
    }
}

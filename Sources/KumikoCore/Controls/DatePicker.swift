import Foundation

/// The parts of a date a date picker shows and edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates components from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and the minute (and AM/PM where the locale has it).
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    /// The day, the month and the year.
    public static let date = DatePickerComponents(rawValue: 1 << 4)
    /// The hour, the minute and the second (macOS and watchOS in SwiftUI; every platform here).
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 5)
}

/// A control for selecting an absolute date, as SwiftUI's `DatePicker`.
///
/// It is drawn by the date picker style in effect (`datePickerStyle(_:)`). Every built-in style draws, in a
/// terminal, the label at the leading edge and at the trailing edge the date as a field of parts in the
/// environment's locale ("Nov 14, 2023  10:13 PM"). The field takes the focus with Tab or a click; while it has
/// it, one part is marked (the platform's chosen look: reverse video in a terminal): ← and → move between the
/// parts, ↑ and ↓ (or `+` and `-`) change the marked part, and the date stays within the picker's range. A day
/// past the month's end wraps to 1 (as a date field's day does), AM/PM moves by 12 hours.
public struct DatePicker<Label: View>: View {
    /// The parts shown, as `DatePicker.Components` reads in SwiftUI.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let minimum: Date?
    let maximum: Date?
    let components: DatePickerComponents
    let label: Label

    init(selection: Binding<Date>, minimum: Date?, maximum: Date?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.minimum = minimum
        self.maximum = maximum
        self.range = nil
        self.components = components
        self.label = label
    }

    @Environment(\.datePickerStyle) private var style

    /// The body the date picker style in effect makes of the picker's configuration.
    public var body: some View {
        AnyView(style.makeBody(configuration: DatePickerStyleConfiguration(
            label: .init(content: AnyView(label)), selection: selection, minimumDate: minimum, maximumDate: maximum,
            displayedComponents: components)))
    }

    /// Creates a date picker with a label view.
    ///
    /// - Parameters:
    ///   - selection: The date the picker shows and edits.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    ///   - label: A view that describes the date.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimum: nil, maximum: nil, components: displayedComponents, label: label())
    }

    /// Creates a date picker whose date stays within a closed range, with a label view.
    ///
    /// - Parameters:
    ///   - selection: The date the picker shows and edits.
    ///   - range: The earliest and the latest date the user can choose.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    ///   - label: A view that describes the date.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimum: range.lowerBound, maximum: range.upperBound, components: displayedComponents,
                  label: label())
    }

    /// Creates a date picker whose date stays at or after a date, with a label view.
    ///
    /// - Parameters:
    ///   - selection: The date the picker shows and edits.
    ///   - range: The earliest date the user can choose.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    ///   - label: A view that describes the date.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimum: range.lowerBound, maximum: nil, components: displayedComponents, label: label())
    }

    /// Creates a date picker whose date stays at or before a date, with a label view.
    ///
    /// - Parameters:
    ///   - selection: The date the picker shows and edits.
    ///   - range: The latest date the user can choose.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    ///   - label: A view that describes the date.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimum: nil, maximum: range.upperBound, components: displayedComponents, label: label())
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's localized title.
    ///   - selection: The date the picker shows and edits.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    /// Creates a date picker titled with a localized string key, within a closed range.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's localized title.
    ///   - selection: The date the picker shows and edits.
    ///   - range: The earliest and the latest date the user can choose.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    /// Creates a date picker titled with a localized string key, at or after a date.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's localized title.
    ///   - selection: The date the picker shows and edits.
    ///   - range: The earliest date the user can choose.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    /// Creates a date picker titled with a localized string key, at or before a date.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's localized title.
    ///   - selection: The date the picker shows and edits.
    ///   - range: The latest date the user can choose.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    /// Creates a date picker titled with a string (not localized).
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The date the picker shows and edits.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
    }

    /// Creates a date picker titled with a string (not localized), within a closed range.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The date the picker shows and edits.
    ///   - range: The earliest and the latest date the user can choose.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) })
    }

    /// Creates a date picker titled with a string (not localized), at or after a date.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The date the picker shows and edits.
    ///   - range: The earliest date the user can choose.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) })
    }

    /// Creates a date picker titled with a string (not localized), at or before a date.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The date the picker shows and edits.
    ///   - range: The latest date the user can choose.
    ///   - displayedComponents: The parts shown (the date and the time unless given).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) })
    }
}

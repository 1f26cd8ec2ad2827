import Foundation

/// A control for picking several dates, as SwiftUI's `MultiDatePicker`: a month calendar whose days toggle in
/// and out of the selection (`Set<DateComponents>`, each day's calendar, era, year, month and day).
///
/// The calendar is made of ordinary views: a header with the month and buttons for the previous and next month
/// (`chevron.left`/`chevron.right`), a row of weekday symbols in the environment's calendar and locale (from its
/// first weekday), and a ``Grid`` of the month's days, each a ``Button`` (Tab, Return and clicks, as any
/// button) drawn marked as chosen while selected. Days outside the `in:` bounds are disabled. The month shown
/// at first is the earliest selected day's, else the bounds' first, else today's.
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let bounds: (lower: Date?, upper: Date?)
    let label: Label

    init(selection: Binding<Set<DateComponents>>, lower: Date?, upper: Date?, label: Label) {
        self.selection = selection
        bounds = (lower, upper)
        self.label = label
    }

    /// The picker: its label over the calendar.
    public var body: some View {
        VStack(alignment: .leading) {
            label
            MultiDateCalendar(selection: selection, lower: bounds.lower, upper: bounds.upper)
        }
    }
}

extension MultiDatePicker {
    /// A picker of several dates, with a label view.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: nil, label: label())
    }

    /// A picker of several dates, days in a range (its upper bound excluded), with a label view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: label())
    }

    /// A picker of several dates, days from a date on, with a label view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: label())
    }

    /// A picker of several dates, days before a date, with a label view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: label())
    }

    /// A picker of several dates, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) where Label == Text {
        self.init(selection: selection, lower: nil, upper: nil, label: Text(titleKey))
    }

    /// A picker of several dates, days in a range (its upper bound excluded), titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) where Label == Text {
        self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: Text(titleKey))
    }

    /// A picker of several dates, days from a date on, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) where Label == Text {
        self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: Text(titleKey))
    }

    /// A picker of several dates, days before a date, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) where Label == Text {
        self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: Text(titleKey))
    }

    /// A picker of several dates, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) where Label == Text {
        self.init(selection: selection, lower: nil, upper: nil, label: Text(title))
    }

    /// A picker of several dates, days in a range (its upper bound excluded), titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) where Label == Text {
        self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: Text(title))
    }

    /// A picker of several dates, days from a date on, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) where Label == Text {
        self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: Text(title))
    }

    /// A picker of several dates, days before a date, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) where Label == Text {
        self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: Text(title))
    }
}

/// The month calendar of a ``MultiDatePicker``.
struct MultiDateCalendar: View {
    let selection: Binding<Set<DateComponents>>
    let lower: Date?
    let upper: Date?
    @Environment(\.calendar) private var calendar
    @Environment(\.locale) private var locale
    /// Months shown after (negative: before) the first month shown.
    @State private var monthOffset = 0

    /// The components a selected day is kept as.
    static let dayComponents: Set<Calendar.Component> = [.calendar, .era, .year, .month, .day]

    /// The first day of the month shown at first: the earliest selected day's, else the lower bound's, else today's.
    private var firstMonth: Date {
        let selected = selection.wrappedValue.compactMap { components -> Date? in
            var day = DateComponents(era: components.era, year: components.year, month: components.month, day: components.day)
            day.calendar = calendar
            return calendar.date(from: day)
        }.min()
        let anchor = selected ?? lower ?? Date()
        return calendar.dateInterval(of: .month, for: anchor)?.start ?? anchor
    }

    /// The first day of the month shown.
    private var month: Date {
        calendar.date(byAdding: .month, value: monthOffset, to: firstMonth) ?? firstMonth
    }

    var body: some View {
        let month = self.month
        let days = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
        let leading = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let cells: [Date?] = Array(repeating: nil, count: leading)
            + (0..<days).map { calendar.date(byAdding: .day, value: $0, to: month) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min($0 + 7, cells.count)]) }
        var formatter: DateFormatter {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.locale = locale
            formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
            return formatter
        }
        let symbols = calendar.veryShortWeekdaySymbols
        let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7] }
        return VStack(alignment: .leading) {
            HStack {
                Text(formatter.string(from: month)).bold()
                Spacer()
                Button { monthOffset -= 1 } label: { Image(systemName: "chevron.left") }
                Button { monthOffset += 1 } label: { Image(systemName: "chevron.right") }
            }
            Grid(alignment: .trailing) {
                GridRow {
                    ForEach(0..<7, id: \.self) { Text(weekdays[$0]).foregroundStyle(.secondary) }
                }
                ForEach(weeks.indices, id: \.self) { week in
                    GridRow {
                        ForEach(0..<7, id: \.self) { column in
                            let index = column
                            if index < weeks[week].count, let day = weeks[week][index] {
                                dayButton(day)
                            } else {
                                Color.clear.frame(width: 0, height: 0)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether `day` is within the bounds.
    private func allows(_ day: Date) -> Bool {
        if let lower, day < (calendar.dateInterval(of: .day, for: lower)?.start ?? lower) { return false }
        if let upper, day >= upper { return false }
        return true
    }

    /// The selected element for `day`, if it is selected.
    private func selected(_ day: Date) -> DateComponents? {
        let parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        return selection.wrappedValue.first {
            $0.year == parts.year && $0.month == parts.month && $0.day == parts.day && ($0.era == nil || $0.era == parts.era)
        }
    }

    private func dayButton(_ day: Date) -> some View {
        let chosen = selected(day)
        let selection = self.selection
        let calendar = self.calendar
        return Button {
            if let chosen {
                selection.wrappedValue.remove(chosen)
            } else {
                selection.wrappedValue.insert(calendar.dateComponents(Self.dayComponents, from: day))
            }
        } label: {
            Text("\(calendar.component(.day, from: day))").markedChosen(chosen != nil)
        }
        .disabled(!allows(day))
    }
}

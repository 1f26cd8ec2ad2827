import Foundation

extension Text {
    /// Displays a value formatted by a format style, as SwiftUI's `Text(_:format:)`: `Text(price, format:
    /// .currency(code: "USD"))`, `Text(0.25, format: .percent)`, `Text(date, format: .dateTime.day().month())`,
    /// `Text(names, format: .list(type: .and))`.
    ///
    /// The style formats in the text's locale, as SwiftUI's does: the `environment(\.locale, …)` above the view, a
    /// browser session's `Accept-Language`, else the process's (`LANG`; Foundation's own `Locale.current` is
    /// `en_001` on Linux whatever `LANG` says, so a bare `formatted()` does not follow it).
    /// swift-corelibs-foundation has the number, currency, percent, date, date interval, relative date, list
    /// and `Duration` styles; it has no `Measurement` format style (use `MeasurementFormatter` with
    /// `Text(_:formatter:)`).
    ///
    /// - Parameters:
    ///   - input: The value to format.
    ///   - format: A format style whose output is a string.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.locale(Self.currentLocale).format(input))
    }

    /// Displays a reference-convertible value (a `Date`, a `URL`, a `Measurement`…) formatted by a formatter, as
    /// SwiftUI's `Text(_:formatter:)`. A value the formatter cannot format shows nothing.
    ///
    /// - Parameters:
    ///   - subject: The value to format.
    ///   - formatter: The formatter (a `DateFormatter`, a `NumberFormatter`, a `MeasurementFormatter`…).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Displays an object (an `NSNumber`, an `NSDate`…) formatted by a formatter, as SwiftUI's
    /// `Text(_:formatter:)`. A value the formatter cannot format shows nothing.
    ///
    /// - Parameters:
    ///   - subject: The object to format.
    ///   - formatter: The formatter.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Displays a date interval: its start and end dates joined by an en dash, in the `.date` style.
    ///
    /// - Parameter interval: The interval to show.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// Displays a timer counting down to the end of `timerInterval` (or up from its start), as SwiftUI's
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: "4:05", or "1:04:05" with hours.
    ///
    /// The time shown is the time when the view is evaluated (or `pauseTime`, clamped to the interval); a
    /// terminal text does not tick by itself: put it in a `TimelineView(.periodic(from:by:))` to have it
    /// redrawn every second.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the timer runs over.
    ///   - pauseTime: When set, the timer shows this time and does not run.
    ///   - countsDown: Whether the timer shows the time left (true) or the time elapsed.
    ///   - showsHours: Whether hours are shown separately; without, minutes go past 59.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(verbatim: Self.timerString(timerInterval, at: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours))
    }

    /// The characters of a timer over `interval` at `now` (clamped to the interval).
    static func timerString(_ interval: ClosedRange<Date>, at now: Date, countsDown: Bool, showsHours: Bool) -> String {
        let clamped = min(max(now, interval.lowerBound), interval.upperBound)
        let seconds = countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
        let total = seconds.isFinite ? max(seconds.rounded(countsDown ? .up : .down), 0).clampedInt() : 0
        let hours = total / 3600, minutes = total % 3600 / 60, rest = total % 60
        if showsHours, hours > 0 { return String(format: "%d:%02d:%02d", hours, minutes, rest) }
        return String(format: "%d:%02d", showsHours ? minutes : total / 60, rest)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates labeled content that shows a value formatted by a format style, titled with a localized string
    /// key: `LabeledContent("Total", value: total, format: .currency(code: "EUR"))`.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized title.
    ///   - value: The value to format.
    ///   - format: A format style whose output is a string.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// Creates labeled content that shows a value formatted by a format style, titled with a string (not
    /// localized).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value to format.
    ///   - format: A format style whose output is a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

import Foundation

/// A type that provides a sequence of dates for use as a schedule, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: An indication of whether the schedule updates normally, or with some other cadence.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A mode of operation for timeline schedule updates, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}

/// Internal: a schedule that finds its next date after a given one without walking its entries from the start.
protocol TimelineNextDate {
    /// The first date of the schedule (started at `start`) after `date`, or nil when there is none.
    func nextDate(after date: Date, start: Date) -> Date?
}

/// A schedule for updating a timeline view at regular intervals, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, TimelineNextDate, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// The sequence of dates in a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// Returns the next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }

    /// Creates a periodic update schedule; an interval that is not a positive number counts as one second.
    ///
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        if interval.isFinite, interval > 0 {
            self.interval = interval
        } else {
            Diagnostics.warnOnce("TimelineSchedule.periodic", "TimelineView: a periodic schedule's interval must be a positive number; 1 second is used.")
            self.interval = 1
        }
    }

    /// Provides a sequence of periodic dates starting from the schedule's start date.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins (unused: the schedule's own start counts).
    ///   - mode: An indication of whether the schedule updates normally, or with some other cadence.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: self.startDate, interval: interval)
    }

    func nextDate(after date: Date, start: Date) -> Date? {
        let elapsed = date.timeIntervalSince(startDate)
        guard elapsed >= 0 else { return startDate }
        let steps = (elapsed / interval).rounded(.down) + 1
        return startDate.addingTimeInterval(steps * interval)
    }
}

/// A schedule for updating a timeline view at the start of every minute, as SwiftUI's
/// `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, TimelineNextDate, Sendable {
    /// The sequence of dates in an every minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?

        /// Returns the next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.flatMap { EveryMinuteTimelineSchedule.minuteStart(after: $0) } }
            return upcoming
        }
    }

    /// Creates a per-minute update schedule.
    public init() {}

    /// Provides a sequence of per-minute dates starting from a given date: the date itself, then the start of
    /// each following minute.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: An indication of whether the schedule updates normally, or with some other cadence.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(upcoming: startDate) }

    func nextDate(after date: Date, start: Date) -> Date? { Self.minuteStart(after: date) }

    /// The start of the minute after `date`.
    static func minuteStart(after date: Date) -> Date {
        let seconds = date.timeIntervalSinceReferenceDate
        return Date(timeIntervalSinceReferenceDate: ((seconds / 60).rounded(.down) + 1) * 60)
    }
}

/// A pattern for updating a timeline view as often as an animation would, as SwiftUI's
/// `AnimationTimelineSchedule`. A terminal redraws at most ten times a second: without a minimum interval the
/// schedule's entries are 0.1 s apart.
public struct AnimationTimelineSchedule: TimelineSchedule, TimelineNextDate, Sendable {
    let minimumInterval: Double
    let paused: Bool

    /// The sequence of dates within an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: Double

        /// Returns the next date, or nil while paused.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming?.addingTimeInterval(interval) }
            return upcoming
        }
    }

    /// Creates a pattern for updating a timeline view as often as an animation would.
    ///
    /// - Parameters:
    ///   - minimumInterval: The least time between updates (0.1 s unless given, and never less).
    ///   - paused: Whether the schedule gives no more dates.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        let interval = minimumInterval.flatMap { $0.isFinite ? $0 : nil } ?? 0.1
        self.minimumInterval = max(interval, 0.1)
        self.paused = paused
    }

    /// Provides a sequence of dates starting from a given date: none while paused.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: An indication of whether the schedule updates normally, or with some other cadence.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: paused ? nil : startDate, interval: minimumInterval)
    }

    func nextDate(after date: Date, start: Date) -> Date? {
        paused ? nil : date.addingTimeInterval(minimumInterval)
    }
}

/// A schedule for updating a timeline view at explicit points in time, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    ///
    /// - Parameter dates: The sequence of dates at which a timeline view updates, in increasing order.
    public init(_ dates: Entries) { self.dates = dates }

    /// Provides the sequence of dates with which you initialized the schedule.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins (unused).
    ///   - mode: An indication of whether the schedule updates normally, or with some other cadence.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    ///
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pattern for updating a timeline view as often as an animation would.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A pattern for updating a timeline view as often as an animation would, with a minimum interval.
    ///
    /// - Parameters:
    ///   - minimumInterval: The least time between updates.
    ///   - paused: Whether the schedule gives no more dates.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    ///
    /// - Parameter dates: The dates at which the view updates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }

    /// The first entry of the schedule (started at `start`) after `date`: a built-in schedule computes it, any
    /// other's entries are walked (at most 100,000 of them).
    func nextEntry(after date: Date, start: Date) -> Date? {
        if let computed = self as? any TimelineNextDate { return computed.nextDate(after: date, start: start) }
        var walked = 0
        for entry in entries(from: start, mode: .normal) {
            if entry > date { return entry }
            walked += 1
            if walked >= 100_000 { return nil }
        }
        return nil
    }
}

/// Information passed to a timeline view's content callback, as SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
    /// A rate at which timeline views can receive updates.
    public enum Cadence: Comparable, Sendable {
        /// Updates the view continuously.
        case live
        /// Updates the view approximately once per second.
        case seconds
        /// Updates the view approximately once per minute.
        case minutes
    }

    /// The date from the schedule that triggered the current view update.
    public let date: Date
    /// The rate at which the timeline updates the view.
    public let cadence: Cadence
}

/// A view that updates according to a schedule that you provide, as SwiftUI's `TimelineView`.
///
/// The content is built with the date of the schedule's latest entry (the time it appeared, at first); while the
/// view is in the graph, a task waits until the schedule's next entry and builds the content again with it.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// The context type passed to the content.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
}

extension TimelineView: View where Content: View {
    /// Creates a new timeline view that uses the given schedule.
    ///
    /// - Parameters:
    ///   - schedule: A schedule that produces a sequence of dates that indicate the instances when the view
    ///     should update.
    ///   - content: A closure that generates view content at the moments indicated by the schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the latest date; a task moves it on at each of the schedule's entries.
    public var body: some View {
        TimelineContent(schedule: schedule, content: content)
    }
}

/// Internal: the state of a ``TimelineView``: the date it shows and the task that moves it on.
private struct TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    @State private var start = Date()
    @State private var shown: Date?

    var body: some View {
        let cadence: TimelineViewDefaultContext.Cadence = schedule is EveryMinuteTimelineSchedule ? .minutes
            : schedule is AnimationTimelineSchedule ? .live : .seconds
        let date = shown ?? start
        let schedule = self.schedule, start = self.start, store = $shown
        return content(TimelineViewDefaultContext(date: date, cadence: cadence))
            .task {
                var current = date
                while !Task.isCancelled, let next = schedule.nextEntry(after: max(current, Date()), start: start) {
                    let wait = next.timeIntervalSinceNow
                    if wait > 0 { try? await Task.sleep(for: .milliseconds((wait * 1000).clampedInt(.up))) }
                    guard !Task.isCancelled else { return }
                    current = next
                    store.wrappedValue = next
                }
            }
    }
}

import Foundation

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }

extension EnvironmentValues {
    /// The current locale that views should use, as SwiftUI's `locale`: the process's (`LANG` on Linux) unless
    /// set with `environment(\.locale, …)`. Date pickers show their dates in it.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates, as SwiftUI's `calendar`.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates, as SwiftUI's `timeZone`.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

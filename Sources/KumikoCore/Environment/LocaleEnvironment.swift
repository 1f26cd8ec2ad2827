import Foundation

private struct LocaleKey: EnvironmentKey { static let defaultValue = ProcessLocale.current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }

extension EnvironmentValues {
    /// The current locale that views should use, as SwiftUI's `locale`: the process's (``ProcessLocale``: `LANG`
    /// and the other POSIX variables, which Foundation's `Locale.current` does not read on Linux) unless set with
    /// `environment(\.locale, …)`. Date pickers show their dates in it, and a `Text`'s key is looked up in its
    /// language.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The locale set with `environment(\.locale, …)` above the view being evaluated, nil when none is (read as a
    /// dependency, as ``locale`` is).
    var explicitLocale: Locale? {
        let id = ObjectIdentifier(LocaleKey.self)
        DependencyTracking.withCurrent { node in _ = node.environmentReads.insert(id) }
        return entry(for: id)?.value as? Locale
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

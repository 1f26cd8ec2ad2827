import Foundation
import Testing
@testable import KumikoCore

extension Controls {
    /// A date picker's field: the locale's parts in order, and the steps ↑/↓ make on one part.
    @MainActor
    @Suite struct DateFieldSegmentsTests {
        private static let utc = TimeZone(identifier: "UTC")!
        private static var calendar: Calendar {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = utc
            return calendar
        }
        /// 2024-01-31 23:30:00 UTC.
        private static let lastOfJanuary = Date(timeIntervalSince1970: 1_706_743_800)

        @Test func aPatternSplitsIntoFieldsAndLiterals() {
            let tokens = DateFieldSegments.tokens(of: "d. MMM y 'um' h 'o''clock'")
            #expect(tokens.map(\.text) == ["d", ". ", "MMM", " ", "y", " um ", "h", " o'clock"])
            #expect(tokens.map(\.letter) == ["d", nil, "M", nil, "y", nil, "h", nil])
        }

        @Test func thePartsFollowTheLocale() {
            let american = DateFieldSegments(date: Self.lastOfJanuary, components: [.date, .hourAndMinute],
                                             locale: Locale(identifier: "en_US"), calendar: Self.calendar, timeZone: Self.utc)
            #expect(american.segments.map(\.text).joined().replacingOccurrences(of: "\u{202F}", with: " ") == "Jan 31, 2024  11:30 PM")
            #expect(american.editableIndices.map { american.segments[$0].field } == [.month, .day, .year, .hour, .minute, .dayPeriod])
            let german = DateFieldSegments(date: Self.lastOfJanuary, components: .hourAndMinute,
                                           locale: Locale(identifier: "de_DE"), calendar: Self.calendar, timeZone: Self.utc)
            #expect(german.segments.map(\.text).joined() == "23:30")
            #expect(german.editableIndices.map { german.segments[$0].field } == [.hour, .minute])
        }

        @Test func aStepChangesOnePartWrappingWithinItsUnit() {
            let all = Date.distantPast...Date.distantFuture
            let calendar = Self.calendar
            // The day wraps within January, the month keeps the day where it can (Feb 29 in 2024).
            #expect(DateFieldSegments.step(Self.lastOfJanuary, field: .day, by: 1, calendar: calendar, in: all)
                == Self.lastOfJanuary.addingTimeInterval(-30 * 86_400))
            let february = DateFieldSegments.step(Self.lastOfJanuary, field: .month, by: 1, calendar: calendar, in: all)
            #expect(calendar.dateComponents([.month, .day], from: february) == DateComponents(month: 2, day: 29))
            // AM/PM moves 12 hours within the day; the minute wraps within the hour.
            #expect(DateFieldSegments.step(Self.lastOfJanuary, field: .dayPeriod, by: 1, calendar: calendar, in: all)
                == Self.lastOfJanuary.addingTimeInterval(-12 * 3600))
            #expect(DateFieldSegments.step(Self.lastOfJanuary, field: .minute, by: 40, calendar: calendar, in: all)
                == Self.lastOfJanuary.addingTimeInterval(-20 * 60))
            // A year does not wrap; the range holds the result.
            let range = Self.lastOfJanuary...Self.lastOfJanuary.addingTimeInterval(100 * 86_400)
            #expect(DateFieldSegments.step(Self.lastOfJanuary, field: .year, by: 1, calendar: calendar, in: range) == range.upperBound)
            #expect(DateFieldSegments.step(Self.lastOfJanuary, field: .year, by: -1, calendar: calendar, in: range) == range.lowerBound)
        }

        @Test func badInputStillGivesAField() {
            // No components: the date is shown; a far date formats without trapping.
            let field = DateFieldSegments(date: .distantFuture, components: [], locale: Locale(identifier: "en_US"),
                                          calendar: Self.calendar, timeZone: Self.utc)
            #expect(field.editableIndices.count == 3)
        }
    }
}

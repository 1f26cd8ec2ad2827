// `MultiDatePicker` as SwiftUI user code writes it, compiled in the Swift 5 language mode with `import Kumiko`
// alone: clicking days adds them to and removes them from the selection; days outside the bounds are disabled.
import Kumiko
import Testing

private final class DaysLog {
    var days: Set<DateComponents> = []
}

private let utc = TimeZone(identifier: "UTC")!

private var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    calendar.firstWeekday = 1
    return calendar
}

private struct TripDates: View {
    let log: DaysLog
    @State private var dates: Set<DateComponents> = [DateComponents(calendar: gregorian, era: 1, year: 2026, month: 11, day: 3)]

    var body: some View {
        let start = gregorian.date(from: DateComponents(year: 2026, month: 11, day: 2))!
        let end = gregorian.date(from: DateComponents(year: 2026, month: 11, day: 28))!
        MultiDatePicker("Trip", selection: $dates, in: start..<end)
            .environment(\.calendar, gregorian)
            .environment(\.timeZone, utc)
            .environment(\.locale, Locale(identifier: "en_US"))
            .onChange(of: dates) { log.days = $0 }
    }
}

/// Clicks the day `day` in the calendar's grid (the first place its number stands alone).
@MainActor
private func clickDay(_ day: Int, in terminal: TestTerminal) {
    let lines = terminal.screen.components(separatedBy: "\n")
    for (row, line) in lines.enumerated() where row > 2 {
        let characters = Array(line)
        let text = String(day)
        for column in characters.indices where column + text.count <= characters.count {
            let before = column == 0 || characters[column - 1] == " "
            let after = column + text.count == characters.count || characters[column + text.count] == " "
            if before, after, String(characters[column..<column + text.count]) == text {
                terminal.click(column: column, row: row)
                // Draw the frame, which runs the `onChange` actions.
                _ = terminal.screen
                return
            }
        }
    }
    Issue.record("day \(day) is not on the screen:\n\(terminal.screen)")
}

@MainActor
@Test func multiDatePickerTogglesDays() {
    let log = DaysLog()
    let terminal = TestTerminal(columns: 40, rows: 14) { TripDates(log: log) }
    #expect(terminal.screen.contains("Trip"))
    #expect(terminal.screen.contains("November 2026"))
    #expect(terminal.screen.contains("S  M  T  W  T  F  S") || terminal.screen.contains("S M T W T F S"))
    clickDay(10, in: terminal)
    #expect(log.days.compactMap(\.day).sorted() == [3, 10])
    #expect(log.days.first { $0.day == 10 }?.month == 11)
    #expect(log.days.first { $0.day == 10 }?.year == 2026)
    clickDay(3, in: terminal)
    #expect(log.days.compactMap(\.day) == [10])
    // The 1st is before the range: disabled, a click selects nothing.
    clickDay(1, in: terminal)
    #expect(log.days.compactMap(\.day) == [10])
}

import Foundation

/// Internal: the look of the built-in date picker styles: the label at the leading edge and, at the trailing
/// edge, the date as a field of parts (``DateFieldSegments``) in the environment's locale, calendar and time zone.
///
/// The field is a ``FocusableControl``: while it has the focus, the part being edited is marked chosen (the
/// platform shows it its own way: reverse video in a terminal); ← and → move between the parts, ↑ or `+` and ↓ or
/// `-` change it (within the picker's range), and a click on a part makes it the one edited.
struct DateFieldLook: View {
    let configuration: DatePickerStyleConfiguration

    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    /// The index, among the editable parts, of the part being edited.
    @State private var editedPart = 0
    @FocusState private var isFocused: Bool
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let selection = configuration.$selection
        let range = configuration.range
        var calendar = self.calendar
        calendar.timeZone = timeZone
        let shown = min(max(selection.wrappedValue, range.lowerBound), range.upperBound)
        let field = DateFieldSegments(date: shown, components: configuration.displayedComponents, locale: locale,
                                      calendar: calendar, timeZone: timeZone)
        let editable = field.editableIndices
        let part = editable.isEmpty ? 0 : min(max(editedPart, 0), editable.count - 1)
        let partBinding = $editedPart
        let step: @MainActor (Int) -> Void = { amount in
            guard !editable.isEmpty, let kind = field.segments[editable[part]].field else { return }
            let current = min(max(selection.wrappedValue, range.lowerBound), range.upperBound)
            let next = DateFieldSegments.step(current, field: kind, by: amount, calendar: calendar, in: range)
            if next != selection.wrappedValue { selection.wrappedValue = next }
        }
        return HStack(spacing: 0) {
            if !labelsHidden {
                configuration.label
                Spacer(minLength: 8)
            }
            FocusableControl(behaviour: ControlBehaviour(
                keyHelp: [KeyHelp([.leftArrow, .rightArrow], "part"), KeyHelp([.upArrow, .downArrow], "change")],
                handleKey: { press in
                    if press.is(.leftArrow) { partBinding.wrappedValue = max(part - 1, 0); return .handled }
                    if press.is(.rightArrow) { partBinding.wrappedValue = min(part + 1, max(editable.count - 1, 0)); return .handled }
                    if press.is(.upArrow) || press.characters == "+" { step(1); return .handled }
                    if press.is(.downArrow) || press.characters == "-" { step(-1); return .handled }
                    return .ignored
                },
                handleClick: { region in
                    if let region, let index = editable.firstIndex(of: region) { partBinding.wrappedValue = index }
                }
            )) {
                HStack(spacing: 0) {
                    ForEach(field.segments.indices, id: \.self) { index in
                        let segment = field.segments[index]
                        if segment.field != nil {
                            ClickRegion(tag: index) {
                                Text(verbatim: segment.text)
                                    .markedChosen(isFocused && !editable.isEmpty && editable[part] == index)
                            }
                        } else {
                            Text(verbatim: segment.text)
                        }
                    }
                }
                .fixedSize()
            }
            .focused($isFocused)
        }
    }
}

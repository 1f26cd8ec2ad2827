import Foundation

/// The node of a ``Picker``. Its first child is the content, built but hidden (never laid out where it is,
/// never focused or clicked): it is where the options and their values are read (see ``MenuEntries``). Its
/// second child is the look of the picker's style, composed of ordinary views: option views are shown in it
/// through ``ElementSlot``s. Inside a popup menu's content there is no look: the menu shows the options.
@MainActor
final class PickerNode<Label: View, SelectionValue: Hashable, Content: View>: ViewNode, ChildHidingNode, MenuOptionsSource {
    override var childHiding: (any ChildHidingNode)? { self }
    private var picker: Picker<Label, SelectionValue, Content>?
    /// Whether the menu of a menu-style picker is open.
    private let isOpen = StateBox(false)
    /// The options as of the latest layout pass (or evaluation).
    private var cachedOptions = PassCached<[MenuEntry]>()

    override func setView(_ view: any View) -> Bool {
        picker = (view as! Picker<Label, SelectionValue, Content>)
        return true
    }

    var optionsRoot: ViewNode? { children.first }
    var optionsSelection: ListSelection? { picker.map { ListSelection(value: $0.selection) } }

    /// The options, read from the content (once per layout pass).
    func options() -> [MenuEntry] {
        cachedOptions.value(in: graph.layoutPass.generation) {
            optionsSelection.map { MenuEntries.options(in: optionsRoot, selection: $0) } ?? []
        }
    }

    /// The index of the selected option, if one is.
    private func selectedIndex(in options: [MenuEntry]) -> Int? {
        options.firstIndex(where: \.isChecked)
    }

    override func environment(forChild key: ChildKey) -> EnvironmentValues {
        guard key == .position(0) else { return environmentForChildren }
        // The options are built eagerly, whatever container the picker is in.
        return derivingEnvironment(slot: 1) { $0.rowsAreLazy = false }
    }

    override func evaluate() {
        guard let picker else { return }
        let style = trackingReads { environment.pickerStyle }
        let inMenu = trackingReads { environment.isMenuContent }
        let inList = trackingReads { environment.isInList }
        let canPush = trackingReads { environment.navigationContext != nil }
        // The content first: the look is made from its options.
        let content = ChildReconciler.reconcile(old: Array(children.prefix(1)), new: [(.position(0), picker.content)], parent: self)
        let oldLook = Array(children.dropFirst())
        children = content + oldLook
        cachedOptions.forget()
        let options = self.options()
        let selected = trackingReads { selectedIndex(in: options) }
        diagnose(options, selected: selected)
        let look: (any View)? = inMenu ? nil : look(style: style, inList: inList, canPush: canPush, options: options, selected: selected)
        children = content + ChildReconciler.reconcile(old: oldLook, new: look.map { [(.position(1), $0)] } ?? [], parent: self)
    }

    /// One-time diagnostics for options that cannot be chosen and a selection that matches none.
    private func diagnose(_ options: [MenuEntry], selected: Int?) {
        guard let picker else { return }
        if options.isEmpty {
            Diagnostics.warnOnce("Picker.noOptions", "A Picker has no options: its content should be views with tag(_:) or a ForEach.")
            return
        }
        var seen: Set<AnyHashable> = []
        for option in options {
            guard let value = option.optionValue else {
                Diagnostics.warnOnce("Picker.untaggedOption", "A Picker option has no tag(_:) (and is not in a ForEach); it cannot be selected.")
                continue
            }
            if !(value.base is SelectionValue) {
                Diagnostics.warnOnce("Picker.tagType.\(SelectionValue.self)",
                    "A Picker option's tag \(value) is a \(type(of: value.base)), not a \(SelectionValue.self) like the selection; it cannot be selected.")
            }
            if !seen.insert(value).inserted {
                Diagnostics.warnOnce("Picker.duplicateTag", "Several Picker options have the tag \(value); all of them show as selected.")
            }
        }
        if selected == nil, !Self.isNil(picker.selection.wrappedValue) {
            Diagnostics.warnOnce("Picker.selectionMatchesNoTag.\(SelectionValue.self)",
                "A Picker's selection \(picker.selection.wrappedValue) matches no option's tag; no option is shown as selected.")
        }
    }

    /// Whether a value is an optional holding nothing (an optional selection may select nothing).
    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    // MARK: Choosing

    /// Selects the option at `index` (one whose value the selection can hold); tells a navigation-link
    /// picker's list that a choice was made.
    private func choose(_ index: Int) {
        let options = options()
        guard options.indices.contains(index), let value = options[index].optionValue, let selection = optionsSelection else { return }
        selection.select(value)
        environment.pickerChoiceMade?()
    }

    /// Selects the option `step` places from the selected one (the first or last when none is), stopping at
    /// the ends.
    private func step(_ step: Int) {
        let options = options()
        guard !options.isEmpty else { return }
        let current = selectedIndex(in: options) ?? (step > 0 ? -1 : options.count)
        choose(min(max(current + step, 0), options.count - 1))
    }

    /// Opens the menu of a menu-style picker (a picker without options has none).
    private func openMenu() {
        guard !options().isEmpty else { return }
        isOpen.value = true
    }

    /// The elements of the option at `index`, for a slot.
    private func optionElements(_ index: Int) -> [LayoutElement] {
        let options = options()
        return options.indices.contains(index) ? options[index].elements : []
    }

    // MARK: Looks

    private func look(style: PickerStyleKind, inList: Bool, canPush: Bool, options: [MenuEntry], selected: Int?) -> any View {
        switch style {
        case .segmented, .palette:
            return segmentedLook(count: options.count, selected: selected)
        case .inline:
            return inList ? inlineRows(count: options.count, selected: selected) : inlineColumn(count: options.count, selected: selected)
        case .navigationLink where canPush:
            return navigationLinkLook(title: selected.map { options[$0].title } ?? "")
        case .automatic, .menu, .wheel, .navigationLink:
            return menuLook(title: selected.map { options[$0].title } ?? "")
        }
    }

    /// Makes the view of an option, shown through a slot (the maker holds the node weakly: the looks keep
    /// it in their `ForEach`es).
    private var slot: (Int) -> ElementSlot {
        { [weak self] index in ElementSlot { [weak self] in self?.optionElements(index) ?? [] } }
    }

    /// `.menu` (and `.automatic`, `.wheel`): the label, then the value and the platform's menu indicator
    /// (``Chrome/pickerMenuIndicator(font:)``) in the accent colour at the trailing edge; opens a popup menu of the
    /// options.
    private func menuLook(title: String) -> some View {
        let picker = self.picker!
        let isOpen = self.isOpen
        let openBinding = Binding(location: BindingLocation(isOpen), get: { isOpen.value }, set: { isOpen.value = $0 })
        let selection = ListSelection(value: picker.selection)
        let value: AnyView = picker.currentValueLabel ?? AnyView(Text(verbatim: title))
        return MenuTrigger(keyHelp: [KeyHelp([.return], "choose")], open: { [weak self] in self?.openMenu() }) {
            HStack(spacing: 0) {
                ControlLabel(label: picker.label)
                Spacer(minLength: 8)
                value.foregroundStyle(Color.accentColor)
                ControlChrome(piece: .menuIndicator).foregroundStyle(Color.accentColor)
            }
        }
        .presentation(.menu, isPresented: openBinding, onDismiss: nil) {
            MenuPopup(content: picker.content, selection: selection)
        }
    }

    /// `.segmented` (and `.palette`): the segments between the platform's edges and separators (the terminal's
    /// `[ Small | Large ]`), the selected segment marked `.chosen` (the terminal's reverse video); ←/→ select
    /// the previous or next option; a click selects the segment under it.
    private func segmentedLook(count: Int, selected: Int?) -> some View {
        let slot = self.slot
        return FocusableControl(behaviour: ControlBehaviour(
            keyHelp: [KeyHelp([.leftArrow, .rightArrow], "choose")],
            handleKey: { [weak self] press in
                if press.is(.leftArrow) { self?.step(-1); return .handled }
                if press.is(.rightArrow) { self?.step(1); return .handled }
                return .ignored
            },
            handleClick: { [weak self] region in if let region { self?.choose(region) } }
        )) {
            HStack(spacing: 0) {
                ControlChrome(piece: .segmentedControlEdge(isLeading: true))
                ForEach(0..<count, id: \.self) { index in
                    if index > 0 { ControlChrome(piece: .segmentSeparator) }
                    ClickRegion(tag: index) {
                        HStack(spacing: 0) {
                            ControlChrome(piece: .segmentInset)
                            slot(index)
                            ControlChrome(piece: .segmentInset)
                        }
                        .markedChosen(index == selected)
                    }
                }
                ControlChrome(piece: .segmentedControlEdge(isLeading: false))
            }
        }
    }

    /// `.inline` outside a list: the label in grey, then a line for each option with a `✓` at the trailing
    /// edge of the selected one; ↑/↓ select the previous or next option; a click selects the line under it.
    private func inlineColumn(count: Int, selected: Int?) -> some View {
        let label = picker!.label
        let slot = self.slot
        return FocusableControl(behaviour: ControlBehaviour(
            keyHelp: [KeyHelp([.upArrow, .downArrow], "choose")],
            handleKey: { [weak self] press in
                if press.is(.upArrow) { self?.step(-1); return .handled }
                if press.is(.downArrow) { self?.step(1); return .handled }
                return .ignored
            },
            handleClick: { [weak self] region in if let region { self?.choose(region) } }
        )) {
            VStack(alignment: .leading, spacing: 0) {
                ControlLabel(label: label.foregroundStyle(Color.secondary))
                ForEach(0..<count, id: \.self) { index in
                    ClickRegion(tag: index) { Self.inlineLine(slot(index), isSelected: index == selected) }
                }
            }
        }
    }

    /// `.inline` in a list: the label (in grey) and each option are rows of the list; the list's Return or a
    /// click on an option's row selects it.
    @ViewBuilder
    private func inlineRows(count: Int, selected: Int?) -> some View {
        let slot = self.slot
        let choose: (Int) -> Void = { [weak self] index in self?.choose(index) }
        picker!.label.foregroundStyle(Color.secondary)
        ForEach(0..<count, id: \.self) { index in
            Button { choose(index) } label: { Self.inlineLine(slot(index), isSelected: index == selected) }
                .buttonStyle(.plain)
        }
    }

    /// An option's line: its view, then the platform's checkmark column (``Chrome/pickerCheckmark(isSelected:font:)``)
    /// in the accent colour at the trailing edge, marked when the option is selected.
    private static func inlineLine(_ option: ElementSlot, isSelected: Bool) -> some View {
        HStack(spacing: 0) {
            option
            Spacer(minLength: 8)
            ControlChrome(piece: .checkmark(isSelected: isSelected)).foregroundStyle(Color.accentColor)
        }
    }

    /// `.navigationLink` in a navigation stack: the label, then the value in grey (two columns short of the
    /// trailing edge, where a list row draws its `›`); it pushes a list of the options
    /// (``PickerOptionsScreen``), which goes back when one is chosen.
    private func navigationLinkLook(title: String) -> some View {
        let picker = self.picker!
        let screenTitle = (picker.label as? Text)?.plainString(symbols: environment.platform.symbols) ?? ""
        return NavigationLink {
            PickerOptionsScreen(selection: picker.selection, content: picker.content, title: screenTitle)
        } label: {
            HStack(spacing: 0) {
                ControlLabel(label: picker.label)
                Spacer(minLength: 8)
                Text(verbatim: title).foregroundStyle(Color.secondary)
            }
            .padding(.trailing, 16)
        }
    }

    // MARK: Layout

    /// Only the look is laid out.
    override func collectElements(into elements: inout [LayoutElement]) {
        for child in children.dropFirst() { child.collectElements(into: &elements) }
    }

    override func collectRows(into rows: inout [RowSegment]) {
        for child in children.dropFirst() { child.collectRows(into: &rows) }
    }

    /// The content is reached only through the look.
    func shows(_ child: ViewNode) -> Bool { child !== children.first }
}

/// The screen a `.navigationLink` picker pushes: a list of the options, the selected one checked; choosing one
/// goes back.
struct PickerOptionsScreen<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let title: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let dismiss = self.dismiss
        List {
            Picker(selection: selection, content: { content }, label: { EmptyView() })
                .pickerStyle(.inline)
                .environment(\.pickerChoiceMade, { dismiss() })
        }
        .navigationTitle(title)
    }
}

private struct PickerChoiceMadeKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// Called after an inline picker here selects an option (a navigation-link picker's list goes back).
    var pickerChoiceMade: (@MainActor () -> Void)? {
        get { self[PickerChoiceMadeKey.self] }
        set { self[PickerChoiceMadeKey.self] = newValue }
    }
}

/// A piece of a picker's or a stepper's own look as a view: as wide as the platform's metric for it and one line
/// of the font in effect tall (a stepper's buttons: the platform's `stepperHeight` when it has one); the platform
/// draws it (in the foreground style in effect).
struct ControlChrome: View, PrimitiveView {
    /// Which piece.
    enum Piece: Equatable {
        /// The indicator after a menu picker's value.
        case menuIndicator
        /// The checkmark column of an inline picker's option.
        case checkmark(isSelected: Bool)
        /// One of a stepper's buttons.
        case stepperButton(isIncrement: Bool, isEnabled: Bool)
        /// The line between a stepper's buttons.
        case stepperSeparator
        /// An edge of a segmented control.
        case segmentedControlEdge(isLeading: Bool)
        /// The line between two segments.
        case segmentSeparator
        /// The room at one side of a segment's label.
        case segmentInset
    }

    let piece: Piece

    /// Primitive: never evaluated.
    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode {
        LeafNode<ControlChrome>(graph: graph) { ControlChromeElement(node: $0) }
    }
}

/// Lays out a ``ControlChrome`` and places its chrome.
@MainActor
private final class ControlChromeElement: LayoutElement {
    private var piece: ControlChrome.Piece? { (node as? LeafNode<ControlChrome>)?.view?.piece }
    /// The font the piece is sized and drawn in: the environment's, body by default.
    private var font: ResolvedFont { (environment.font ?? .body).resolved() }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let piece else { return .zero }
        let metrics = environment.platformMetrics.controls
        let line = environment.platform.text.lineMetrics(of: font).height
        switch piece {
        case .menuIndicator: return CGSize(width: metrics.pickerMenuIndicatorWidth, height: line)
        case .checkmark: return CGSize(width: metrics.pickerCheckmarkWidth, height: line)
        case .stepperButton: return CGSize(width: metrics.stepperButtonWidth, height: metrics.stepperHeight ?? line)
        case .stepperSeparator: return CGSize(width: metrics.stepperSeparatorWidth, height: metrics.stepperHeight ?? line)
        case .segmentedControlEdge: return CGSize(width: metrics.segmentedControlEdgeWidth, height: metrics.segmentedControlHeight ?? line)
        case .segmentSeparator: return CGSize(width: metrics.segmentSeparatorWidth, height: metrics.segmentedControlHeight ?? line)
        case .segmentInset: return CGSize(width: metrics.segmentInset, height: metrics.segmentedControlHeight ?? line)
        }
    }

    override func draw(into list: inout DisplayList) {
        guard let piece, frame.width > 0 else { return }
        let environment = self.environment
        let kind: Chrome = switch piece {
        case .menuIndicator: .pickerMenuIndicator(font: font)
        case .checkmark(let isSelected): .pickerCheckmark(isSelected: isSelected, font: font)
        case .stepperButton(let isIncrement, let isEnabled): .stepperButton(isIncrement: isIncrement, isEnabled: isEnabled, font: font)
        case .stepperSeparator: .stepperSeparator(font: font)
        case .segmentedControlEdge(let isLeading): .segmentedControlEdge(isLeading: isLeading, font: font)
        case .segmentSeparator: .segmentSeparator(font: font)
        case .segmentInset: .segmentInset(font: font)
        }
        list.append(kind, frame: frame, tint: environment.foregroundStyleColor, opacity: environment.drawingOpacity)
    }
}

import Foundation

/// A list row with its chrome. Core decides what the chrome is and where; the platform decides its look
/// (``Chrome``, drawn by the backend: the terminal's glyphs are in `KumikoTerminal/Platform/Chrome`) and how much
/// room it takes (``ListMetrics``).
///
/// - Rows: the platform's row insets around the content (`listRowInsets` replaces them), at least
///   `defaultMinListRowHeight` tall.
/// - `.insetGrouped` (and `.automatic`): each section's rows in a box (``Chrome/groupedRowBox(isFirst:isLast:)``),
///   appended row by row so it stays lazy; headers above the box, footers below it.
/// - `.inset`: plain rows with the platform's inset margin at each side.
/// - `.grouped` and `.insetGrouped`: the platform's section spacing above each section after the first.
/// - Separators (``Chrome/separator(_:)``) under a row, taking the platform's separator room: under every row
///   where the platform separates one-line rows, else under rows taller than a line;
///   `listRowSeparator(.visible)` adds one, `.hidden` removes it. None under the last row of a section.
/// - A navigating row ends in a disclosure indicator, a collapsible section's header in a disclosure triangle;
///   the keyboard cursor, edit mode's delete and reorder controls are chrome too.
/// - Selection: the row's background in the accent colour. Alternating rows: a faint grey background.
/// - Every row's body is snapped to the platform's grid (whole lines in a terminal), so each row starts on a
///   line and its content never splits across a half line.
@MainActor
final class ListRowElement: LayoutElement {
    private let content: LayoutElement
    private var role: RowSegment.Role = .row
    private var isFirstInGroup = false
    private var isLastInGroup = false
    private var isFirstRow = false
    private var followsHeader = false
    private var isSelected = false
    /// Whether the focused list's keyboard cursor is on this row (``Chrome/rowCursor`` in the leading padding).
    private var isCursor = false
    /// Whether the row navigates (holds a `NavigationLink`): a disclosure indicator at its trailing end.
    private var navigates = false
    /// For a collapsible section's header: whether the section is expanded (its triangle's state).
    private var isExpanded: Bool?
    /// Actions revealed at the row's trailing end (swipe actions or a context menu), with the chosen one.
    private var actions: [RowActionLabel] = []
    private var isAlternate = false
    /// The row's selection value (its tag, or its `ForEach` id).
    private(set) var selectionValue: AnyHashable? {
        didSet { selectionHash = nil }
    }
    /// ``selectionValue``'s hash, worked out the first time a selection made elsewhere is compared with it
    /// (``showSelection(_:added:)``).
    private var selectionHash: Int?
    /// The tag and id ``selectionValue`` was made from (unwrapping optionals takes a dynamic cast; the row's tag
    /// and id rarely change between layouts).
    private var selectionSource: (tag: AnyHashable?, id: AnyHashable?)?
    /// The layout pass that last used this chrome.
    private(set) var lastUsed = -1
    /// The row's index among all the list's rows, as last configured.
    private(set) var row = -1
    /// Where the revealed actions were drawn in the latest frame, in order (root coordinates; each button's share
    /// of the row's height, its title and the gap before it): what a tap on one hits.
    private(set) var actionFrames: [CGRect] = []
    /// Where a press picks the row up to reorder it in the latest frame (root coordinates): the reorder control's
    /// whole room at the row's trailing end, the row's height, in edit mode; nil without one.
    private(set) var reorderFrame: CGRect?
    /// Whether the row holds a table's line (a row of cells, not a list item).
    private var holdsTableLine = false

    init(node: ViewNode, content: LayoutElement) {
        self.content = content
        super.init(node: node)
        // The chrome keeps its sizes, placement and drawing across passes with its content's while its configuration
        // stays the same (``layoutUnchanged(since:)``): a list scrolled by a row moves its rows rather than laying
        // each out and drawing it again.
        keepsLayoutAcrossPasses = true
    }

    /// Everything ``configure(_:selectedValues:isEditing:showsDeleteMark:showsMoveMark:isCursor:actions:navigates:holdsTableLine:)``
    /// and ``showCursor(_:)`` set that the row's sizes, placement, drawing or accessibility element read, besides its
    /// content and its list's settings.
    private struct Configuration: Equatable {
        var row = -1, rowCount = 0
        var role = RowSegment.Role.row
        var isFirstInGroup = false, isLastInGroup = false, isFirstRow = false, followsHeader = false
        var isSelected = false, isCursor = false, navigates = false, isExpanded: Bool?, isAlternate = false
        var isEditing = false, showsDeleteMark = false, showsMoveMark = false, hasActions = false, holdsTableLine = false
        var selectionValue: AnyHashable?
        var settings: ObjectIdentifier?
    }
    private var configuration = Configuration()
    /// The layout pass in which the configuration last changed.
    private var configurationChangedAt = Int.max

    /// Notes the configuration as it is now, and the pass if it changed.
    private func noteConfiguration() {
        let now = Configuration(
            row: row, rowCount: (node as? any LazyRowsNode)?.lazyRowsElement.contentRowCount ?? 0, role: role,
            isFirstInGroup: isFirstInGroup, isLastInGroup: isLastInGroup, isFirstRow: isFirstRow, followsHeader: followsHeader,
            isSelected: isSelected, isCursor: isCursor, navigates: navigates, isExpanded: isExpanded, isAlternate: isAlternate,
            isEditing: isEditing, showsDeleteMark: showsDeleteMark, showsMoveMark: showsMoveMark, hasActions: !actions.isEmpty,
            holdsTableLine: holdsTableLine, selectionValue: selectionValue, settings: ObjectIdentifier(settings))
        if now != configuration {
            configuration = now
            configurationChangedAt = layoutGeneration
        }
    }

    /// Unchanged while its configuration and its content's layout are, and it shows no actions and no edit controls
    /// (whose places it records as it draws: ``actionFrames``, ``reorderFrame``).
    override func layoutUnchanged(since generation: Int) -> Bool {
        configurationChangedAt < generation && actions.isEmpty && !isEditing && content.layoutUnchanged(since: generation)
    }

    override func carryLayout(into generation: Int) {
        super.carryLayout(into: generation)
        content.carryLayout(into: generation)
    }

    override func placedFrames() -> [CGRect] { [frame] + content.placedFrames() }

    override func movePlacement(by offset: CGSize) {
        super.movePlacement(by: offset)
        content.movePlacement(by: offset)
    }

    /// The row's chrome (its box, separator, marks) is the row's own: it carries the identity of the row's content,
    /// so that a backend that animates tells one row from another (the list's node draws them all).
    override var drawingIdentity: ViewIdentity? { content.node?.identity ?? node?.identity }

    private var isEditing = false
    private var showsDeleteMark = false
    private var showsMoveMark = false

    /// Places the row in the list. In edit mode every content row keeps the platform's edit control room at each
    /// side (so rows stay aligned); deletable rows show a delete control before, movable rows a reorder control
    /// after.
    func configure(_ context: RowContext, selectedValues: Set<AnyHashable>, isEditing: Bool, showsDeleteMark: Bool,
                   showsMoveMark: Bool, isCursor: Bool, actions: [RowActionLabel],
                   navigates: Bool, holdsTableLine: Bool) {
        self.navigates = navigates
        self.holdsTableLine = holdsTableLine
        row = context.row
        self.isCursor = isCursor
        self.actions = actions
        isExpanded = context.isExpanded
        self.isEditing = isEditing && context.role == .row
        self.showsDeleteMark = showsDeleteMark
        self.showsMoveMark = showsMoveMark
        role = context.role
        isFirstInGroup = context.isFirstInGroup
        isLastInGroup = context.isLastInGroup
        isFirstRow = context.isFirstRow
        followsHeader = context.followsHeader
        isAlternate = settings.alternatesBackgrounds && context.row % 2 == 1
        let tag = content.listRowTraits.tag
        if let source = selectionSource, source.tag == tag, source.id == context.id {
            // The same tag and id: the same value.
        } else {
            selectionValue = LazyStackElement.selectionValue(tag: tag, id: context.id)
            selectionSource = (tag, context.id)
        }
        isSelected = selectionValue.map(selectedValues.contains) ?? false
        lastUsed = layoutGeneration
        noteConfiguration()
    }

    /// Shows or hides the keyboard's cursor on the row, as configured otherwise (a cursor move restyles the rows
    /// it leaves and lands on alone: ``ViewGraph/setNeedsLayout(inside:)``).
    func showCursor(_ shown: Bool) {
        isCursor = shown
        lastUsed = layoutGeneration
        noteConfiguration()
    }

    /// Shows the row selected or not as `selectedValues` says, as configured otherwise, where `added` holds the values
    /// of `selectedValues` that the selection the row was configured with lacked, and their hashes; returns whether
    /// that changed (a selection changed elsewhere restyles the rows in view alone: ``ViewGraph/setNeedsLayout(inside:)``).
    /// A row shown unselected stays so unless its value was added, looked for by its hash first (worked out once):
    /// most rows cost one integer lookup.
    func showSelection(_ selectedValues: Set<AnyHashable>, added: (values: Set<AnyHashable>, hashes: Set<Int>)) -> Bool {
        guard let selectionValue else { return false }
        if !isSelected {
            guard !added.values.isEmpty else { return false }
            let hash = selectionHash ?? selectionValue.hashValue
            selectionHash = hash
            guard added.hashes.contains(hash), added.values.contains(selectionValue) else { return false }
        }
        let selected = selectedValues.contains(selectionValue)
        guard selected != isSelected else { return false }
        isSelected = selected
        lastUsed = layoutGeneration
        noteConfiguration()
        return true
    }

    /// What the row reads from its list's environment, read again only when that environment is another (a row is
    /// measured, placed and drawn several times a pass, and the list's environment rarely changes).
    /// A class: the row reads it hundreds of times a frame, and a copy of the metrics each time cost more than
    /// the reads.
    private final class ListSettings {
        let style: ListStyleKind
        /// The platform's list metrics: every room the row's chrome takes.
        let metrics: ListMetrics
        /// The height of one line of body text (a badge, a trailing mark, an edit control sit on the first).
        let lineHeight: CGFloat
        /// The least height of a row's body (`defaultMinListRowHeight`) and of a header's.
        let minimumHeights: (row: CGFloat, header: CGFloat)
        /// Whether every other row has the alternate background.
        let alternatesBackgrounds: Bool

        init(style: ListStyleKind, metrics: ListMetrics, lineHeight: CGFloat, minimumHeights: (row: CGFloat, header: CGFloat),
             alternatesBackgrounds: Bool) {
            self.style = style
            self.metrics = metrics
            self.lineHeight = lineHeight
            self.minimumHeights = minimumHeights
            self.alternatesBackgrounds = alternatesBackgrounds
        }
    }
    private var cachedSettings = EnvironmentCached<ListSettings>()
    private var settings: ListSettings {
        cachedSettings.value(for: environment, in: layoutGeneration) { environment in
            func clean(_ height: CGFloat) -> CGFloat { height.isFinite ? max(height, 0) : 0 }
            return ListSettings(
                style: environment.listStyle, metrics: environment.platform.metrics.list, lineHeight: environment.platform.lineHeight,
                minimumHeights: (clean(environment.defaultMinListRowHeight), clean(environment.defaultMinListHeaderHeight ?? 0)),
                alternatesBackgrounds: environment.alternatingRowBackgrounds)
        }
    }
    private var style: ListStyleKind { settings.style }
    private var metrics: ListMetrics { settings.metrics }
    private var lineHeight: CGFloat { settings.lineHeight }
    private var isBoxed: Bool { style == .insetGrouped && role == .row }

    /// The room outside the row's padding at each side: the inset style's margin, or the inset grouped style's
    /// (which holds the box's side edges).
    private var margin: CGFloat {
        // The list's own lines with insets of the platform's (iOS: the search field in the navigation bar,
        // aligned with the large title) are measured from the list's edges, outside the inset styles' boxes.
        if role == .accessory, metrics.accessoryInsets != nil { return 0 }
        switch style {
        case .inset: return metrics.insetMargin
        case .insetGrouped: return metrics.insetGroupedMargin
        default: return 0
        }
    }

    private var padding: EdgeInsets {
        // Bad insets (NaN, infinite) count as zero.
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let given = content.listRowTraits.insets.map {
            EdgeInsets(top: clean($0.top), leading: clean($0.leading), bottom: clean($0.bottom), trailing: clean($0.trailing))
        }
        let platform: EdgeInsets = switch role {
        // A table's line keeps the table's own row height (TableMetrics): no room above or below it.
        case .row where holdsTableLine: EdgeInsets(top: 0, leading: metrics.rowInsets.leading, bottom: 0, trailing: metrics.rowInsets.trailing)
        case .row: metrics.rowInsets
        case .header, .footer: metrics.headerInsets ?? metrics.rowInsets
        case .accessory: metrics.accessoryInsets ?? metrics.rowInsets
        }
        var insets = given ?? platform
        if isEditing {
            insets.leading += metrics.editControlRoom
            insets.trailing += metrics.editControlRoom
        }
        return insets
    }

    /// The room above the content: a section gap and the box's top edge.
    private var topExtra: CGFloat {
        var extra: CGFloat = 0
        let groupedStyle = style == .grouped || style == .insetGrouped
        if groupedStyle, !isFirstRow, role == .header || (role == .row && isFirstInGroup && !followsHeader) {
            extra += metrics.sectionSpacing
        }
        if isBoxed, isFirstInGroup { extra += metrics.groupedBoxEdges.top }
        return extra
    }

    private func hasSeparator(contentHeight: CGFloat) -> Bool {
        guard role == .row, !isLastInGroup else { return false }
        switch content.listRowTraits.separator {
        case .visible: return true
        case .hidden: return false
        case .automatic:
            if style == .sidebar, !metrics.separatesSidebarRows { return false }
            return metrics.separatesOneLineRows || contentHeight > lineHeight
        }
    }

    /// The room below the body: the separator's and the box's bottom edge.
    private func bottomExtra(contentHeight: CGFloat) -> CGFloat {
        var extra: CGFloat = 0
        if hasSeparator(contentHeight: contentHeight) { extra += metrics.separatorRoom }
        if isBoxed, isLastInGroup { extra += metrics.groupedBoxEdges.bottom }
        return extra
    }

    private var minimumHeight: CGFloat { role == .row ? settings.minimumHeights.row : settings.minimumHeights.header }

    private func contentProposal(width: CGFloat?) -> ProposedViewSize {
        let insets = padding
        return ProposedViewSize(width: width.map { max($0 - 2 * margin - insets.leading - insets.trailing - badgeRoom, 0) }, height: nil)
    }

    /// The trailing mark (a header's disclosure triangle, a navigating row's disclosure indicator), if the row
    /// shows one.
    private var trailingMark: Chrome? {
        isExpanded.map { .disclosureTriangle(isExpanded: $0) } ?? (navigates ? .disclosureIndicator : nil)
    }

    /// The room kept free for the row's `badge` at its trailing end (with the badge spacing after it, and the
    /// trailing mark's room).
    private var badgeRoom: CGFloat {
        guard let badge = content.badge else { return 0 }
        return environment.platform.text.width(of: badge) + metrics.badgeSpacing + (trailingMark == nil ? 0 : metrics.trailingMarkRoom)
    }

    /// The row body's height: content plus insets, at least the minimum, snapped to the platform's grid (whole
    /// lines in a terminal), at least one unit.
    private func bodyHeight(contentHeight: CGFloat) -> CGFloat {
        let insets = padding
        let body = max(contentHeight + insets.top + insets.bottom, minimumHeight)
        guard body > 0 else { return 0 }
        let grid = environment.platform.grid
        return max(grid.rounded(body, along: .vertical), grid.unit(along: .vertical))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let insets = padding
        let size = content.sizeThatFits(contentProposal(width: proposal.width))
        let body = bodyHeight(contentHeight: size.height)
        let width = proposal.width ?? (size.width + 2 * margin + insets.leading + insets.trailing)
        return CGSize(width: width, height: topExtra + body + bottomExtra(contentHeight: size.height))
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let insets = padding
        let childProposal = contentProposal(width: frame.width)
        let size = content.sizeThatFits(childProposal)
        let free = bodyHeight(contentHeight: size.height) - insets.top - insets.bottom - size.height
        // Centred in the body, on the grid (a whole line in a terminal).
        let y = frame.minY + topExtra + insets.top + max(environment.platform.grid.floored(free / 2, along: .vertical), 0)
        content.place(in: CGRect(x: frame.minX + margin + insets.leading, y: y, width: size.width, height: size.height),
                      proposal: childProposal)
    }

    /// A content row is a list item (a table's row when it holds a table's line), selected or not, expanded or
    /// not, at its place among all the list's rows; a section's header is a heading. Labelled by the row's `accessibilityLabel`, if it has one.
    override var accessibilityElement: AccessibilityElement? {
        let label = content.node?.accessibilityLabelText(inside: node)
        switch role {
        case .row:
            let place = (node as? any LazyRowsNode)?.lazyRowsElement.contentPlace(ofRow: row)
            return AccessibilityElement(role: holdsTableLine ? .row : .listItem, label: label, isSelected: selectionValue == nil ? nil : isSelected,
                                        isExpanded: isExpanded, position: place.map { $0.index + 1 }, count: place?.count)
        case .header:
            return AccessibilityElement(role: .heading, label: label, isExpanded: isExpanded)
        case .footer, .accessory:
            return nil
        }
    }

    /// A row's fill, separator, marks, edit controls and actions are worked out as if left to right and mirrored in
    /// a right-to-left list: the separator starts at the trailing end, the chevron and the actions are at the left.
    override var mirrorsOwnDrawing: Bool { true }

    override func draw(into list: inout DisplayList) {
        let contentHeight = content.frame.height
        let bodyTop = frame.minY + topExtra
        let bodyHeight = frame.height - topExtra - bottomExtra(contentHeight: contentHeight)
        let inner = CGRect(x: frame.minX + margin, y: bodyTop, width: max(frame.width - 2 * margin, 0), height: bodyHeight)
        if let fill = rowFill { list.append(.shape(ShapeDrawing(path: fillPath(inner), fill: fill, stroke: nil))) }
        if isBoxed { appendBox(into: &list, inner: inner) }
        if hasSeparator(contentHeight: contentHeight) {
            let line = CGRect(x: inner.minX + padding.leading, y: inner.maxY, width: max(inner.width - padding.leading, 0),
                              height: metrics.separatorRoom)
            list.append(.separator(.horizontal), frame: line, tint: content.listRowTraits.separatorTint?.resolved())
        }
        appendEditControls(into: &list, body: inner)
        if let badge = content.badge {
            // At the trailing end of the first line, grey, before the trailing mark.
            let end = inner.maxX - padding.trailing - (trailingMark == nil ? 0 : metrics.trailingMarkRoom)
            let width = environment.platform.text.width(of: badge)
            let frame = CGRect(x: max(end - width, inner.minX), y: content.frame.minY, width: width, height: lineHeight)
            list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: [(badge, TextStyle(foreground: Color.secondary.resolved()))])], opacity: 1)))
        }
        if let mark = trailingMark, inner.width >= metrics.trailingMarkRoom + metrics.trailingMarkWidth {
            list.append(mark, frame: CGRect(x: inner.maxX - metrics.trailingMarkRoom, y: content.frame.minY,
                                            width: metrics.trailingMarkWidth, height: lineHeight))
        }
        renderActions(into: &list, body: inner)
        // A sidebar's selected row inset from the sides shows where the keyboard is by itself.
        if isCursor, padding.leading >= metrics.rowCursorWidth, !(isSelected && style == .sidebar && metrics.sidebarSelectionInset > 0) {
            list.append(.rowCursor, frame: CGRect(x: inner.minX, y: content.frame.minY, width: padding.leading, height: lineHeight))
        }
        content.render(into: &list)
    }

    /// The revealed actions as buttons at the trailing end of the row's first line, drawn over the content: the
    /// chosen one in reverse video, destructive ones red. Over them, each action's share of the row's whole height
    /// as ``Chrome/rowAction(title:isDestructive:isChosen:font:)``, for a platform that draws the actions as
    /// buttons of their own (iOS's full-height swipe buttons; a terminal draws none and shows the text).
    private func renderActions(into list: inout DisplayList, body: CGRect) {
        actionFrames = []
        guard !actions.isEmpty else { return }
        func style(_ action: RowActionLabel) -> TextStyle {
            TextStyle(foreground: action.isDestructive ? Color.red.resolved() : Color.accentColor.resolved(in: environment))
        }
        let segments = actions.flatMap { action -> [(String, TextStyle)] in [(" ", TextStyle()), (" \(action.title) ", style(action))] }
        let text = environment.platform.text
        let width = segments.reduce(0) { $0 + text.width(of: $1.0) }
        let x = max(body.maxX - width, body.minX)
        let frame = CGRect(x: x, y: content.frame.minY, width: body.maxX - x, height: lineHeight)
        list.append(.erase(frame))
        list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: segments)], opacity: 1)))
        // The chosen action drawn again over itself, marked.
        var start = x
        for action in actions {
            let title = " \(action.title) "
            let button = CGRect(x: start + text.width(of: " "), y: frame.minY, width: text.width(of: title), height: lineHeight)
            actionFrames.append(button)
            if action.isChosen {
                list.append(.beginMark(.chosen))
                list.append(.text(TextDrawing(frame: button, lines: [.init(segments: [(title, style(action))])], opacity: 1)))
                list.append(.endMark)
            }
            start = button.maxX
        }
        // Each button from the gap before its title to the next one's (the last to the row's end), full height.
        let font = Font.body.resolved()
        var buttons: [CGRect] = []
        for (index, action) in actions.enumerated() {
            let minX = index == 0 ? x : actionFrames[index].minX - text.width(of: " ")
            let maxX = index + 1 < actionFrames.count ? actionFrames[index + 1].minX - text.width(of: " ") : body.maxX
            let tile = CGRect(x: minX, y: body.minY, width: max(maxX - minX, 0), height: body.height)
            list.append(.rowAction(title: action.title, isDestructive: action.isDestructive, isChosen: action.isChosen, font: font),
                        frame: tile, tint: action.tint)
            buttons.append(tile)
        }
        // A tap anywhere on a button's share runs it (the whole height, as iOS's swipe buttons), where it is drawn.
        actionFrames = buttons.map(mirroredIfRightToLeft)
    }

    /// The delete control before a deletable row and the reorder control after a movable one, in edit mode, each
    /// at the outer end of its side's edit control room.
    private func appendEditControls(into list: inout DisplayList, body: CGRect) {
        func control(_ kind: Chrome, x: CGFloat) {
            list.append(kind, frame: CGRect(x: x, y: content.frame.minY, width: metrics.editControlWidth, height: lineHeight))
        }
        if showsDeleteMark { control(.deleteControl, x: body.minX + metrics.editControlRoom - metrics.editControlWidth) }
        if showsMoveMark { control(.reorderControl, x: body.maxX - metrics.editControlRoom) }
        reorderFrame = showsMoveMark
            ? mirroredIfRightToLeft(CGRect(x: body.maxX - metrics.editControlRoom, y: body.minY, width: metrics.editControlRoom, height: body.height))
            : nil
    }

    /// The outline of the row's fill: the body, or for a sidebar's selected row the platform's rounded fill
    /// inset from the sides (``ListMetrics/sidebarSelectionInset``).
    private func fillPath(_ body: CGRect) -> Path {
        let radius = metrics.sidebarSelectionCornerRadius, inset = metrics.sidebarSelectionInset
        guard isSelected, style == .sidebar, radius > 0 || inset > 0 else { return Path(body) }
        let rect = body.insetBy(dx: min(max(inset, 0), body.width / 2), dy: 0)
        return radius > 0 ? Path(roundedRect: rect, cornerRadius: min(radius, rect.height / 2)) : Path(rect)
    }

    /// The row's background: selection, its own background, or the alternate shade.
    private var rowFill: ResolvedColor? {
        if isSelected { return Color.accentColor.resolved(in: environment) }
        if let background = content.listRowTraits.background { return background.resolvedColor(in: environment) }
        if isAlternate { return ResolvedColor(red: 1, green: 1, blue: 1, opacity: 0.06) }
        return nil
    }


    /// The inset grouped section's box around the body: the frame takes in the box's edges (at the sides, and
    /// above the first row and below the last) and the room of the separator under the row.
    private func appendBox(into list: inout DisplayList, inner: CGRect) {
        let edges = metrics.groupedBoxEdges
        let top = isFirstInGroup ? edges.top : 0
        let bottom = (isLastInGroup ? edges.bottom : 0) + (hasSeparator(contentHeight: content.frame.height) ? metrics.separatorRoom : 0)
        let box = CGRect(x: inner.minX - edges.leading, y: inner.minY - top, width: inner.width + edges.leading + edges.trailing,
                         height: top + inner.height + bottom)
        list.append(.groupedRowBox(isFirst: isFirstInGroup, isLast: isLastInGroup), frame: box)
    }
}

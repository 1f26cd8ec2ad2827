import Foundation

/// A list row with its chrome: the terminal look of list styles, decided here (docs/TERMINAL-LOOK.md).
///
/// - Rows: one column of padding at each side (`listRowInsets` replaces it), at least
///   `defaultMinListRowHeight` tall (one line).
/// - `.insetGrouped` (and `.automatic`): each section's rows in a rounded box (`╭─╮ │ │ ╰─╯`), drawn row by
///   row so it stays lazy; headers above the box, footers below it.
/// - `.inset`: plain rows with a two-column margin at each side.
/// - `.grouped` and `.insetGrouped`: a blank line above each section after the first.
/// - Separators: a dim `─` line under a row that spans more than one line (one-line rows are already apart
///   on the terminal's line grid); `listRowSeparator(.visible)` adds it under one-line rows too, `.hidden`
///   removes it. None under the last row of a section.
/// - Selection: the row's background in the accent colour. Alternating rows: a faint grey background.
/// - Every row is a whole number of lines tall (its height rounded to the nearest line, at least one), so each
///   row starts on a line and its content never splits across a half line.
@MainActor
final class ListRowElement: LayoutElement {
    private let content: LayoutElement
    private var role: RowSegment.Role = .row
    private var isFirstInGroup = false
    private var isLastInGroup = false
    private var isFirstRow = false
    private var followsHeader = false
    private var isSelected = false
    /// Whether the focused list's keyboard cursor is on this row (a "›" in the leading padding).
    private var isCursor = false
    /// Whether the row navigates (holds a `NavigationLink`): a "›" at its trailing end, as iOS's disclosure
    /// indicator.
    private var navigates = false
    /// For a collapsible section's header: whether the section is expanded ("▾") or collapsed ("▸").
    private var isExpanded: Bool?
    /// Actions revealed at the row's trailing end (swipe actions or a context menu), with the chosen one.
    private var actions: [(title: String, isDestructive: Bool, isChosen: Bool)] = []
    private var isAlternate = false
    /// The row's selection value (its tag, or its `ForEach` id).
    private(set) var selectionValue: AnyHashable?
    /// The layout pass that last used this chrome.
    private(set) var lastUsed = -1

    init(node: ViewNode, content: LayoutElement) {
        self.content = content
        super.init(node: node)
    }

    private var isEditing = false
    private var showsDeleteMark = false
    private var showsMoveMark = false

    /// Places the row in the list. In edit mode every content row keeps two columns at each side for the marks
    /// (so rows stay aligned); deletable rows show "⊖" before, movable rows "≡" after.
    func configure(_ context: RowContext, selectedValues: Set<AnyHashable>, isEditing: Bool, showsDeleteMark: Bool,
                   showsMoveMark: Bool, isCursor: Bool, actions: [(title: String, isDestructive: Bool, isChosen: Bool)],
                   navigates: Bool) {
        self.navigates = navigates
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
        isAlternate = environment.alternatingRowBackgrounds && context.row % 2 == 1
        selectionValue = LazyStackElement.selectionValue(tag: content.listRowTraits.tag, id: context.id)
        isSelected = selectionValue.map(selectedValues.contains) ?? false
        lastUsed = layoutGeneration
    }

    private var style: ListStyleKind { environment.listStyle }
    private var cell: CGSize { environment.platformMetrics.cellSize }
    private var isBoxed: Bool { style == .insetGrouped && role == .row }

    /// Columns outside the row's padding: the inset style's margin, or the box border.
    private var margin: CGFloat {
        switch style {
        case .inset: return cell.width * 2
        case .insetGrouped: return cell.width
        default: return 0
        }
    }

    private var padding: EdgeInsets {
        // Bad insets (NaN, infinite) count as zero.
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let given = content.listRowTraits.insets.map {
            EdgeInsets(top: clean($0.top), leading: clean($0.leading), bottom: clean($0.bottom), trailing: clean($0.trailing))
        }
        var insets = given ?? EdgeInsets(top: 0, leading: cell.width, bottom: 0, trailing: cell.width)
        if isEditing {
            insets.leading += 2 * cell.width
            insets.trailing += 2 * cell.width
        }
        return insets
    }

    /// Extra lines above the content: a section gap and the box's top border.
    private var topExtra: CGFloat {
        var extra: CGFloat = 0
        let groupedStyle = style == .grouped || style == .insetGrouped
        if groupedStyle, !isFirstRow, role == .header || (role == .row && isFirstInGroup && !followsHeader) {
            extra += cell.height
        }
        if isBoxed, isFirstInGroup { extra += cell.height }
        return extra
    }

    private func hasSeparator(contentHeight: CGFloat) -> Bool {
        guard role == .row, !isLastInGroup else { return false }
        switch content.listRowTraits.separator {
        case .visible: return true
        case .hidden: return false
        case .automatic: return contentHeight > cell.height
        }
    }

    private func bottomExtra(contentHeight: CGFloat) -> CGFloat {
        var extra: CGFloat = 0
        if hasSeparator(contentHeight: contentHeight) { extra += cell.height }
        if isBoxed, isLastInGroup { extra += cell.height }
        return extra
    }

    private var minimumHeight: CGFloat {
        let minimum = role == .row ? environment.defaultMinListRowHeight : (environment.defaultMinListHeaderHeight ?? 0)
        return minimum.isFinite ? max(minimum, 0) : 0
    }

    private func contentProposal(width: CGFloat?) -> ProposedViewSize {
        let insets = padding
        return ProposedViewSize(width: width.map { max($0 - 2 * margin - insets.leading - insets.trailing - badgeRoom, 0) }, height: nil)
    }

    /// The trailing mark ("›", "▾", "▸"), if the row shows one.
    private var trailingMark: String? { isExpanded.map { $0 ? "▾" : "▸" } ?? (navigates ? "›" : nil) }

    /// The columns kept free for the row's `badge` at its trailing end (with a space before it, and before the
    /// trailing mark).
    private var badgeRoom: CGFloat {
        guard let badge = content.badge else { return 0 }
        return CGFloat(EastAsianWidth.columns(of: badge) + 1 + (trailingMark == nil ? 0 : 2)) * cell.width
    }

    /// The row body's height: content plus insets, at least the minimum, snapped to whole lines.
    private func bodyHeight(contentHeight: CGFloat) -> CGFloat {
        let insets = padding
        let body = max(contentHeight + insets.top + insets.bottom, minimumHeight)
        guard body > 0 else { return 0 }
        return max((body / cell.height).rounded(), 1) * cell.height
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
        // Centred in the body, on a whole line.
        let y = frame.minY + topExtra + insets.top + max((free / 2 / cell.height).rounded(.down), 0) * cell.height
        content.place(in: CGRect(x: frame.minX + margin + insets.leading, y: y, width: size.width, height: size.height),
                      proposal: childProposal)
    }

    override func draw(into list: inout DisplayList) {
        let contentHeight = content.frame.height
        let bodyTop = frame.minY + topExtra
        let bodyHeight = frame.height - topExtra - bottomExtra(contentHeight: contentHeight)
        let inner = CGRect(x: frame.minX + margin, y: bodyTop, width: max(frame.width - 2 * margin, 0), height: bodyHeight)
        if let fill = rowFill { list.append(.shape(ShapeDrawing(path: Path(inner), fill: fill, stroke: nil))) }
        if isBoxed { renderBox(into: &list, bodyTop: bodyTop, bodyHeight: bodyHeight) }
        if hasSeparator(contentHeight: contentHeight) {
            let line = CGRect(x: inner.minX + padding.leading, y: inner.maxY, width: max(inner.width - padding.leading, 0),
                              height: cell.height)
            let color = content.listRowTraits.separatorTint?.resolved() ?? Self.chromeColor
            list.append(.text(TextDrawing(frame: line, lines: [.init(segments: [(String(repeating: "─", count: columns(line.width)), TextStyle(foreground: color))])], opacity: 1)))
        }
        renderEditMarks(into: &list, body: inner)
        if let badge = content.badge {
            // At the trailing end of the first line, grey, before the trailing mark.
            let end = inner.maxX - padding.trailing - (trailingMark == nil ? 0 : 2 * cell.width)
            let width = CGFloat(EastAsianWidth.columns(of: badge)) * cell.width
            let frame = CGRect(x: max(end - width, inner.minX), y: content.frame.minY, width: width, height: cell.height)
            list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: [(badge, TextStyle(foreground: Color.secondary.resolved()))])], opacity: 1)))
        }
        if let mark = trailingMark, inner.width >= 3 * cell.width {
            let frame = CGRect(x: inner.maxX - 2 * cell.width, y: content.frame.minY, width: cell.width, height: cell.height)
            list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: [(mark, TextStyle(foreground: Self.chromeColor))])], opacity: 1)))
        }
        renderActions(into: &list, body: inner)
        if isCursor, padding.leading >= cell.width {
            let frame = CGRect(x: inner.minX, y: content.frame.minY, width: cell.width, height: cell.height)
            list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: [("›", TextStyle(foreground: nil))])], opacity: 1)))
        }
        content.render(into: &list)
    }

    /// The revealed actions as buttons at the trailing end of the row's first line, drawn over the content: the
    /// chosen one in reverse video, destructive ones red.
    private func renderActions(into list: inout DisplayList, body: CGRect) {
        guard !actions.isEmpty else { return }
        func style(_ action: (title: String, isDestructive: Bool, isChosen: Bool)) -> TextStyle {
            TextStyle(foreground: action.isDestructive ? Color.red.resolved() : Color.accentColor.resolved())
        }
        let segments = actions.flatMap { action -> [(String, TextStyle)] in [(" ", TextStyle()), (" \(action.title) ", style(action))] }
        let width = CGFloat(segments.reduce(0) { $0 + EastAsianWidth.columns(of: $1.0) }) * cell.width
        let x = max(body.maxX - width, body.minX)
        let frame = CGRect(x: x, y: content.frame.minY, width: body.maxX - x, height: cell.height)
        list.append(.erase(frame))
        list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: segments)], opacity: 1)))
        // The chosen action drawn again over itself, marked.
        var start = x
        for action in actions {
            let title = " \(action.title) "
            let button = CGRect(x: start + cell.width, y: frame.minY, width: CGFloat(EastAsianWidth.columns(of: title)) * cell.width,
                                height: cell.height)
            if action.isChosen {
                list.append(.beginMark(.chosen))
                list.append(.text(TextDrawing(frame: button, lines: [.init(segments: [(title, style(action))])], opacity: 1)))
                list.append(.endMark)
            }
            start = button.maxX
        }
    }

    /// "⊖" (red) before a deletable row and "≡" after a movable one, in edit mode.
    private func renderEditMarks(into list: inout DisplayList, body: CGRect) {
        func mark(_ glyph: String, x: CGFloat, color: ResolvedColor?) {
            let frame = CGRect(x: x, y: content.frame.minY, width: cell.width, height: cell.height)
            list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: [(glyph, TextStyle(foreground: color))])], opacity: 1)))
        }
        if showsDeleteMark { mark("⊖", x: body.minX + cell.width, color: Color.red.resolved()) }
        if showsMoveMark { mark("≡", x: body.maxX - 2 * cell.width, color: Self.chromeColor) }
    }

    /// The row's background: selection, its own background, or the alternate shade.
    private var rowFill: ResolvedColor? {
        if isSelected { return Color.accentColor.resolved() }
        if let background = content.listRowTraits.background { return background._resolvedColor(in: environment) }
        if isAlternate { return ResolvedColor(red: 1, green: 1, blue: 1, opacity: 0.06) }
        return nil
    }

    /// The dim grey of borders and separators.
    static let chromeColor = ResolvedColor(red: 0.36, green: 0.36, blue: 0.38)

    private func columns(_ width: CGFloat) -> Int { max((width / cell.width).clampedInt(), 0) }

    /// The box's side borders beside the body, and its top and bottom borders on the first and last rows.
    private func renderBox(into list: inout DisplayList, bodyTop: CGFloat, bodyHeight: CGFloat) {
        let style = TextStyle(foreground: Self.chromeColor)
        let width = columns(frame.width)
        guard width >= 2 else { return }
        let rows = max((bodyHeight / cell.height).clampedInt(), 0) + (hasSeparator(contentHeight: content.frame.height) ? 1 : 0)
        func line(_ text: String, y: CGFloat, height: CGFloat = 0) {
            list.append(.text(TextDrawing(frame: CGRect(x: frame.minX, y: y, width: frame.width, height: max(height, cell.height)),
                                          lines: [.init(segments: [(text, style)])], opacity: 1)))
        }
        if isFirstInGroup { line("╭" + String(repeating: "─", count: width - 2) + "╮", y: bodyTop - cell.height) }
        let side = Array(repeating: [("│", style)], count: rows)
        let sideFrame = { (x: CGFloat) in CGRect(x: x, y: bodyTop, width: self.cell.width, height: CGFloat(rows) * self.cell.height) }
        list.append(.text(TextDrawing(frame: sideFrame(frame.minX), stacking: side, lineHeight: cell.height, opacity: 1)))
        list.append(.text(TextDrawing(frame: sideFrame(frame.maxX - cell.width), stacking: side, lineHeight: cell.height, opacity: 1)))
        if isLastInGroup { line("╰" + String(repeating: "─", count: width - 2) + "╯", y: bodyTop + bodyHeight) }
    }
}

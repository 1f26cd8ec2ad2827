import Foundation

/// A piece of a platform's own look that core places but does not draw (DESIGN.md §2): a row separator, a
/// disclosure indicator, the box of an inset grouped section, a scroll indicator, a toggle's switch. Core decides
/// what it is and where; the backend draws it its own way (the terminal as glyphs in cells, a browser as iOS
/// draws it) or not at all.
///
/// How much room a piece takes in layout is the platform's too: core reads it from the platform's metrics, never
/// from the piece's look.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct ChromeDrawing: Sendable {
    /// What the piece is.
    public var kind: Chrome
    /// Where it goes, in points (global coordinates).
    public var frame: CGRect
    /// A colour the view asked for (a separator's `listRowSeparatorTint`, a control's tint); nil: the platform's.
    public var tint: ResolvedColor?
    /// Opacity multiplier (0 hides).
    public var opacity: Double

    /// Creates a piece of chrome.
    public init(_ kind: Chrome, frame: CGRect, tint: ResolvedColor? = nil, opacity: Double = 1) {
        self.kind = kind
        self.frame = frame
        self.tint = tint
        self.opacity = opacity
    }
}

/// The kinds of chrome a platform draws: what things mean, never what they look like.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public enum Chrome: Hashable, Sendable {
    // MARK: - Lists, outlines, dividers

    /// A line between two rows, across the frame along `axis` (a list's row separator). A row separator's frame
    /// starts at the row's leading inset, below the row's body, and is as tall as the room the platform gives it
    /// (`ListMetrics.separatorRoom`: none on iOS, where the line lies along the frame's top edge, over the
    /// rows).
    case separator(Axis)
    /// The chevron at the trailing end of a row that navigates; the frame is the mark's, on the row's first line.
    case disclosureIndicator
    /// The triangle of a row that expands (`isExpanded`: its children show): before an outline row's content, or
    /// at the trailing end of a collapsible section's header; the frame is the mark's, on the row's first line.
    case disclosureTriangle(isExpanded: Bool)
    /// Where the keyboard's cursor is among a list's rows (the frame is the row's leading inset on its first
    /// line).
    case rowCursor
    /// A row's revealed action (a swipe action, a context menu's entry) as a button of its own: the frame is the
    /// action's share of the row's whole height at the row's trailing end, drawn after the row's text for the
    /// actions (which a platform that draws the buttons covers); `title` in `font`, `isDestructive` for a
    /// destructive role, `isChosen` for the one Return runs; the tint is the button's `tint`, nil when none is set.
    case rowAction(title: String, isDestructive: Bool, isChosen: Bool, font: ResolvedFont)
    /// The background behind a list's rows, the list's whole visible frame, drawn before them: the platform's
    /// grouped background for the grouped styles (`grouped`: iOS's `systemGroupedBackground`, on which inset
    /// grouped boxes stand out), its plain background otherwise. Not drawn under `scrollContentBackground(.hidden)`.
    case listBackground(grouped: Bool)
    /// The box an inset grouped section's rows sit in, one piece per row: the frame is the row's body with the
    /// room the box's edges take (`ListMetrics.groupedBoxEdges`: at the sides, above the first row, below the
    /// last; none on iOS) and the room of the separator under the row; the box opens above the first row
    /// (`isFirst`) and closes below the last (`isLast`).
    case groupedRowBox(isFirst: Bool, isLast: Bool)
    /// The field a list's search text is typed in (`searchable`), behind its icon and text: the frame is the
    /// field's (the search line with ``ListMetrics/searchFieldOutset`` around it). iOS: a grey rounded capsule.
    case searchField
    /// The control before a row that deletes it, in edit mode; the frame is the control's, on the row's first
    /// line.
    case deleteControl
    /// The handle after a row that moves it, in edit mode; the frame is the handle's, on the row's first line.
    case reorderControl

    // MARK: - Navigation, split views, tab bars, tables, presentations

    /// The indicator of a navigation bar's back button: the chevron before the previous screen's title, at the
    /// bar's leading edge (the frame is the indicator's room; the title is text after it).
    case backIndicator
    /// The divider between two columns of a split view, as tall as the split view.
    case splitViewDivider
    /// One page's indicator in a page-style tab view's row of them (`isCurrent`: the page shown).
    case pageIndicator(isCurrent: Bool)
    /// The background behind a page-style tab view's row of page indicators (`indexViewStyle(.page(backgroundDisplayMode:
    /// .always))`); the frame spans the row and one indicator spacing at either end.
    case pageIndexBackground
    /// The rule under a table's header titles, across the header; `junctions` are where the columns' separators
    /// meet it, in points from the frame's leading edge.
    case tableHeaderRule(junctions: [CGFloat])
    /// The mark at the trailing end of the title of the column a table is sorted by (`ascending`: smallest
    /// first).
    case tableSortIndicator(ascending: Bool)
    /// The highlight behind the whole of a table header's focused column title (the frame is the column's cell).
    case tableHeaderFocus
    /// A sheet's grabber: the drag indicator at the top of its card.
    case sheetGrabber

    // MARK: - Controls, scroll indicators, symbols

    /// A `Divider`'s line along `axis`, across the frame. Its tint is the foreground style the view asked for
    /// (nil: the platform's divider colour); unlike a list's ``separator(_:)`` it fades with the view's opacity.
    case divider(Axis)
    /// A scroll view's indicator along `axis`; the frame is the indicator's whole track (the scroll view's
    /// length at its trailing edge, as wide as the platform's `scrollIndicatorWidth`). `visible` is the fraction
    /// of the content the view shows (the thumb's length as a fraction of the track, 0...1), `position` how far
    /// the content is scrolled (0: at the start, 1: at the end).
    case scrollIndicator(Axis, visible: Double, position: Double)
    /// A slider's track with its thumb at `fraction` of the track (0: the lowest value, 1: the highest). The
    /// part before the thumb is filled in the accent colour, the rest is not; the tint is the foreground style
    /// the view asked for (the thumb's colour; nil: the platform's).
    case sliderTrack(fraction: Double)
    /// The highlighted line of a popup menu, under its entry's views (inside a ``DisplayList/Mark/chosen`` mark);
    /// the tint is the entry's colour (a destructive entry's red), nil for the platform's.
    case menuHighlight
    /// A line between two groups of a popup menu's entries, across the frame.
    case menuSeparator
    /// The checkmark before a menu entry that is the picker's selected option; the frame is the checkmark's
    /// column (the mark, then its gap).
    case menuCheckmark
    /// The indicator after a menu entry that opens a submenu; the frame is the indicator's column (its gap, then
    /// the indicator).
    case submenuIndicator
    /// The caret of the text field that has the keyboard focus, where typing inserts (the frame is the room it
    /// takes in the line, `ControlMetrics.textFieldCaretWidth` wide); the tint is nil for the platform's (the
    /// accent colour). `lineStyle` is the style of the text around a caret drawn in that text's look (a list's
    /// search field: its colour, nil for the default, and its underline), nil for a field's own caret look.
    case textCaret(lineStyle: TextStyle? = nil)
    /// The indicator after a menu-style picker's value that says it opens a menu of the options (its gap, then
    /// the indicator), in `font`; the tint is the foreground style in effect.
    case pickerMenuIndicator(font: ResolvedFont)
    /// The column at the trailing end of an inline picker's option, marked when the option is the selected one,
    /// in `font`; the tint is the foreground style in effect.
    case pickerCheckmark(isSelected: Bool, font: ResolvedFont)
    /// One of a stepper's two buttons (`isIncrement`: the one that adds a step), in `font`; `isEnabled` is false
    /// when it cannot act (the value is at its bound, or no action was given).
    case stepperButton(isIncrement: Bool, isEnabled: Bool, font: ResolvedFont)
    /// The line between a stepper's two buttons, in `font`.
    case stepperSeparator(font: ResolvedFont)
    /// The leading (`isLeading`) or trailing edge of a segmented control, in `font`.
    case segmentedControlEdge(isLeading: Bool, font: ResolvedFont)
    /// The line between two segments of a segmented control, in `font`.
    case segmentSeparator(font: ResolvedFont)
    /// The room at one side of a segment's label, part of the segment (inside its `.chosen` mark when it is the
    /// selected one), in `font`.
    case segmentInset(font: ResolvedFont)
    /// An image of the system symbol `systemName` (as `Image(systemName:)` names it) in `font`; the tint is the
    /// foreground style the view asked for (nil: the platform's text colour). The platform sized it
    /// (`SymbolImages`) and draws it its own way.
    case symbol(systemName: String, font: ResolvedFont)
    /// A named image (`Image("name")`), which Kumiko cannot load: the platform draws its placeholder, sized for
    /// `font`.
    case namedImage(String, font: ResolvedFont)
}

extension DisplayList {
    /// Appends a piece of chrome.
    package mutating func append(_ kind: Chrome, frame: CGRect, tint: ResolvedColor? = nil, opacity: Double = 1) {
        append(.chrome(ChromeDrawing(kind, frame: frame, tint: tint, opacity: opacity)))
    }
}

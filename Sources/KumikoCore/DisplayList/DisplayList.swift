import Foundation

/// Positioned drawing commands in points (global coordinates), produced by layout and consumed by a backend
/// (DESIGN.md §2). It knows nothing of cells or terminals: text carries its font, shapes their geometry, and
/// what only a platform can decide the look of (a focused control, a chosen segment, the window dimmed beneath a
/// sheet) is a semantic mark the backend draws its own way. Every command carries the identity of the node that
/// drew it, so a backend can diff the commands of two frames.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct DisplayList: Sendable {
    /// One drawing command.
    ///
    /// `indirect`: a command's drawing is held in a box of its own, so that a command is a reference. A frame is
    /// mostly the commands of the last one again (``KeptDrawing``), and copying one is then a retain rather than a
    /// copy of every string and array in its drawing.
    ///
    /// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
    public indirect enum Item: Sendable {
        /// Lines of text.
        case text(TextDrawing)
        /// A filled and/or stroked shape.
        case shape(ShapeDrawing)
        /// A piece of the platform's own look (a separator, a disclosure indicator), drawn the backend's way.
        case chrome(ChromeDrawing)
        /// Blanks a rectangle to the backend's own background, hiding what was drawn there (a pinned section
        /// header over the rows scrolling beneath it).
        case erase(CGRect)
        /// Restricts later items to a rectangle until the matching `popClip`.
        case pushClip(CGRect)
        /// Ends the innermost clip.
        case popClip
        /// Starts a run of items that a mark applies to, until the matching `endMark`.
        case beginMark(Mark)
        /// Ends the innermost mark.
        case endMark
        /// Starts a run of items drawn with a visual effect, until the matching `endEffect`.
        case beginEffect(Effect)
        /// Ends the innermost effect.
        case endEffect
        /// Everything drawn before this item lies beneath a presentation that dims it (the window under an alert
        /// or a sheet, as iOS dims it).
        case dimBeneath
        /// Starts the items that draw one element of the accessibility tree (a list, a row, a button), until the
        /// matching `endAccessibilityElement`. Only in lists that describe accessibility
        /// (``describesAccessibility``).
        case beginAccessibilityElement(AccessibilityElement)
        /// Ends the innermost accessibility element.
        case endAccessibilityElement
        /// Starts the items of a scroll view's content (clipped to the region's frame) until the matching
        /// `endScroll`, in a list that scrolls natively (``scrollsNatively``): the backend puts them in a
        /// scrolling container of the region's content size and reports where the user scrolls it. Elsewhere a
        /// scroll view's content is between `pushClip` and `popClip`.
        case beginScroll(ScrollRegion)
        /// Ends the innermost scroll region.
        case endScroll
        /// A text field the backend edits with a field of its own, in a list that edits text natively
        /// (``editsTextNatively``); elsewhere the field draws its text and caret.
        case textInput(TextInput)
    }

    /// What a run of items is, for the platform to show its own way.
    ///
    /// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
    public enum Mark: Hashable, Sendable {
        /// The content of the control that has the keyboard focus (a button's label, a table header's column).
        case focused
        /// A chosen option among others shown at once (a segmented picker's selected segment, a revealed row
        /// action about to run, the highlighted entry of an open menu).
        case chosen
        /// The content of a control that is disabled (`disabled(true)`), drawn the way the platform draws
        /// controls that take no input (dimmed).
        case disabled
    }

    /// A drawing command with the node that drew it.
    ///
    /// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
    public struct Entry: Sendable {
        /// The command.
        public var item: Item
        /// The identity of the view node that drew it (nil outside any node).
        public var owner: ViewIdentity?
    }

    /// The commands in drawing order (later items draw over earlier ones).
    public private(set) var entries: [Entry] = []
    /// The node whose element is drawing now: stamped on each appended command.
    package var owner: ViewIdentity?
    /// Whether the elements drawing into the list describe themselves for a screen reader
    /// (``Item/beginAccessibilityElement(_:)``): set by a backend that has one (the browser's).
    public package(set) var describesAccessibility = false

    /// Whether scroll views draw their content as scroll regions (``Item/beginScroll(_:)``) for the backend to
    /// scroll natively (the browser's), rather than clipped at their offset.
    public package(set) var scrollsNatively = false

    /// Whether text fields are drawn as ``Item/textInput(_:)`` for the backend to edit with fields of its own (the
    /// browser's), rather than as their text and caret.
    public package(set) var editsTextNatively = false

    /// Whether views with a transition draw it around their drawing (``Effect/transition(_:)``), for a backend
    /// that animates views coming and going (the browser's).
    public package(set) var describesTransitions = false

    /// Creates an empty list; `describingAccessibility` for a backend with a screen reader, `scrollingNatively`
    /// for one that scrolls scroll views itself, `editingTextNatively` for one with text fields of its own,
    /// `describingTransitions` for one that animates views coming and going.
    package init(describingAccessibility: Bool = false, scrollingNatively: Bool = false, editingTextNatively: Bool = false,
                 describingTransitions: Bool = false) {
        describesAccessibility = describingAccessibility
        scrollsNatively = scrollingNatively
        editsTextNatively = editingTextNatively
        describesTransitions = describingTransitions
    }

    /// The runs of commands that elements drew, or appended as they drew them in an earlier frame, in the order
    /// they ended (an element's run after those of the elements it drew): what a graph keeps of each element's
    /// drawing, and what a backend that remembers what it made of a run can copy (``DrawnRun``).
    package private(set) var runs: [DrawnRun] = []

    /// The commands alone, in drawing order.
    public var items: [Item] { entries.map(\.item) }

    /// Makes room for `entries` commands and `runs` runs, so that a list about as long as the last one is made
    /// without growing its storage again and again.
    mutating func reserveCapacity(entries: Int, runs: Int) {
        self.entries.reserveCapacity(entries)
        self.runs.reserveCapacity(runs)
    }

    /// Appends a command.
    package mutating func append(_ item: Item) { entries.append(Entry(item: item, owner: owner)) }
    /// Appends a command with its owner (copied from another list).
    package mutating func append(_ entry: Entry) { entries.append(entry) }
    /// Mirrors the commands at `indices` left for right within `bounds` (``Item/mirrored(within:)``); an effect
    /// stays as it is.
    mutating func mirror(_ indices: some Sequence<Int>, within bounds: CGRect) {
        for index in indices {
            if let item = entries[index].item.mirrored(within: bounds) { entries[index].item = item }
        }
    }
    /// Appends what an element drew in an earlier frame, as a run of its own (`slot`, `version`, `isRow`,
    /// `translation`: ``DrawnRun``).
    mutating func append<Drawn: Collection<Entry>>(kept drawn: Drawn, slot: Int, version: UInt64, isRow: Bool,
                                                    translation: CGSize) {
        let start = entries.count
        entries += drawn
        runs.append(DrawnRun(range: start..<entries.count, slot: slot, version: version, kept: true, isRow: isRow,
                             translation: translation))
    }
    /// Records that the commands from `start` on are what the element in `slot` drew, afresh (``DrawnRun``).
    mutating func endRun(from start: Int, slot: Int, version: UInt64, isRow: Bool) {
        runs.append(DrawnRun(range: min(max(start, 0), entries.count)..<entries.count, slot: slot, version: version,
                             kept: false, isRow: isRow))
    }
    /// Starts clipping to a rectangle.
    package mutating func pushClip(_ rect: CGRect) { append(.pushClip(rect)) }
    /// Ends the innermost clip.
    package mutating func popClip() { append(.popClip) }

    /// Marks the commands drawn from `start` on (a control's content, drawn already) with `mark`.
    mutating func mark(from start: Int, as mark: Mark) {
        insert(.beginMark(mark), at: start)
        append(.endMark)
    }

    /// Forgets everything drawn so far (the window beneath a full-screen cover).
    mutating func removeAll() {
        entries.removeAll()
        for index in runs.indices { runs[index].forget() }
    }

    /// Forgets what was drawn from `start` on (a hidden view's drawing).
    mutating func remove(from start: Int) {
        let start = min(max(start, 0), entries.count)
        entries.removeSubrange(start...)
        for index in runs.indices where runs[index].range.upperBound > start { runs[index].forget() }
    }

    /// Inserts a command at `index` (clamped to the list), stamped with the current owner: drawn beneath the
    /// commands from `index` on. A run it lands inside is no longer what its element drew; runs after it move.
    mutating func insert(_ item: Item, at index: Int) {
        let index = min(max(index, 0), entries.count)
        entries.insert(Entry(item: item, owner: owner), at: index)
        for run in runs.indices {
            let range = runs[run].range
            if range.lowerBound >= index {
                runs[run].range = range.lowerBound + 1..<range.upperBound + 1
            } else if range.upperBound > index {
                runs[run].forget()
            }
        }
    }

    /// The number of commands so far.
    var count: Int { entries.count }
}

/// The identity of a view node, stable for the node's life and unique within its graph: what a backend diffs
/// display lists of consecutive frames by.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct ViewIdentity: Hashable, Sendable {
    /// The node's number in its graph.
    public let rawValue: UInt64
    /// Creates an identity.
    package init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// Text to draw: laid-out lines of styled segments, placed in points.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct TextDrawing: Sendable {
    /// One line: its segments and where it starts.
    public struct Line: Sendable {
        /// The styled pieces of the line.
        public var segments: [(text: String, style: TextStyle)]
        /// Where the line's box starts, from the frame's top-leading corner, in points.
        public var offset: CGPoint
        /// The line's width in points, as measured.
        public var width: CGFloat
        /// The line's height in points.
        public var height: CGFloat
        /// The distance from the line's top to its baseline, in points.
        public var baseline: CGFloat

        /// Creates a line at an offset from its frame's top-leading corner.
        public init(segments: [(text: String, style: TextStyle)], offset: CGPoint = .zero, width: CGFloat = 0,
                    height: CGFloat = 0, baseline: CGFloat = 0) {
            self.segments = segments
            self.offset = offset
            self.width = width
            self.height = height
            self.baseline = baseline
        }

    }
    /// The frame of the text, in points.
    public var frame: CGRect
    /// The lines, top to bottom.
    public var lines: [Line]
    /// Opacity multiplier (0 hides).
    public var opacity: Double

    /// Creates text from laid-out lines.
    public init(frame: CGRect, lines: [Line], opacity: Double) {
        self.frame = frame
        self.lines = lines
        self.opacity = opacity
    }

    /// Lines stacked from the frame's top, each `lineHeight` tall (chrome drawn line by line, such as a vertical
    /// rule).
    package init(frame: CGRect, stacking lines: [[(text: String, style: TextStyle)]], lineHeight: CGFloat, opacity: Double) {
        self.init(frame: frame, lines: lines.enumerated().map { index, segments in
            Line(segments: segments, offset: CGPoint(x: 0, y: CGFloat(index) * lineHeight), height: lineHeight)
        }, opacity: opacity)
    }
}

/// How a run of text looks: its font, colour and decorations.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct TextStyle: Hashable, Sendable {
    /// The font; nil for the platform's body font (chrome a platform draws its own way).
    public var font: ResolvedFont?
    /// The foreground colour; nil for the backend's default.
    public var foreground: ResolvedColor?
    /// Emphasised beyond the font's weight (chrome: a navigation title, a selected tab).
    public var bold = false
    /// Dim.
    public var dim = false
    /// Italic.
    public var italic = false
    /// Underlined.
    public var underline = false
    /// Struck through.
    public var strikethrough = false
    /// Creates a plain style.
    public init(foreground: ResolvedColor? = nil) { self.foreground = foreground }
}

/// A shape to draw.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct ShapeDrawing: Sendable {
    /// The shape's outline.
    public var path: Path
    /// The fill colour, if filled.
    public var fill: ResolvedColor?
    /// The stroke colour and width in points, if stroked.
    public var stroke: (color: ResolvedColor, lineWidth: CGFloat)?

    /// A shape filled and/or stroked (a platform's chrome drawn as a shape).
    package init(path: Path, fill: ResolvedColor?, stroke: (color: ResolvedColor, lineWidth: CGFloat)?) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
    }
}

/// A colour resolved for drawing: RGBA components in 0…1.
///
/// Backend API: read by backends drawing a display list, not SwiftUI API (docs/PUBLIC-API.md).
public struct ResolvedColor: Hashable, Sendable {
    /// Red.
    public var red: Double
    /// Green.
    public var green: Double
    /// Blue.
    public var blue: Double
    /// Opacity.
    public var opacity: Double
    /// Creates a resolved colour.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }
    /// The colour with its opacity multiplied.
    func multiplyingOpacity(_ factor: Double) -> ResolvedColor {
        var copy = self
        copy.opacity *= factor
        return copy
    }
}

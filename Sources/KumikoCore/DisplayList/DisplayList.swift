import Foundation

/// Positioned drawing commands in points (global coordinates), produced by layout and consumed by a backend
/// (DESIGN.md §2). It knows nothing of cells or terminals.
public struct DisplayList: Sendable {
    /// One drawing command.
    public enum Item: Sendable {
        /// Lines of text.
        case text(TextDrawing)
        /// A filled and/or stroked shape.
        case shape(ShapeDrawing)
        /// Blanks a rectangle to the backend's own background, hiding what was drawn there (a pinned section
        /// header over the rows scrolling beneath it: a terminal cannot blend text).
        case erase(CGRect)
        /// Restricts later items to a rectangle until the matching `popClip`.
        case pushClip(CGRect)
        /// Ends the innermost clip.
        case popClip
    }

    /// The commands in drawing order (later items draw over earlier ones).
    public private(set) var items: [Item] = []

    /// Creates an empty list.
    public init() {}

    /// Appends a command.
    public mutating func append(_ item: Item) { items.append(item) }
    /// Starts clipping to a rectangle.
    public mutating func pushClip(_ rect: CGRect) { items.append(.pushClip(rect)) }
    /// Ends the innermost clip.
    public mutating func popClip() { items.append(.popClip) }

    /// Dims every text drawn so far (the window beneath an alert or sheet, as iOS dims it).
    mutating func dimAll() { restyleText(from: 0) { $0.dim = true } }

    /// Forgets everything drawn so far (the window beneath a full-screen cover).
    mutating func removeAll() { items.removeAll() }

    /// Shows the text drawn from `start` on in reverse video (a focused control's mark).
    mutating func reverseText(from start: Int) { restyleText(from: start) { $0.reverse.toggle() } }

    /// Changes the style of every text segment drawn from command `start` on.
    private mutating func restyleText(from start: Int, _ change: (inout TextStyle) -> Void) {
        for index in items.indices where index >= start {
            guard case .text(var text) = items[index] else { continue }
            for line in text.lines.indices {
                for segment in text.lines[line].segments.indices { change(&text.lines[line].segments[segment].style) }
            }
            items[index] = .text(text)
        }
    }

    /// The number of commands so far.
    var count: Int { items.count }
}

/// Text to draw: laid-out lines of styled segments, placed in points.
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

        /// Creates a line at its frame's leading edge (chrome drawn one line per frame).
        init(segments: [(text: String, style: TextStyle)], columnOffset: Int) {
            self.init(segments: segments)
        }
    }
    /// The frame of the text, in points.
    public var frame: CGRect
    /// The lines, top to bottom.
    public var lines: [Line]
    /// Opacity multiplier (0 hides).
    public var opacity: Double
}

/// How a run of text looks: its font, colour and decorations.
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
    /// Foreground and background swapped.
    public var reverse = false
    /// Creates a plain style.
    public init(foreground: ResolvedColor? = nil) { self.foreground = foreground }
}

/// A shape to draw.
public struct ShapeDrawing: Sendable {
    /// The shape's outline.
    public var path: Path
    /// The fill colour, if filled.
    public var fill: ResolvedColor?
    /// The stroke colour and width in points, if stroked.
    public var stroke: (color: ResolvedColor, lineWidth: CGFloat)?
}

/// A colour resolved for drawing: RGBA components in 0…1.
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

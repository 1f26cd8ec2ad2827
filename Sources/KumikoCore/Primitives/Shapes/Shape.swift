import Foundation

/// A 2D shape you can fill or stroke, as SwiftUI's `Shape`. As a view it fills the space offered (nil
/// dimensions become 10 pt) with the foreground style.
public protocol Shape: View, Animatable, Sendable {
    /// The shape's outline in a rectangle.
    func path(in rect: CGRect) -> Path
    /// The shape's size for a proposal; by default the proposal, with nil dimensions as 10 pt.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Fills the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// A shape draws itself with the foreground style.
    public var body: some View { _ShapeView(shape: self, fill: nil, stroke: nil) }

    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: AnyShapeStyle(content), stroke: nil)
    }

    /// Strokes the shape's outline with a style.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth)))
    }

    /// Strokes the shape's outline with a style and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(content), style))
    }

    /// The shape's outline, stroked with a stroke style: a shape of its own, drawn with the foreground style (or
    /// the style it is filled with).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// The shape's outline, stroked with a line width: a shape of its own.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// Strokes the outline inside the shape's bounds (a terminal draws every stroke inside).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, lineWidth: lineWidth)
    }

    /// Strokes the outline inside the shape's bounds with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(content, style: style)
    }

    /// Strokes the outline inside the bounds with the foreground style and a stroke style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(ForegroundStyle(), style: style)
    }

    /// Strokes the outline inside the bounds with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }
}

/// How to fill overlapping parts of a path (a terminal fills by the even-odd rule).
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether antialiasing is on.
    public var isAntialiased: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The view that draws a shape; what `fill`/`stroke` return. A filled shape can be stroked too
/// (`Circle().fill(.blue).stroke(.white, lineWidth: 2)`, iOS 17): the fill is drawn, then the stroke over it.
public struct _ShapeView<S: Shape>: ShapeView {
    /// The shape drawn.
    public let shape: S
    let fill: AnyShapeStyle?
    let stroke: (content: AnyShapeStyle, style: StrokeStyle)?
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }

    init(shape: S, fill: AnyShapeStyle?, stroke: (AnyShapeStyle, StrokeStyle)?) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke.map { (content: $0.0, style: $0.1) }
    }
}

extension _ShapeView: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LeafNode<_ShapeView>(graph: graph) { node in ShapeElement<S>(node: node) }
    }
}

/// Lays out and draws a shape view.
@MainActor
final class ShapeElement<S: Shape>: LayoutElement {
    /// Laid out from its view value, its environment and the proposal alone: kept while its node is unchanged.
    override func layoutUnchanged(since generation: Int) -> Bool { nodeUnchanged(since: generation) }

    private var view: _ShapeView<S>? { (node as? LeafNode<_ShapeView<S>>)?.view }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        view?.shape.sizeThatFits(proposal) ?? .zero
    }

    override func draw(into list: inout DisplayList) {
        guard let view, frame.width > 0, frame.height > 0 else { return }
        let environment = self.environment
        let opacity = environment.drawingOpacity
        let path = view.shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
        func color(_ style: AnyShapeStyle) -> ResolvedColor {
            (style.resolvedColor(in: environment) ?? ResolvedColor(red: 1, green: 1, blue: 1)).multiplyingOpacity(opacity)
        }
        var drawing = ShapeDrawing(path: path, fill: nil, stroke: nil)
        let foreground = environment.foregroundStyle ?? AnyShapeStyle(ForegroundStyle())
        if let stroked = view.shape as? any StrokedShapeOutline {
            // A stroked outline used as a shape (`stroke(lineWidth:)`): what fills it colours the line.
            drawing.stroke = (color(view.fill ?? foreground), stroked.strokeStyle.lineWidth)
        } else {
            if let fill = view.fill {
                drawing.fill = color(fill)
            } else if view.stroke == nil {
                drawing.fill = color(foreground)
            }
            if let stroke = view.stroke { drawing.stroke = (color(stroke.content), stroke.style.lineWidth) }
        }
        list.append(.shape(drawing))
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
    /// The rectangle filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corner size.
    public var cornerSize: CGSize
    /// The corner style.
    public var style: RoundedCornerStyle
    /// Creates a rounded rectangle with a corner radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Creates a rounded rectangle with a corner size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The rounded rectangle filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// A circle centred in its frame, as large as the smaller side.
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    /// The circle inscribed in the square centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    /// The corner style.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The capsule filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
}

extension Path: Shape {
    /// The path itself (not scaled to `rect`).
    public func path(in rect: CGRect) -> Path { self }
}

extension Color: View {
    /// A colour fills the space offered.
    public var body: some View { Rectangle().fill(self) }
}

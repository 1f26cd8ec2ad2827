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
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, fill: AnyShapeStyle(content), stroke: nil)
    }

    /// Strokes the shape's outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(content), lineWidth))
    }

    /// Strokes the shape's outline with a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        stroke(content, lineWidth: style.lineWidth)
    }

    /// Strokes the outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View { stroke(ForegroundStyle(), lineWidth: lineWidth) }

    /// Strokes the outline inside the shape's bounds (a terminal draws every stroke inside).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, lineWidth: lineWidth)
    }

    /// Strokes the outline inside the bounds with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View { stroke(lineWidth: lineWidth) }
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

/// How to stroke a path; only the width matters in a terminal.
public struct StrokeStyle: Equatable, Sendable {
    /// The line width.
    public var lineWidth: CGFloat
    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1) { self.lineWidth = lineWidth }
}

/// The view that draws a shape; what `fill`/`stroke` return.
public struct _ShapeView<S: Shape>: View {
    let shape: S
    let fill: AnyShapeStyle?
    let stroke: (style: AnyShapeStyle, lineWidth: CGFloat)?
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension _ShapeView: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        LeafNode<_ShapeView>(graph: graph) { node in ShapeElement<S>(node: node) }
    }
}

/// Lays out and draws a shape view.
@MainActor
final class ShapeElement<S: Shape>: LayoutElement {
    private var view: _ShapeView<S>? { (node as? LeafNode<_ShapeView<S>>)?.view }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        view?.shape.sizeThatFits(proposal) ?? .zero
    }

    override func draw(into list: inout DisplayList) {
        guard let view, frame.width > 0, frame.height > 0 else { return }
        let environment = self.environment
        let opacity = environment.drawingOpacity
        let path = view.shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
        var drawing = ShapeDrawing(path: path, fill: nil, stroke: nil)
        if let stroke = view.stroke {
            let color = stroke.style.resolvedColor(in: environment) ?? ResolvedColor(red: 1, green: 1, blue: 1)
            drawing.stroke = (color.multiplyingOpacity(opacity), stroke.lineWidth)
        } else {
            let style = view.fill ?? environment.foregroundStyle ?? AnyShapeStyle(ForegroundStyle())
            let color = style.resolvedColor(in: environment) ?? ResolvedColor(red: 1, green: 1, blue: 1)
            drawing.fill = color.multiplyingOpacity(opacity)
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

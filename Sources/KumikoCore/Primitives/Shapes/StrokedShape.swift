import Foundation

/// A shape's outline stroked with a style, as a shape of its own (what `stroke(lineWidth:)` and `stroke(style:)`
/// return): drawn as a line in the foreground style, or in the style it is filled with
/// (`Circle().stroke(lineWidth: 4).fill(.red)` is a red ring).
public struct _StrokedShape<Base: Shape>: Shape, StrokedShapeOutline {
    let shape: Base
    let strokeStyle: StrokeStyle
    init(shape: Base, style: StrokeStyle) {
        self.shape = shape
        strokeStyle = style
    }
    /// The base shape's outline (the line is drawn along it).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape that stands for a stroked outline: filling it colours the line.
protocol StrokedShapeOutline {
    var strokeStyle: StrokeStyle { get }
}

/// The part of a shape's outline between two fractions of its length (what `trim(from:to:)` returns).
public struct _TrimmedShape<Base: Shape>: Shape {
    let shape: Base
    let start: CGFloat
    let end: CGFloat
    /// The trimmed outline.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: start, to: end) }
    /// The base shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// The part of the shape's outline from `startFraction` to `endFraction` of its length (0…1).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, start: startFraction, end: endFraction)
    }
}

/// A view that draws a shape, as SwiftUI's `ShapeView` (iOS 17): a filled shape that can still be stroked.
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

extension _ShapeView {
    /// The filled shape, stroked too: the fill, then the stroke over it.
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<S> {
        _ShapeView(shape: shape, fill: fill, stroke: (AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth)))
    }

    /// The filled shape, stroked too with a stroke style.
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<S> {
        _ShapeView(shape: shape, fill: fill, stroke: (AnyShapeStyle(content), style))
    }

    /// The filled shape, its outline stroked inside its bounds too.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style = .foreground, lineWidth: CGFloat = 1,
                                                antialiased: Bool = true) -> _ShapeView<S> {
        stroke(content, lineWidth: lineWidth)
    }

    /// The filled shape, its outline stroked inside its bounds with a stroke style too.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style = .foreground, style: StrokeStyle,
                                                antialiased: Bool = true) -> _ShapeView<S> {
        stroke(content, style: style)
    }
}

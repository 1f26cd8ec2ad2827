import Foundation

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading radius.
    public var topLeading: CGFloat
    /// The bottom-leading radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing radius.
    public var topTrailing: CGFloat
    /// Creates radii (0 by default).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have radii of their own, as SwiftUI's `UnevenRoundedRectangle`. Each radius is at
/// most half the shorter side; a radius that is not a number or negative is 0.
public struct UnevenRoundedRectangle: Shape {
    /// The corner radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style.
    public var style: RoundedCornerStyle

    /// Creates the shape from radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates the shape from each corner's radius.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The outline in `rect`: straight edges between quarter circles at the corners.
    public func path(in rect: CGRect) -> Path {
        let limit = max(min(rect.width, rect.height) / 2, 0)
        func radius(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), limit) : 0 }
        let (tl, bl, br, tr) = (radius(cornerRadii.topLeading), radius(cornerRadii.bottomLeading),
                                radius(cornerRadii.bottomTrailing), radius(cornerRadii.topTrailing))
        if tl == 0, bl == 0, br == 0, tr == 0 { return Path(rect) }
        if tl == bl, bl == br, br == tr { return Path(roundedRect: rect, cornerRadius: tl, style: style) }
        return Path { path in
            path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
            if tr > 0 {
                path.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr,
                            startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
            }
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
            if br > 0 {
                path.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br,
                            startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            }
            path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
            if bl > 0 {
                path.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl,
                            startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
            }
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
            if tl > 0 {
                path.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl,
                            startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
            }
            path.closeSubpath()
        }
    }
}

/// A shape that takes the shape of its container, as SwiftUI's `ContainerRelativeShape`: a rectangle where the
/// container has no shape (a terminal's windows and widgets are rectangles).
public struct ContainerRelativeShape: Shape {
    /// Creates the shape.
    public init() {}
    /// The rectangle filling `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

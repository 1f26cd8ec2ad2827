import Foundation

private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The tint set with `tint(_:)` or `accentColor(_:)` (nil: the standard accent colour).
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour `Color.accentColor` draws in: the tint's, resolved where it was set (a tint of
    /// `Color.accentColor` is the standard accent colour, one of `.primary` the default foreground, nil), else
    /// the standard accent colour.
    var accentColor: ResolvedColor? {
        guard let tint else { return Color.standardAccent }
        var outer = self
        outer.tint = nil
        return tint.resolvedColor(in: outer)
    }
}

extension View {
    /// Sets the tint of the views inside: the colour of `Color.accentColor`, `.tint`, buttons' labels and the
    /// accent parts a view draws itself (nil keeps the tint further out).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment(\.tint) { current in
            if let tint { current = AnyShapeStyle(tint) }
        }
    }

    /// Sets the tint of the views inside to a colour (nil keeps the tint further out).
    public func tint(_ tint: Color?) -> some View {
        transformEnvironment(\.tint) { current in
            if let tint { current = AnyShapeStyle(tint) }
        }
    }

    /// Sets the accent colour of the views inside (deprecated in SwiftUI in favour of `tint(_:)`, which it is).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

import Foundation

/// The tint of a list item's icon and accents, as SwiftUI's `ListItemTint`.
public struct ListItemTint: Sendable {
    let color: Color?
    /// A tint that is always used.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A tint used unless the system overrides it (it never does in Kumiko).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// No colour: the item's icon in the foreground colour.
    public static let monochrome = ListItemTint(color: nil)
}

extension View {
    /// Sets the tint of this list item: the tint of its content (`Color.accentColor`, `.tint`, buttons), or, for
    /// `.monochrome`, the foreground colour.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        transformEnvironment(\.tint) { current in
            guard let tint else { return }
            current = AnyShapeStyle(tint.color ?? Color.primary)
        }
    }

    /// Sets the tint of this list item to a colour (nil keeps the tint further out).
    public func listItemTint(_ tint: Color?) -> some View { listItemTint(tint.map(ListItemTint.fixed)) }
}

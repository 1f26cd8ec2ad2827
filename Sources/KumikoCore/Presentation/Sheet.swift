import Foundation

extension View {
    /// Presents a sheet while `isPresented` is true, as SwiftUI's `sheet(isPresented:onDismiss:content:)`.
    ///
    /// In a terminal the sheet is a card rising from the bottom of the window (see ``presentationDetents(_:)``
    /// for its height); the view beneath is dimmed and takes no input. Escape closes it (setting
    /// `isPresented` to false), as swiping it down does on iOS; so does `dismiss()` inside it.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to whether the sheet is shown.
    ///   - onDismiss: Runs after the sheet is closed.
    ///   - content: The sheet's content.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet for `item` while it is not nil, as SwiftUI's `sheet(item:onDismiss:content:)`; a new
    /// item (another identity) replaces the sheet's content and its state.
    ///
    /// - Parameters:
    ///   - item: A binding to the item the sheet shows; closing the sheet sets it to nil.
    ///   - onDismiss: Runs after the sheet is closed.
    ///   - content: The sheet's content for the item.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Covers the whole window with a view while `isPresented` is true, as SwiftUI's `fullScreenCover`.
    /// Escape closes it, as `dismiss()` inside it does.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to whether the cover is shown.
    ///   - onDismiss: Runs after the cover is closed.
    ///   - content: The cover's content.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Covers the whole window with a view for `item` while it is not nil.
    ///
    /// - Parameters:
    ///   - item: A binding to the item the cover shows; closing it sets the item to nil.
    ///   - onDismiss: Runs after the cover is closed.
    ///   - content: The cover's content for the item.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                  @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a popover while `isPresented` is true. A terminal shows it as a sheet, as an iPhone does; the
    /// anchor and arrow edge are accepted and ignored.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to whether the popover is shown.
    ///   - attachmentAnchor: Where the popover would point (ignored).
    ///   - arrowEdge: The edge the arrow would be on (ignored).
    ///   - content: The popover's content.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents a popover for `item` while it is not nil, shown as a sheet.
    ///
    /// - Parameters:
    ///   - item: A binding to the item the popover shows.
    ///   - attachmentAnchor: Where the popover would point (ignored).
    ///   - arrowEdge: The edge the arrow would be on (ignored).
    ///   - content: The popover's content for the item.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: nil, content: content)
    }

    /// A presentation shown while a Boolean binding is true; ending it sets the binding to false.
    func presentation<Content: View>(_ kind: PresentationKind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
                                     content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(
            kind: kind,
            presented: { isPresented.wrappedValue ? (AnyHashable(0), content()) : nil },
            end: { if isPresented.wrappedValue { isPresented.wrappedValue = false } },
            onDismiss: onDismiss))
    }

    /// A presentation shown while an item binding is not nil, keyed by the item's identity; ending it sets
    /// the binding to nil.
    func presentation<Item: Identifiable, Content: View>(_ kind: PresentationKind, item: Binding<Item?>, onDismiss: (() -> Void)?,
                                                         content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(
            kind: kind,
            presented: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
            end: { if item.wrappedValue != nil { item.wrappedValue = nil } },
            onDismiss: onDismiss))
    }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor` (a terminal shows popovers as sheets).
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// A geometry value of a view that another view can resolve, as SwiftUI's `Anchor` (only its sources exist
/// in Kumiko, for popover anchors).
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source {
        let value: Value?
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(value: nil) }

    /// A rectangle in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(value: rect) }
}

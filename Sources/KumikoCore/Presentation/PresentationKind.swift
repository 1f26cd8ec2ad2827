import Foundation

/// How a presented view is shown over the window (DESIGN.md §3.9): the chrome drawn around it and where it goes.
enum PresentationKind: Equatable {
    /// A card rising from the bottom edge (`sheet`, and `popover`, which iPhones show as a sheet).
    case sheet
    /// The whole window (`fullScreenCover`).
    case fullScreenCover
    /// A small box in the middle with a title, a message and a row or column of buttons (`alert`).
    case alert
    /// An action sheet at the bottom: a message and a column of buttons (`confirmationDialog`).
    case confirmationDialog
    /// A popup menu (`Menu`, a menu-style `Picker`): a rounded box just below the view that presents it, or
    /// above it when there is no room below, kept inside the window.
    case menu

    /// Whether the presentation draws over the view beneath without hiding all of it (which is then dimmed).
    var showsPresenter: Bool { self != .fullScreenCover }
}

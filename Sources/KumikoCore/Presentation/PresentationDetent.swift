import Foundation

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`. In a terminal: `.large` leaves one row of
/// the view beneath visible at the top, `.medium` takes the lower half, `.fraction` and `.height` what they say
/// (rounded to whole rows).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium
        case large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// About half the window's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height, less the row that shows the view beneath.
    public static let large = PresentationDetent(kind: .large)

    /// A fraction (0 to 1) of the window's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height in a window `available` points tall (the window's height less the top row), at
    /// least one row and at most `available`; NaN and negative values are read as the smallest height.
    func sheetHeight(available: CGFloat, row: CGFloat) -> CGFloat {
        let wanted: CGFloat
        switch kind {
        case .large: wanted = available
        case .medium: wanted = ((available + row) / 2 / row).rounded(.up) * row
        case .fraction(let fraction): wanted = ((available + row) * (fraction.isFinite ? fraction : 0) / row).rounded() * row
        case .height(let height): wanted = ((height.isFinite ? height : 0) / row).rounded(.up) * row + row
        }
        return min(max(wanted, min(2 * row, available)), available)
    }
}

/// Whether the view beneath a sheet stays interactive, as SwiftUI's `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable {
        case automatic
        case disabled
        case enabled(upThrough: PresentationDetent?)
    }

    let kind: Kind

    /// The platform's default: the view beneath takes no input while a sheet is shown.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// The view beneath takes no input.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// The view beneath takes keys and clicks (Tab reaches it too).
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))

    /// The view beneath is interactive while the sheet rests at `detent` or lower; a terminal treats this as
    /// `.enabled`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }
}

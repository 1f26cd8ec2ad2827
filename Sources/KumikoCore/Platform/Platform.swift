import Foundation

/// Everything a platform decides about how views are measured and drawn (DESIGN.md §2 "platform", §3.5): its
/// metrics, its text measurement, the grid a layout value snaps to, and its automatic styles.
///
/// Core decides what things mean (a row is selected, a toggle is on, this text is a headline); the platform
/// decides what that looks like and how big it is. A backend puts its platform into the base environment of
/// every graph it drives (the terminal's is `Platform.terminal` in `KumikoTerminal`); a graph driven without one
/// gets ``Platform/points``, a neutral platform in points with no look of its own.
package struct Platform: @unchecked Sendable {
    /// The platform's values, shared by every copy until one is changed (copy on write): views read the
    /// platform from the environment many times a frame, and a copy of a box is one retain where a copy of the
    /// values themselves would retain every existential and closure in them.
    private final class Storage {
        var name: String
        var metrics: PlatformMetrics
        var text: any TextMeasuring
        var grid: DeviceGrid
        var styles: PlatformStyles
        var symbols: any SymbolImages
        var activatesOnRelease = false
        var drawsAnimations = false
        var deviceVariants = ["iphone"]

        init(name: String, metrics: PlatformMetrics, text: any TextMeasuring, grid: DeviceGrid, styles: PlatformStyles,
             symbols: any SymbolImages) {
            self.name = name
            self.metrics = metrics
            self.text = text
            self.grid = grid
            self.styles = styles
            self.symbols = symbols
        }

        func copy() -> Storage {
            let copy = Storage(name: name, metrics: metrics, text: text, grid: grid, styles: styles, symbols: symbols)
            copy.activatesOnRelease = activatesOnRelease
            copy.drawsAnimations = drawsAnimations
            copy.deviceVariants = deviceVariants
            return copy
        }
    }

    private var storage: Storage

    /// Changes the values, copying them first if another platform value shares them.
    private mutating func change(_ body: (Storage) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        body(storage)
    }

    /// A short name for diagnostics ("terminal", "points", "web").
    package var name: String {
        get { storage.name }
        set { change { $0.name = newValue } }
    }
    /// Default spacing, padding and size classes.
    package var metrics: PlatformMetrics {
        get { storage.metrics }
        set { change { $0.metrics = newValue } }
    }
    /// Measures text (through a ``CheckedTextMeasurer``: a faulty measurer never puts NaN into layout).
    package var text: any TextMeasuring {
        get { storage.text }
        set { change { $0.text = Self.checked(newValue) } }
    }
    /// The device grid layout values snap to where a platform needs whole units (terminal cells, pixels).
    package var grid: DeviceGrid {
        get { storage.grid }
        set { change { $0.grid = newValue } }
    }
    /// The looks of the automatic control styles.
    package var styles: PlatformStyles {
        get { storage.styles }
        set { change { $0.styles = newValue } }
    }
    /// How big images of symbols and named images are.
    package var symbols: any SymbolImages {
        get { storage.symbols }
        set { change { $0.symbols = newValue } }
    }

    /// Whether a press activates what it lands on when it ends (iOS's touch-up activation, the browser's) rather
    /// than when it begins (a terminal's mouse): a list row then opens on release, unless the press became a
    /// swipe or a scroll.
    package var activatesOnRelease: Bool {
        get { storage.activatesOnRelease }
        set { change { $0.activatesOnRelease = newValue } }
    }

    /// Whether the backend plays animations (the browser): a change made with an animation marks the frame it
    /// makes with it, and the transaction's completions wait for it. A platform that does not (a terminal) shows
    /// end states at once.
    package var drawsAnimations: Bool {
        get { storage.drawsAnimations }
        set { change { $0.drawsAnimations = newValue } }
    }

    /// The device variations of a String Catalog this platform shows, most wanted first (Xcode's names: `iphone`,
    /// `ipad`, `mac`, `applewatch`, `appletv`, `applevision`; `other` is always the last resort). The points and web
    /// platforms have the iPhone's look and take `iphone`; a terminal, driven by a keyboard on a computer, takes
    /// `mac`.
    package var deviceVariants: [String] {
        get { storage.deviceVariants }
        set { change { $0.deviceVariants = newValue } }
    }

    /// Creates a platform.
    package init(name: String, metrics: PlatformMetrics, text: any TextMeasuring, grid: DeviceGrid,
                 styles: PlatformStyles = PlatformStyles(), symbols: any SymbolImages = EstimatedSymbolImages()) {
        storage = Storage(name: name, metrics: metrics, text: Self.checked(text), grid: grid, styles: styles, symbols: symbols)
    }

    /// `text` measuring through a ``CheckedTextMeasurer``.
    private static func checked(_ text: any TextMeasuring) -> any TextMeasuring {
        text is CheckedTextMeasurer ? text : CheckedTextMeasurer(measurer: text)
    }

    /// A neutral platform in points: iOS's layout metrics, text measured by ``UniformTextMeasurer`` at its
    /// defaults, snapped to whole points. What a graph gets when no backend set a platform.
    package static let points = Platform(
        name: "points", metrics: .iOS, text: UniformTextMeasurer(), grid: DeviceGrid(unit: CGSize(width: 1, height: 1))
    )
}

/// How a platform sizes images (DESIGN.md §2): an `Image(systemName:)` keeps its symbol's name, and the platform
/// says how big that symbol is in a font (and draws it, from a ``Chrome/symbol(systemName:font:)`` item); a
/// named image, which Kumiko cannot load, is the platform's placeholder (``Chrome/namedImage(_:font:)``).
package protocol SymbolImages: Sendable {
    /// The size of the image of the system symbol `systemName` (nil: a named image's placeholder) in `font`.
    func size(ofSymbol systemName: String?, in font: ResolvedFont) -> CGSize

    /// The characters that stand for the image of `systemName` (nil: a named image's placeholder) inside a line
    /// of text (`Text(image)`, an interpolated image, a tab item's or a menu entry's title), or nil when the
    /// platform draws the image itself: the line then holds ``Text/objectReplacement`` (U+FFFC, as an attachment
    /// in an attributed string) ``size(ofSymbol:in:)`` wide, and a ``Chrome/symbol(systemName:font:)`` or
    /// ``Chrome/namedImage(_:font:)`` item is drawn at its place. Either way the image takes its platform width.
    func inlineText(forSymbol systemName: String?) -> String?
}

extension SymbolImages {
    /// No characters: the platform draws inline images as chrome items.
    package func inlineText(forSymbol systemName: String?) -> String? { nil }
}

/// Symbols sized without a symbol font: a square as tall as the font's size (an estimate; SF Symbols' widths vary
/// by symbol, their heights follow the font's cap height and weight). ``Platform/points``'s.
package struct EstimatedSymbolImages: SymbolImages {
    /// Creates the estimate.
    package init() {}

    package func size(ofSymbol systemName: String?, in font: ResolvedFont) -> CGSize {
        CGSize(width: font.size, height: font.size)
    }
}

/// The grid of a device: the unit a platform's layout values snap to (a terminal cell, a pixel).
package struct DeviceGrid: Equatable, Sendable {
    /// The size of one unit in points.
    package var unit: CGSize

    /// Creates a grid of units of `unit` points (a non-finite or non-positive side counts as 1 pt).
    package init(unit: CGSize) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 1 }
        self.unit = CGSize(width: clean(unit.width), height: clean(unit.height))
    }

    /// The unit's length along an axis.
    package func unit(along axis: Axis) -> CGFloat { axis == .horizontal ? unit.width : unit.height }

    /// `length` rounded to the nearest whole number of units (halves away from zero); NaN counts as 0.
    package func rounded(_ length: CGFloat, along axis: Axis) -> CGFloat {
        let unit = unit(along: axis)
        return CGFloat((length / unit).clampedInt()) * unit
    }

    /// `length` rounded down to a whole number of units; NaN counts as 0.
    package func floored(_ length: CGFloat, along axis: Axis) -> CGFloat {
        let unit = unit(along: axis)
        return CGFloat((length / unit).clampedInt(.down)) * unit
    }
}

private struct PlatformKey: EnvironmentKey {
    static let defaultValue = Platform.points
}

extension EnvironmentValues {
    /// The platform the views are measured and drawn for (set by the backend; ``Platform/points`` otherwise).
    package var platform: Platform {
        get { self[PlatformKey.self] }
        set { self[PlatformKey.self] = newValue }
    }
}

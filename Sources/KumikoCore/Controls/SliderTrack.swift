import Foundation

/// A slider's value, range and step with the value type erased (the arithmetic in `Double`): where the thumb
/// is and which value a key or a click sets. Bad numbers are sanitised here, with one-time diagnostics.
struct SliderModel {
    /// Reads the bound value.
    let read: () -> Double
    /// Writes the bound value.
    let write: (Double) -> Void
    /// The lowest value (finite).
    let lower: Double
    /// The highest value (finite, not below `lower`).
    let upper: Double
    /// The distance between the values the slider takes (positive, finite); nil for any value.
    let step: Double?
    /// Called with `true` before and `false` after each change.
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        read = { Double(value.wrappedValue) }
        write = { value.wrappedValue = V($0) }
        var lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        if !lower.isFinite || !upper.isFinite {
            Diagnostics.warnOnce("Slider.nonFiniteBounds", "A Slider's range \(lower)…\(upper) is not finite; its infinite or NaN ends are taken as 0 and 1 past the other end.")
            if !lower.isFinite { lower = upper.isFinite ? upper - 1 : 0 }
            if !upper.isFinite { upper = lower + 1 }
        }
        if upper < lower { swap(&lower, &upper) }
        if lower == upper {
            Diagnostics.warnOnce("Slider.emptyRange", "A Slider's range \(lower)…\(upper) is empty; it shows its thumb at the start and its keys do nothing.")
        }
        self.lower = lower
        self.upper = upper
        let step = step.map { Double($0) }
        if let step, !(step.isFinite && step > 0) {
            Diagnostics.warnOnce("Slider.badStep", "A Slider's step \(step) is not a positive number; the slider takes any value.")
            self.step = nil
        } else {
            self.step = step
        }
        self.onEditingChanged = onEditingChanged
    }

    /// The value now, within the range (NaN reads as the lowest value, with a one-time diagnostic).
    var value: Double {
        let value = read()
        if value.isNaN {
            Diagnostics.warnOnce("Slider.nanValue", "A Slider's value is NaN; it is shown at the start of its range.")
            return lower
        }
        return min(max(value, lower), upper)
    }

    /// Where the value is, from 0 (the lowest value) to 1 (the highest); 0 for an empty range.
    var fraction: Double {
        upper > lower ? (value - lower) / (upper - lower) : 0
    }

    /// The highest value the slider takes: the upper bound, or the last step below it.
    private var highest: Double {
        guard let step else { return upper }
        return lower + ((upper - lower) / step + 1e-9).rounded(.down) * step
    }

    /// The value nearest `value` that the slider takes (on a step, within the range).
    func snapped(_ value: Double) -> Double {
        guard value.isFinite else { return lower }
        guard let step else { return min(max(value, lower), upper) }
        let steps = ((value - lower) / step).rounded()
        return min(max(lower + steps * step, lower), highest)
    }

    /// The value one step above (`direction` 1) or below (-1) the value now: the next step in that direction
    /// (from a value between steps, the nearest step that way), or a twentieth of the range without a step.
    func stepped(_ direction: Int) -> Double {
        guard let step else { return snapped(value + Double(direction) * (upper - lower) / 20) }
        let steps = (value - lower) / step
        let next = direction > 0 ? (steps + 1e-9).rounded(.down) + 1 : (steps - 1e-9).rounded(.up) - 1
        return min(max(lower + next * step, lower), highest)
    }

    /// The value at a fraction of the track (0 the start, 1 the end).
    func value(atFraction fraction: Double) -> Double {
        snapped(lower + min(max(fraction, 0), 1) * (upper - lower))
    }

    /// The lowest and highest values the slider takes.
    var ends: (low: Double, high: Double) { (lower, highest) }

    /// Sets the value, telling `onEditingChanged` around it; nothing happens for an empty range.
    func set(_ newValue: Double) {
        guard upper > lower else { return }
        onEditingChanged(true)
        if newValue != read() { write(newValue) }
        onEditingChanged(false)
    }
}

/// Internal: a slider's track, which is also its focus target (the value labels around it are not).
struct SliderTrack: View, PrimitiveView {
    let model: SliderModel

    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { SliderTrackNode(graph: graph) }
}

/// The node of a ``SliderTrack``: it draws the track and takes ←/→, Home/End and clicks.
@MainActor
final class SliderTrackNode: ViewNode, FocusTarget {
    override var focusTarget: (any FocusTarget)? { self }
    private(set) var model: SliderModel?
    private lazy var element = SliderTrackElement(node: self)

    override var producesElements: Bool { true }

    override func setView(_ view: any View) -> Bool {
        model = (view as! SliderTrack).model
        return true
    }

    override func evaluate() {
        // The value is read while drawing; reading it here too makes a change of the binding redraw the track.
        _ = trackingReads { model?.value }
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        elements.append(element)
    }

    var acceptsFocus: Bool { model != nil }

    var keyHelp: [KeyHelp] { [KeyHelp([.leftArrow, .rightArrow], "adjust")] }

    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        guard let model else { return .ignored }
        switch (press.key, press.modifiers) {
        case (.leftArrow, []): model.set(model.stepped(-1))
        case (.rightArrow, []): model.set(model.stepped(1))
        case (.home, []): model.set(model.ends.low)
        case (.end, []): model.set(model.ends.high)
        default: return .ignored
        }
        return .handled
    }

    /// A click sets the value at the clicked unit of the device grid (a terminal's column; the first unit the
    /// lowest value, the last the highest).
    func handleClick(at point: CGPoint) {
        guard let model else { return }
        let unit = environment.platform.grid.unit.width
        let units = element.units
        guard units > 0 else { return }
        let index = min(max(((point.x - element.frame.minX) / unit).clampedInt(.down), 0), units - 1)
        model.set(model.value(atFraction: units > 1 ? Double(index) / Double(units - 1) : 0))
    }
}

/// Lays out a slider's track and places its chrome (``Chrome/sliderTrack(fraction:)``): as tall as the platform's
/// `sliderHeight`, as wide as offered (``ProgressFraction/idealBarWidth`` when no width is), snapped down to whole
/// units of the device grid.
@MainActor
final class SliderTrackElement: LayoutElement {
    private var model: SliderModel? { (node as? SliderTrackNode)?.model }

    /// A slider, its value the bound value.
    override var accessibilityElement: AccessibilityElement? {
        guard let model else { return nil }
        return AccessibilityElement(role: .slider, value: model.read().formatted(), isDisabled: !(node?.isEnabled ?? true))
    }

    /// The track's width in whole units of the device grid.
    var units: Int {
        max((frame.width / environment.platform.grid.unit.width).clampedInt(.down), 0)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ProgressFraction.idealBarWidth
        return CGSize(width: width, height: environment.platformMetrics.controls.sliderHeight)
    }

    override func draw(into list: inout DisplayList) {
        guard let model else { return }
        let environment = self.environment
        let width = environment.platform.grid.floored(frame.width, along: .horizontal)
        guard width > 0 else { return }
        let start = list.count
        defer { if !environment.isEnabled { list.mark(from: start, as: .disabled) } }
        list.append(.sliderTrack(fraction: model.fraction), frame: CGRect(x: frame.minX, y: frame.minY, width: width, height: frame.height),
                    tint: environment.foregroundStyleColor, opacity: environment.drawingOpacity)
    }
}

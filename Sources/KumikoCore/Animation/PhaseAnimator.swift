import Foundation

/// A container that animates its content through a sequence of phases, as SwiftUI's `PhaseAnimator`.
///
/// A terminal shows the phase an animation comes to rest in, and says so once on stderr: with a trigger, the
/// first phase (each change of the trigger runs through every phase and back to the first); without one, the
/// animation cycles for as long as the view is shown, and the last phase is shown. An empty sequence of phases
/// shows nothing, with a diagnostic.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phases: [Phase]
    private let trigger: AnyEquatableValue?
    private let content: (Phase) -> Content

    /// Cycles through the phases each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnyEquatableValue(trigger)
        self.content = content
    }

    /// Cycles through the phases continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
    }

    /// The phase shown at rest: the first with a trigger, the last without.
    var restingPhase: Phase? {
        if phases.isEmpty {
            Diagnostics.warnOnce("phaseAnimator.empty", "phaseAnimator: the sequence of phases is empty; nothing is shown.")
            return nil
        }
        if trigger == nil {
            Diagnostics.warnOnce("phaseAnimator.continuous",
                "phaseAnimator: a terminal does not animate; a continuously cycling phase animator shows its last phase.")
            return phases.last
        }
        return phases.first
    }

    /// The content in its resting phase.
    public var body: some View {
        if let phase = restingPhase {
            content(phase)
                .onChange(of: trigger) {
                    Diagnostics.warnOnce("phaseAnimator.trigger",
                        "phaseAnimator: a terminal does not animate; the phases run at once and the first phase is shown.")
                }
        }
    }
}

/// An equatable value of any type, for triggers.
struct AnyEquatableValue: Equatable {
    let value: Any
    private let isEqual: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }
    static func == (lhs: AnyEquatableValue, rhs: AnyEquatableValue) -> Bool { lhs.isEqual(rhs.value) }
}

extension View {
    /// Animates the effects `content` applies to this view through the phases each time `trigger` changes. A
    /// terminal shows the first phase, where such an animation ends.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(self), $0) }, animation: animation)
    }

    /// Animates the effects `content` applies to this view through the phases continuously. A terminal shows the
    /// last phase (said once on stderr).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(self), $0) }, animation: animation)
    }
}

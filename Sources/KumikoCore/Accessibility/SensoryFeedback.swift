/// Represents a type of haptic and/or audio feedback that can be played, as SwiftUI's `SensoryFeedback`. A
/// terminal plays none: `sensoryFeedback` says so once on standard error.
public struct SensoryFeedback: Equatable, Sendable {
    private let name: String

    /// Indicates that a task or action has completed.
    public static let success = SensoryFeedback(name: "success")
    /// Indicates that a task or action has produced a warning of some kind.
    public static let warning = SensoryFeedback(name: "warning")
    /// Indicates that an error has occurred.
    public static let error = SensoryFeedback(name: "error")
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback(name: "selection")
    /// Indicates that an important value increased above a significant threshold.
    public static let increase = SensoryFeedback(name: "increase")
    /// Indicates that an important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// Indicates that an activity started.
    public static let start = SensoryFeedback(name: "start")
    /// Indicates that an activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Indicates the alignment of a dragged item.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// Indicates movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// Indicates a drawn path has completed and/or recognized.
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// Provides a physical metaphor you can use to complement a visual experience.
    public static let impact = SensoryFeedback(name: "impact")

    /// Provides a physical metaphor you can use to complement a visual experience.
    ///
    /// - Parameters:
    ///   - weight: The weight to be represented by a type of feedback.
    ///   - intensity: The intensity of the feedback.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact.\(weight.name)")
    }

    /// Provides a physical metaphor you can use to complement a visual experience.
    ///
    /// - Parameters:
    ///   - flexibility: The flexibility to be represented by a type of feedback.
    ///   - intensity: The intensity of the feedback.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact.\(flexibility.name)")
    }

    /// The weight to be represented by a type of feedback.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// Indicates a collision between small or lightweight UI objects.
        public static let light = Weight(name: "light")
        /// Indicates a collision between medium-sized or medium-weight UI objects.
        public static let medium = Weight(name: "medium")
        /// Indicates a collision between large or heavyweight UI objects.
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility to be represented by a type of feedback.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// Indicates a collision between hard or inflexible UI objects.
        public static let rigid = Flexibility(name: "rigid")
        /// Indicates a collision between solid UI objects of medium flexibility.
        public static let solid = Flexibility(name: "solid")
        /// Indicates a collision between soft or flexible UI objects.
        public static let soft = Flexibility(name: "soft")
    }
}

extension View {
    private func warnNoSensoryFeedback() {
        Diagnostics.warnOnce("sensoryFeedback", "sensoryFeedback: a terminal has no haptics or feedback sounds; no feedback is played.")
    }

    /// Plays the specified feedback when the provided trigger value changes (a terminal plays none and says so
    /// once).
    ///
    /// - Parameters:
    ///   - feedback: Which type of feedback to play.
    ///   - trigger: A value to monitor for changes to determine when to play.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        warnNoSensoryFeedback()
        return self
    }

    /// Plays the specified feedback when the provided trigger value changes and the condition closure returns
    /// true (a terminal plays none and says so once).
    ///
    /// - Parameters:
    ///   - feedback: Which type of feedback to play.
    ///   - trigger: A value to monitor for changes to determine when to play.
    ///   - condition: Whether to play the feedback for a change from the old value to the new one.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        warnNoSensoryFeedback()
        return self
    }

    /// Plays feedback when returned from the feedback closure after the provided trigger value changes (a
    /// terminal plays none and says so once).
    ///
    /// - Parameters:
    ///   - trigger: A value to monitor for changes to determine when to play.
    ///   - feedback: The feedback to play for a change from the old value to the new one, if any.
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        warnNoSensoryFeedback()
        return self
    }
}

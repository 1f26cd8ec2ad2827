/// The system's accessibility settings, as SwiftUI's environment values read them. A terminal has no screen
/// reader or display accommodations to report: every one is `false`.
extension EnvironmentValues {
    /// Whether the system preference for Differentiate without Color is enabled (never, on a terminal).
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Whether the system preference for Reduce Transparency is enabled (never, on a terminal).
    public var accessibilityReduceTransparency: Bool { false }
    /// Whether the system preference for Reduce Motion is enabled (never, on a terminal: it draws no motion
    /// anyway).
    public var accessibilityReduceMotion: Bool { false }
    /// Whether the system preference for Invert Colors is enabled (never, on a terminal).
    public var accessibilityInvertColors: Bool { false }
    /// Whether the system preference for Show Button Shapes is enabled (never, on a terminal).
    public var accessibilityShowButtonShapes: Bool { false }
    /// Whether the setting to reduce flashing or strobing lights in video content is on (never, on a terminal).
    public var accessibilityDimFlashingLights: Bool { false }
    /// Whether the setting for playing animations in an animated image is on (always, on a terminal).
    public var accessibilityPlayAnimatedImages: Bool { true }
    /// Whether an accessibility feature such as VoiceOver is in use (never, on a terminal).
    public var accessibilityEnabled: Bool { false }
    /// Whether VoiceOver is enabled (never, on a terminal).
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// Whether Switch Control is enabled (never, on a terminal).
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// Whether the Large Content Viewer is enabled (never, on a terminal).
    public var accessibilityLargeContentViewerEnabled: Bool { false }
}

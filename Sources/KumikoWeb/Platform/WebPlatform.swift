import Foundation
import KumikoCore

extension Platform {
    /// The browser (DESIGN.md §3.10): iOS's metrics, text measured with the font files the page is served, layout
    /// values snapped to whole points (CSS pixels), taps acting on release.
    package static func web(fonts: WebFonts) -> Platform {
        var platform = Platform(name: "web", metrics: .iOS, text: fonts.measurer, grid: DeviceGrid(unit: CGSize(width: 1, height: 1)))
        // As on iOS, a tap acts when the finger (or the button) comes up.
        platform.activatesOnRelease = true
        // The page plays the animations changes ask for (`withAnimation`, `animation(_:value:)`, transitions).
        platform.drawsAnimations = true
        return platform
    }
}

extension EnvironmentValues {
    /// `environment` over a base holding the web platform: what every graph a browser session drives starts from.
    package static func web(_ platform: Platform, _ environment: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var base = EnvironmentValues()
        base.platform = platform
        return environment.layered(over: base)
    }

    /// The environment a browser session's graph starts from: the web platform, and the locale its page asked for
    /// (`Accept-Language`, ``AcceptLanguage``) when it asked for one, so that its texts are in that language, with
    /// that language's layout direction (right to left for Arabic, Hebrew, Persian, Urdu, …).
    package static func webSession(_ platform: Platform, locale: Locale?) -> EnvironmentValues {
        var environment = web(platform)
        if let locale {
            environment.locale = locale
            environment.layoutDirection = LayoutDirection(of: locale)
        }
        return environment
    }
}

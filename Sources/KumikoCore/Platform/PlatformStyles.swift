import Foundation

/// The looks a platform gives SwiftUI's automatic and built-in control styles (a toggle's switch, a bordered
/// button): the body a style's `makeBody(configuration:)` returns when the style leaves the look to the platform.
package struct PlatformStyles {
    /// Creates the platform-neutral styles.
    package init() {}
}

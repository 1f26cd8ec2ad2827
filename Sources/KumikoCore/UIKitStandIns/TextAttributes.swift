import Foundation

extension NSAttributedString.Key {
    /// The text's colour, a ``UIColor`` (UIKit's key, which Linux's Foundation lacks).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text, a ``UIColor``.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The text's font, a ``UIFont``.
    public static let font = NSAttributedString.Key("NSFont")
    /// The space added between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
}

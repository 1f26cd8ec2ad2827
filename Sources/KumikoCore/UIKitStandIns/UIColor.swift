import Foundation

/// UIKit's colour class, so that code building a ``Color`` from a `UIColor` (`Color(UIColor.systemBackground)`,
/// `Color(uiColor: UIColor(red:green:blue:alpha:))`, `UIColor(color)`) compiles: its semantic colours are the
/// terminal's (the system background is the terminal's own, labels its foreground). It can be archived with
/// `NSKeyedArchiver` (as a colour's components).
///
/// AppKit's `NSColor` is the same class.
public final class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The SwiftUI colour this colour is.
    let color: Color

    init(color: Color) {
        self.color = color
        super.init()
    }

    /// A colour from a SwiftUI colour.
    public convenience init(_ color: Color) { self.init(color: color) }

    /// A colour from RGB components and an alpha, 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey with an alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation, brightness and alpha, 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(color: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                               opacity: Double(alpha)))
    }

    /// A colour from the app's asset catalogue: nil, as there is none on this platform.
    public convenience init?(named name: String) {
        return nil
    }

    /// The colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let components = color.resolved() ?? ResolvedColor(red: 1, green: 1, blue: 1)
        return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }

    /// Reads the colour's RGB components and alpha (the terminal's default foreground reads as white); true.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = color.resolved() ?? ResolvedColor(red: 1, green: 1, blue: 1)
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.opacity
        return true
    }

    // MARK: Archiving

    /// Colours archive securely.
    public static var supportsSecureCoding: Bool { true }

    /// Archives the colour's RGBA components.
    public func encode(with coder: NSCoder) {
        let components = color.resolved() ?? ResolvedColor(red: 1, green: 1, blue: 1)
        coder.encode(components.red, forKey: "red")
        coder.encode(components.green, forKey: "green")
        coder.encode(components.blue, forKey: "blue")
        coder.encode(components.opacity, forKey: "alpha")
    }

    /// Reads a colour archived by ``encode(with:)``.
    public init?(coder: NSCoder) {
        color = Color(red: coder.decodeDouble(forKey: "red"), green: coder.decodeDouble(forKey: "green"),
                      blue: coder.decodeDouble(forKey: "blue"), opacity: coder.decodeDouble(forKey: "alpha"))
        super.init()
    }

    /// Colours are equal when they are the same colour.
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    /// The colour's hash.
    public override var hash: Int { color.hashValue }

    // MARK: Standard colours

    /// Black.
    public static let black = UIColor(color: .black)
    /// White.
    public static let white = UIColor(color: .white)
    /// Clear.
    public static let clear = UIColor(color: .clear)
    /// Grey.
    public static let gray = UIColor(color: Color(white: 0.5))
    /// Light grey.
    public static let lightGray = UIColor(color: Color(white: 2.0 / 3))
    /// Dark grey.
    public static let darkGray = UIColor(color: Color(white: 1.0 / 3))
    /// Red.
    public static let red = UIColor(color: Color(red: 1, green: 0, blue: 0))
    /// Green.
    public static let green = UIColor(color: Color(red: 0, green: 1, blue: 0))
    /// Blue.
    public static let blue = UIColor(color: Color(red: 0, green: 0, blue: 1))
    /// Cyan.
    public static let cyan = UIColor(color: Color(red: 0, green: 1, blue: 1))
    /// Yellow.
    public static let yellow = UIColor(color: Color(red: 1, green: 1, blue: 0))
    /// Magenta.
    public static let magenta = UIColor(color: Color(red: 1, green: 0, blue: 1))
    /// Orange.
    public static let orange = UIColor(color: Color(red: 1, green: 0.5, blue: 0))
    /// Purple.
    public static let purple = UIColor(color: Color(red: 0.5, green: 0, blue: 0.5))
    /// Brown.
    public static let brown = UIColor(color: Color(red: 0.6, green: 0.4, blue: 0.2))

    // MARK: Semantic colours

    /// The system background: the terminal's own background (clear).
    public static let systemBackground = UIColor(color: .clear)
    /// A secondary background: a dark grey.
    public static let secondarySystemBackground = UIColor(color: Color(white: 0.17))
    /// A tertiary background.
    public static let tertiarySystemBackground = UIColor(color: Color(white: 0.23))
    /// The grouped background.
    public static let systemGroupedBackground = UIColor(color: .clear)
    /// The secondary grouped background.
    public static let secondarySystemGroupedBackground = UIColor(color: Color(white: 0.17))
    /// The tertiary grouped background.
    public static let tertiarySystemGroupedBackground = UIColor(color: Color(white: 0.23))
    /// Primary text.
    public static let label = UIColor(color: .primary)
    /// Secondary text.
    public static let secondaryLabel = UIColor(color: .secondary)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(color: Color(white: 0.4))
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(color: Color(white: 0.3))
    /// Placeholder text.
    public static let placeholderText = UIColor(color: Color(white: 0.4))
    /// Separators.
    public static let separator = UIColor(color: Color(white: 0.33))
    /// Opaque separators.
    public static let opaqueSeparator = UIColor(color: Color(white: 0.33))
    /// Links.
    public static let link = UIColor(color: .blue)
    /// The accent tint.
    public static let tintColor = UIColor(color: .accentColor)
    /// System grey.
    public static let systemGray = UIColor(color: .gray)
    /// System grey 2.
    public static let systemGray2 = UIColor(color: Color(white: 0.39))
    /// System grey 3.
    public static let systemGray3 = UIColor(color: Color(white: 0.28))
    /// System grey 4.
    public static let systemGray4 = UIColor(color: Color(white: 0.23))
    /// System grey 5.
    public static let systemGray5 = UIColor(color: Color(white: 0.17))
    /// System grey 6.
    public static let systemGray6 = UIColor(color: Color(white: 0.11))
    /// System blue.
    public static let systemBlue = UIColor(color: .blue)
    /// System red.
    public static let systemRed = UIColor(color: .red)
    /// System green.
    public static let systemGreen = UIColor(color: .green)
    /// System orange.
    public static let systemOrange = UIColor(color: .orange)
    /// System yellow.
    public static let systemYellow = UIColor(color: .yellow)
    /// System pink.
    public static let systemPink = UIColor(color: .pink)
    /// System purple.
    public static let systemPurple = UIColor(color: .purple)
    /// System teal.
    public static let systemTeal = UIColor(color: .teal)
    /// System indigo.
    public static let systemIndigo = UIColor(color: .indigo)
    /// System mint.
    public static let systemMint = UIColor(color: .mint)
    /// System cyan.
    public static let systemCyan = UIColor(color: .cyan)
    /// System brown.
    public static let systemBrown = UIColor(color: .brown)

    // MARK: AppKit names

    /// The window background (AppKit).
    public static let windowBackgroundColor = UIColor(color: .clear)
    /// Control background (AppKit).
    public static let controlBackgroundColor = UIColor(color: Color(white: 0.17))
    /// Text background (AppKit).
    public static let textBackgroundColor = UIColor(color: .clear)
    /// Primary text (AppKit).
    public static let labelColor = UIColor(color: .primary)
    /// Secondary text (AppKit).
    public static let secondaryLabelColor = UIColor(color: .secondary)
    /// Separators (AppKit).
    public static let separatorColor = UIColor(color: Color(white: 0.33))
    /// The accent colour (AppKit).
    public static let controlAccentColor = UIColor(color: .accentColor)
}

/// AppKit's colour class: the same as ``UIColor``.
public typealias NSColor = UIColor

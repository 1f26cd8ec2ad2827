import Foundation
import KumikoCore

/// A message from the page: the window's size, a pointer press, a drag, a context menu asked for, a wheel turn,
/// a native scroll, a key, pasted text.
///
/// Decoded strictly: at most ``maximumSize`` bytes of JSON, a known type, finite coordinates; anything else is a
/// ``ClientMessageError`` and the session that sent it is closed (never the process).
enum ClientMessage: Equatable {
    /// The page's window, in CSS pixels (points), and whether it prefers a dark colour scheme.
    case viewport(width: CGFloat, height: CGFloat, dark: Bool)
    /// The primary button went down at a point.
    case pointerDown(CGPoint, modifiers: EventModifiers)
    /// The pointer moved with the button held.
    case pointerMove(CGPoint)
    /// The button went up at a point.
    case pointerUp(CGPoint)
    /// The browser took the pointer away before the button went up (`pointercancel`: a touch became its pan).
    case pointerCancel
    /// The pointer moved to a point without a button held (the page sends these only while the frame it holds
    /// says the app watches the pointer hover, at most once per animation frame); nil: it left the window.
    case hover(CGPoint?)
    /// A secondary click or a long press at a point (the browser's `contextmenu`, or a touch held still): the
    /// context menu of what is there.
    case contextMenu(CGPoint)
    /// A wheel turn (or a trackpad's scroll) at a point, by a distance in points, outside any scroll region.
    case wheel(CGPoint, by: CGSize)
    /// The user scrolled the scroll region `region` (a ``ScrollRegion``'s id) natively to an offset in points.
    case scroll(region: UInt64, to: CGPoint)
    /// The user pulled the scroll region `region` (a ``ScrollRegion``'s id) down past its top: pull to refresh.
    case refresh(region: UInt64)
    /// A key press: the key's name as the DOM gives it (`ArrowDown`, `Enter`, `a`), its text, its modifiers.
    case key(name: String, text: String, modifiers: EventModifiers)
    /// Text pasted into the focused field.
    case paste(String)
    /// The text of the page's own field for the text input `input` (a ``TextInput``'s node) as the user left
    /// it, with the cursor at a character offset (nil: the end).
    case text(input: UInt64, text: String, cursor: Int?)
    /// The page lost track of the frames (a patch of a frame it does not hold): the next frame is sent whole.
    case resync

    /// The largest message accepted (1 MiB).
    static let maximumSize = 1 << 20

    private struct Wire: Decodable {
        let t: String
        let w: Double?, h: Double?, x: Double?, y: Double?, dx: Double?, dy: Double?, id: Double?
        let dark: Bool?
        let key: String?, text: String?
        let mods: [String]?
        let c: Double?
    }

    /// Decodes one message.
    static func decode(_ text: String) throws(ClientMessageError) -> ClientMessage {
        guard text.utf8.count <= maximumSize else { throw .tooLarge(text.utf8.count) }
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch {
            throw .malformed("not a message: \(String(text.prefix(80)))")
        }
        func number(_ value: Double?, _ name: String, limit: Double = 1_000_000) throws(ClientMessageError) -> CGFloat {
            guard let value else { throw .malformed("\(wire.t) without \(name)") }
            guard value.isFinite, abs(value) <= limit else { throw .malformed("\(wire.t): \(name) is \(value)") }
            return CGFloat(value)
        }
        func identity(_ id: Double?, _ name: String) throws(ClientMessageError) -> UInt64 {
            guard let id, id.isFinite, id >= 0, id < 9_007_199_254_740_992, id == id.rounded() else {
                throw .malformed("\(wire.t) without \(name)")
            }
            return UInt64(id)
        }
        func point() throws(ClientMessageError) -> CGPoint { CGPoint(x: try number(wire.x, "x"), y: try number(wire.y, "y")) }
        switch wire.t {
        case "viewport":
            let width = try number(wire.w, "w"), height = try number(wire.h, "h")
            guard width >= 0, height >= 0 else { throw .malformed("viewport of \(width) × \(height)") }
            return .viewport(width: width, height: height, dark: wire.dark ?? false)
        case "down": return .pointerDown(try point(), modifiers: modifiers(wire.mods))
        case "move": return .pointerMove(try point())
        case "up": return .pointerUp(try point())
        case "cancel": return .pointerCancel
        case "menu": return .contextMenu(try point())
        case "hover": return .hover(try point())
        case "leave": return .hover(nil)
        case "wheel": return .wheel(try point(), by: CGSize(width: try number(wire.dx, "dx"), height: try number(wire.dy, "dy")))
        case "scroll":
            // Content a million rows long is tens of millions of points.
            return .scroll(region: try identity(wire.id, "a region"),
                           to: CGPoint(x: try number(wire.x, "x", limit: 1e10), y: try number(wire.y, "y", limit: 1e10)))
        case "refresh": return .refresh(region: try identity(wire.id, "a region"))
        case "text":
            guard let text = wire.text else { throw .malformed("text without text") }
            let cursor = try wire.c.map { value throws(ClientMessageError) in Int(try number(value, "c", limit: 1e7)) }
            return .text(input: try identity(wire.id, "an input"), text: text, cursor: cursor.map { max($0, 0) })
        case "key":
            guard let key = wire.key, !key.isEmpty, key.count <= 32 else { throw .malformed("key without a name") }
            return .key(name: key, text: wire.text ?? "", modifiers: modifiers(wire.mods))
        case "resync": return .resync
        case "paste":
            guard let text = wire.text else { throw .malformed("paste without text") }
            return .paste(text)
        default:
            throw .malformed("unknown message type \(String(wire.t.prefix(40)))")
        }
    }

    private static func modifiers(_ names: [String]?) -> EventModifiers {
        var modifiers: EventModifiers = []
        for name in names ?? [] {
            switch name {
            case "shift": modifiers.insert(.shift)
            case "ctrl": modifiers.insert(.control)
            case "alt": modifiers.insert(.option)
            case "meta": modifiers.insert(.command)
            default: break
            }
        }
        return modifiers
    }

    /// The DOM's names of the keys that have a ``KeyEquivalent`` of their own.
    private static let namedKeys: [String: KeyEquivalent] = [
        "ArrowUp": .upArrow, "ArrowDown": .downArrow, "ArrowLeft": .leftArrow, "ArrowRight": .rightArrow,
        "Enter": .return, "Escape": .escape, "Backspace": .delete, "Delete": .deleteForward, "Tab": .tab,
        "Home": .home, "End": .end, "PageUp": .pageUp, "PageDown": .pageDown, " ": .space,
    ]

    /// The key press a DOM key stands for, or nil for keys Kumiko has no name for (F1, media keys).
    var keyPress: KeyPress? {
        guard case .key(let name, let text, let modifiers) = self else { return nil }
        if let key = Self.namedKeys[name] { return KeyPress(key: key, characters: name == " " ? " " : "", modifiers: modifiers) }
        guard name.count == 1, let character = name.first else { return nil }
        return KeyPress(key: KeyEquivalent(character), characters: text.isEmpty ? name : text, modifiers: modifiers)
    }
}

/// Why a page's message was refused.
enum ClientMessageError: Error, Equatable, CustomStringConvertible {
    /// Over ``ClientMessage/maximumSize`` bytes.
    case tooLarge(Int)
    /// Not JSON, an unknown type, or a missing or non-finite field.
    case malformed(String)

    var description: String {
        switch self {
        case .tooLarge(let size): "message of \(size) bytes (over \(ClientMessage.maximumSize))"
        case .malformed(let reason): reason
        }
    }
}

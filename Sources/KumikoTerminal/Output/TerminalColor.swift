import KumikoCore

/// A colour as a terminal of some ``ColorDepth`` is told to show it.
enum TerminalColor: Equatable, Sendable {
    /// 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
    /// An entry (16–255) of the xterm 256-colour palette.
    case indexed(UInt8)
    /// One of the 16 basic ANSI colours (0–15).
    case basic(UInt8)

    /// The colour a terminal of `depth` shows for `color`; nil for the terminal's default colour or when the
    /// terminal shows no colour. Opacity is ignored: the rasterizer has already composited translucent colours.
    init?(_ color: ResolvedColor?, depth: ColorDepth) {
        guard let color else { return nil }
        let red = Self.byte(color.red), green = Self.byte(color.green), blue = Self.byte(color.blue)
        switch depth {
        case .trueColor: self = .rgb(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
        case .indexed256: self = .indexed(XtermPalette.nearestIndex256(red: red, green: green, blue: blue))
        case .ansi16: self = .basic(XtermPalette.nearestBasicIndex(red: red, green: green, blue: blue))
        case .none: return nil
        }
    }

    /// Appends the SGR parameters that make this the foreground (`38;…`, `3x`, `9x`) or background (`48;…`, `4x`,
    /// `10x`) colour.
    func appendParameters(asBackground: Bool, to bytes: inout [UInt8]) {
        let offset = asBackground ? 10 : 0
        switch self {
        case let .rgb(red, green, blue):
            bytes.appendDecimal(38 + offset)
            for component in [2, Int(red), Int(green), Int(blue)] {
                bytes.append(UInt8(ascii: ";"))
                bytes.appendDecimal(component)
            }
        case let .indexed(index):
            bytes.appendDecimal(38 + offset)
            bytes += Array(";5;".utf8)
            bytes.appendDecimal(Int(index))
        case let .basic(index):
            bytes.appendDecimal(index < 8 ? 30 + offset + Int(index) : 90 + offset + Int(index) - 8)
        }
    }

    /// A component (0…1, anything else clamped, NaN as 0) as a byte value 0–255.
    private static func byte(_ component: Double) -> Int {
        Int((min(max(component.isNaN ? 0 : component, 0), 1) * 255).rounded())
    }
}

import KumikoCore
@testable import KumikoTerminal

/// A tiny terminal emulator for what the frame encoder writes: CUP, ED 2, SGR, synchronized output and printing
/// with xterm's rules for wide characters and auto-wrap. Anything else, and anything a real terminal would do that
/// the encoder must avoid (scrolling, wrapping, printing off screen), is recorded as a problem.
struct TerminalModel {
    /// What one screen cell shows.
    struct Glyph: Equatable, CustomStringConvertible {
        /// The character; "" for the right half of a wide one.
        var character: String
        /// The attributes it was printed with.
        var rendition: GraphicRendition

        /// A cell a real terminal blanks when half of the wide character it belonged to is overwritten; a correct
        /// frame always writes it again, so it never equals an expected glyph.
        static let damaged = Glyph(character: "<damaged>", rendition: .plain)

        var description: String { character.isEmpty ? "·" : character }
    }

    let columns: Int
    let rows: Int
    private(set) var glyphs: [Glyph]
    private(set) var problems: [String] = []
    /// The number of characters printed so far.
    private(set) var printedCount = 0
    /// The number of cursor moves (CUP) so far.
    private(set) var moveCount = 0
    private var column = 0
    private var row = 0
    private var wrapPending = false
    private var rendition = GraphicRendition.plain
    private var isSynchronized = false

    /// A screen showing garbage, as before a first frame.
    init(columns: Int, rows: Int, filler: String = "?") {
        self.columns = columns
        self.rows = rows
        glyphs = Array(repeating: Glyph(character: filler, rendition: .plain), count: columns * rows)
    }

    /// What a terminal shows for a buffer at a colour depth. A cell followed by a continuation (`""`) is a wide
    /// character over both; anything that cannot be shown as the buffer says shows as spaces: a continuation with
    /// no wide character before it, a character too wide for its cells, a control character. A narrow character
    /// followed by a continuation is shown followed by a space.
    static func expected(_ buffer: CellBuffer, depth: ColorDepth) -> [Glyph] {
        var glyphs: [Glyph] = []
        for row in 0..<buffer.rows {
            var column = 0
            while column < buffer.columns {
                let cell = buffer[column, row]
                let rendition = GraphicRendition(cell, depth: depth)
                let width = cell.character.count == 1 ? CellWidth.of(Character(cell.character)) : 0
                if !cell.isContinuation, column + 1 < buffer.columns, buffer[column + 1, row].isContinuation {
                    switch width {
                    case 2:
                        glyphs += [Glyph(character: cell.character, rendition: rendition), Glyph(character: "", rendition: rendition)]
                    case 1:
                        glyphs += [Glyph(character: cell.character, rendition: rendition), Glyph(character: " ", rendition: rendition)]
                    default:
                        glyphs += [Glyph(character: " ", rendition: rendition), Glyph(character: " ", rendition: rendition)]
                    }
                    column += 2
                } else {
                    glyphs.append(Glyph(character: width == 1 ? cell.character : " ", rendition: rendition))
                    column += 1
                }
            }
        }
        return glyphs
    }

    /// The screen as text, one line per row, `·` for right halves.
    var text: String {
        (0..<rows).map { row in glyphs[row * columns..<(row + 1) * columns].map(\.description).joined() }
            .joined(separator: "\n")
    }

    /// Reads a frame's bytes; the frame must be complete (synchronized output closed, attributes reset).
    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            for character in String(decoding: text, as: UTF8.self) { print(character) }
            text.removeAll()
        }
        while index < bytes.count {
            if bytes[index] == 0x1B {
                flushText()
                index = control(bytes, at: index)
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        flushText()
        if isSynchronized { problems.append("synchronized output left open") }
        if !bytes.isEmpty, rendition != .plain { problems.append("frame ends with attributes set") }
    }

    /// Reads a control sequence starting at `start`; returns the index after it.
    private mutating func control(_ bytes: [UInt8], at start: Int) -> Int {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
            problems.append("lone ESC")
            return start + 1
        }
        var index = start + 2
        var isPrivate = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
            isPrivate = true
            index += 1
        }
        var parameterBytes: [UInt8] = []
        while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) {
            parameterBytes.append(bytes[index])
            index += 1
        }
        guard index < bytes.count else {
            problems.append("unterminated CSI")
            return index
        }
        let parameters = String(decoding: parameterBytes, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) }
        let final = Character(Unicode.Scalar(bytes[index]))
        switch (isPrivate, final) {
        case (true, "h") where parameters == [2026]:
            if isSynchronized { problems.append("nested synchronized output") }
            isSynchronized = true
        case (true, "l") where parameters == [2026]:
            if !isSynchronized { problems.append("synchronized output closed but not open") }
            isSynchronized = false
        case (false, "H"):
            let targetRow = (parameters.first ?? 1) ?? 1
            let targetColumn = (parameters.count > 1 ? parameters[1] : 1) ?? 1
            if targetRow < 1 || targetRow > rows || targetColumn < 1 || targetColumn > columns {
                problems.append("CUP off screen: \(targetRow);\(targetColumn)")
            }
            row = min(max(targetRow - 1, 0), rows - 1)
            column = min(max(targetColumn - 1, 0), columns - 1)
            wrapPending = false
            moveCount += 1
        case (false, "J") where parameters == [2]:
            // Erased cells take the current background (BCE).
            let blank = Glyph(character: " ", rendition: GraphicRendition(foreground: nil, background: rendition.background, style: []))
            glyphs = Array(repeating: blank, count: columns * rows)
        case (false, "m"):
            selectGraphicRendition(parameters.map { $0 ?? 0 })
        default:
            problems.append("unknown sequence \(isPrivate ? "?" : "")\(parameters)\(final)")
        }
        return index + 1
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        func color() -> TerminalColor? {
            guard index + 1 < parameters.count else { return nil }
            if parameters[index + 1] == 5, index + 2 < parameters.count {
                index += 2
                return .indexed(UInt8(parameters[index]))
            }
            if parameters[index + 1] == 2, index + 4 < parameters.count {
                index += 4
                return .rgb(red: UInt8(parameters[index - 2]), green: UInt8(parameters[index - 1]), blue: UInt8(parameters[index]))
            }
            return nil
        }
        while index < parameters.count {
            switch parameters[index] {
            case 0: rendition = .plain
            case 1: rendition.style.insert(.bold)
            case 2: rendition.style.insert(.dim)
            case 3: rendition.style.insert(.italic)
            case 4: rendition.style.insert(.underline)
            case 7: rendition.style.insert(.reverse)
            case 9: rendition.style.insert(.strikethrough)
            case 30...37: rendition.foreground = .basic(UInt8(parameters[index] - 30))
            case 90...97: rendition.foreground = .basic(UInt8(parameters[index] - 90 + 8))
            case 40...47: rendition.background = .basic(UInt8(parameters[index] - 40))
            case 100...107: rendition.background = .basic(UInt8(parameters[index] - 100 + 8))
            case 38: rendition.foreground = color()
            case 48: rendition.background = color()
            default: problems.append("unknown SGR \(parameters[index])")
            }
            index += 1
        }
    }

    /// Prints a character at the cursor as xterm does.
    private mutating func print(_ character: Character) {
        let width = CellWidth.of(character)
        guard width > 0 else {
            problems.append("printed a zero-width character \(character.unicodeScalars.map(\.value))")
            return
        }
        if wrapPending || (width == 2 && column == columns - 1) {
            problems.append(wrapPending ? "auto-wrap at row \(row)" : "wide character wrapped at row \(row)")
            guard row + 1 < rows else {
                problems.append("scrolled")
                return
            }
            row += 1
            column = 0
            wrapPending = false
        }
        printedCount += 1
        for covered in column..<column + width { damage(at: covered) }
        glyphs[row * columns + column] = Glyph(character: String(character), rendition: rendition)
        if width == 2 { glyphs[row * columns + column + 1] = Glyph(character: "", rendition: rendition) }
        if column + width < columns {
            column += width
        } else {
            column = columns - 1
            wrapPending = true
        }
    }

    /// Before a cell is overwritten: the other half of a wide character it belongs to is blanked.
    private mutating func damage(at column: Int) {
        let index = row * columns + column
        if glyphs[index].character.isEmpty, column > 0 {
            glyphs[index - 1] = .damaged
        } else if column + 1 < columns, glyphs[index + 1].character.isEmpty {
            glyphs[index + 1] = .damaged
        }
    }
}

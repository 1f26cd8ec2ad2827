/// One line of text being edited and the cursor in it: what a ``TextField``, a ``SecureField`` and a list's
/// search field keep while the user types; with `keepsLineBreaks`, several lines: a ``TextEditor``'s text. It
/// has no selection.
///
/// The cursor is an offset in `Character`s (grapheme clusters), from 0 (before the first) to `text.count`
/// (after the last), so it never splits an emoji, a flag or a letter with its accents; every edit keeps it
/// there. Words, for the word moves and deletions, are runs of letters, digits and `_`.
///
/// The keys (``apply(_:)``) are the common ones of macOS text fields and of readline:
///
/// | key | does |
/// |---|---|
/// | a printable key, a paste | inserts at the cursor |
/// | ⌫ (and Ctrl-H) / ⌦ | deletes the character before / after the cursor |
/// | ← / → | moves one character |
/// | ⌥← ⌥→, Ctrl-← Ctrl-→, Alt-B Alt-F | moves to the start of this or the previous word / the end of this or the next word |
/// | Home, Ctrl-A, ⌘← / End, Ctrl-E, ⌘→ | moves to the start / the end of the line |
/// | Ctrl-U / Ctrl-K | deletes to the start / the end of the line |
/// | Ctrl-W, ⌥⌫, Ctrl-⌫ / Alt-D, ⌥⌦ | deletes to the start of the word before / the end of the word after the cursor |
///
/// In a multi-line buffer (`keepsLineBreaks`) pastes keep their line breaks (`\r\n` and `\r` become `\n`),
/// the start/end keys and Ctrl-U/Ctrl-K work on the cursor's line, and ``insertLineBreak()`` is what Return does.
///
/// A key that can do nothing where the cursor is (⌫ at the start) is still taken, so that it does not reach
/// anything else (a navigation stack would go back on ⌫).
struct TextEditingBuffer: Equatable {
    /// The text.
    private(set) var text: String
    /// The cursor: the number of characters before it.
    private(set) var cursor: Int
    /// Whether the text may hold several lines (a ``TextEditor``'s).
    let keepsLineBreaks: Bool

    /// A buffer holding `text` with the cursor at `cursor` (clamped to the text), at the end when nil.
    init(text: String = "", cursor: Int? = nil, keepsLineBreaks: Bool = false) {
        self.text = text
        let count = text.count
        self.cursor = min(max(cursor ?? count, 0), count)
        self.keepsLineBreaks = keepsLineBreaks
    }

    /// Takes `text` when it differs from the buffer's (the bound value was changed elsewhere): the cursor then
    /// goes to the end, as a text field's does when its text is replaced.
    mutating func adopt(_ text: String) {
        if text != self.text { self = TextEditingBuffer(text: text, keepsLineBreaks: keepsLineBreaks) }
    }

    /// Puts the cursor at `offset` (clamped to the text).
    mutating func moveCursor(to offset: Int) { cursor = min(max(offset, 0), text.count) }

    /// Edits the text a binding holds: takes the bound text first (it may have changed elsewhere), applies
    /// `change`, and writes the text back when it changed; returns what `change` returned (whether it took
    /// the edit).
    @MainActor
    mutating func edit(_ text: Binding<String>, _ change: (inout TextEditingBuffer) -> Bool) -> Bool {
        let current = text.wrappedValue
        adopt(current)
        guard change(&self) else { return false }
        if self.text != current { text.wrappedValue = self.text }
        return true
    }

    // MARK: Edits

    /// Inserts text at the cursor and puts the cursor after it. The line stays one line: line breaks and tabs
    /// become spaces (trailing line breaks, as a copied line has, are dropped) and other control characters
    /// are dropped.
    mutating func insert(_ string: String) {
        let line = keepsLineBreaks ? Self.lines(string) : Self.singleLine(string)
        guard !line.isEmpty else { return }
        replace(cursor..<cursor, with: line)
    }

    /// Replaces the whole text (as a field of the backend's own holds it; made one line as an insertion is, unless
    /// the buffer keeps line breaks) and puts the cursor at `cursor` (nil: the end).
    mutating func replaceAll(with string: String, cursor: Int?) {
        let text = keepsLineBreaks ? Self.lines(string) : Self.singleLine(string)
        self = TextEditingBuffer(text: text, cursor: cursor, keepsLineBreaks: keepsLineBreaks)
    }

    /// Starts a new line at the cursor (a multi-line buffer's Return; a one-line buffer takes no line break).
    mutating func insertLineBreak() {
        guard keepsLineBreaks else { return }
        replace(cursor..<cursor, with: "\n")
    }

    /// Deletes the character before the cursor.
    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        replace(cursor - 1..<cursor, with: "")
    }

    /// Deletes the character after the cursor.
    mutating func deleteForward() {
        guard cursor < text.count else { return }
        replace(cursor..<cursor + 1, with: "")
    }

    /// Deletes from the start of the word before the cursor to the cursor.
    mutating func deleteWordBackward() { replace(wordStart(before: cursor)..<cursor, with: "") }

    /// Deletes from the cursor to the end of the word after it.
    mutating func deleteWordForward() { replace(cursor..<wordEnd(after: cursor), with: "") }

    /// Deletes everything before the cursor (on its line, in a multi-line buffer).
    mutating func deleteToStart() { replace(lineStart..<cursor, with: "") }

    /// Deletes everything after the cursor (on its line, in a multi-line buffer).
    mutating func deleteToEnd() { replace(cursor..<lineEnd, with: "") }

    // MARK: Moves

    /// Moves the cursor one character left.
    mutating func moveLeft() { cursor = max(cursor - 1, 0) }

    /// Moves the cursor one character right.
    mutating func moveRight() { cursor = min(cursor + 1, text.count) }

    /// Moves the cursor to the start of the word it is in, or of the previous word.
    mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

    /// Moves the cursor to the end of the word it is in, or of the next word.
    mutating func moveWordRight() { cursor = wordEnd(after: cursor) }

    /// Moves the cursor before the first character (of its line, in a multi-line buffer).
    mutating func moveToStart() { cursor = lineStart }

    /// Moves the cursor after the last character (of its line, in a multi-line buffer).
    mutating func moveToEnd() { cursor = lineEnd }

    /// Where the cursor's line starts: 0 in a one-line buffer, else just after the line break before the cursor.
    private var lineStart: Int {
        guard keepsLineBreaks else { return 0 }
        var offset = cursor
        var index = text.index(text.startIndex, offsetBy: cursor)
        while index > text.startIndex {
            let previous = text.index(before: index)
            if text[previous].isNewline { break }
            index = previous
            offset -= 1
        }
        return offset
    }

    /// Where the cursor's line ends: the text's end in a one-line buffer, else the next line break.
    private var lineEnd: Int {
        guard keepsLineBreaks else { return text.count }
        var offset = cursor
        var index = text.index(text.startIndex, offsetBy: cursor)
        while index < text.endIndex, !text[index].isNewline {
            index = text.index(after: index)
            offset += 1
        }
        return offset
    }

    // MARK: Keys

    /// Applies a line-editing key (see the table above); returns whether the key is one. Return, Tab, Escape,
    /// ↑ and ↓ are not: the field around decides what they do.
    mutating func apply(_ press: KeyPress) -> Bool {
        if let typed = press.typedText {
            insert(typed)
            return true
        }
        // Shift only extends a selection, and there is none: a shifted move is the move.
        let modifiers = press.modifiers.subtracting([.shift, .capsLock, .numericPad, .function])
        let letter = press.key.character.lowercased()
        switch (press.key, modifiers) {
        case (.delete, []): deleteBackward()
        case (.deleteForward, []): deleteForward()
        case (.leftArrow, []): moveLeft()
        case (.rightArrow, []): moveRight()
        case (.leftArrow, .option), (.leftArrow, .control): moveWordLeft()
        case (.rightArrow, .option), (.rightArrow, .control): moveWordRight()
        case (.home, []), (.leftArrow, .command): moveToStart()
        case (.end, []), (.rightArrow, .command): moveToEnd()
        case (.delete, .option), (.delete, .control): deleteWordBackward()
        case (.deleteForward, .option): deleteWordForward()
        case (_, .control) where letter == "a": moveToStart()
        case (_, .control) where letter == "e": moveToEnd()
        case (_, .control) where letter == "u": deleteToStart()
        case (_, .control) where letter == "k": deleteToEnd()
        case (_, .control) where letter == "w": deleteWordBackward()
        case (_, .option) where letter == "b": moveWordLeft()
        case (_, .option) where letter == "f": moveWordRight()
        case (_, .option) where letter == "d": deleteWordForward()
        default: return false
        }
        return true
    }

    // MARK: Helpers

    /// Replaces the characters in `offsets` and puts the cursor after the replacement. The cursor is counted
    /// again afterwards: an inserted combining mark joins the character before it.
    private mutating func replace(_ offsets: Range<Int>, with replacement: String) {
        guard !offsets.isEmpty || !replacement.isEmpty else { return }
        let lower = text.index(text.startIndex, offsetBy: offsets.lowerBound)
        let upper = text.index(lower, offsetBy: offsets.count)
        let before = String(text[..<lower]) + replacement
        text = before + text[upper...]
        cursor = min(before.count, text.count)
    }

    /// Whether a character belongs to a word.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The offset where the word before `offset` starts: non-word characters are skipped, then the word.
    private func wordStart(before offset: Int) -> Int {
        let characters = Array(text.prefix(offset))
        var index = characters.count
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The offset where the word after `offset` ends: non-word characters are skipped, then the word.
    private func wordEnd(after offset: Int) -> Int {
        let characters = Array(text.dropFirst(offset))
        var index = 0
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return offset + index
    }

    /// `string` as lines: `\r\n` and `\r` become `\n`, a tab four spaces, and other control characters are
    /// dropped.
    static func lines(_ string: String) -> String {
        if string.utf8.allSatisfy({ ($0 >= 0x20 && $0 != 0x7F) || $0 == 0x0A }) { return string }
        var result = ""
        for character in string {
            if character.isNewline {
                result.append("\n")
            } else if character == "\t" {
                result += "    "
            } else if !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                result.append(character)
            }
        }
        return result
    }

    /// `string` as one line: control characters other than line breaks and tabs dropped, then trailing line
    /// breaks dropped and the other line breaks and tabs made spaces.
    static func singleLine(_ string: String) -> String {
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x7F }) { return string }
        var line = string.filter { character in
            character.isNewline || character == "\t"
                || !character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
        }
        while line.last?.isNewline == true { line.removeLast() }
        return String(line.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}

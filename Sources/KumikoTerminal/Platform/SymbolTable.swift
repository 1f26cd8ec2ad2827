/// Maps SF Symbols names (as in `Image(systemName:)`) to Unicode glyphs a terminal can show.
///
/// A terminal cannot draw vector symbols, so every `Image(systemName:)` becomes a single
/// character in the cell grid. The table favours glyphs that are **one cell wide**:
///
/// * First choice is a character whose East Asian Width is Neutral or Narrow (`⌂`, `⚙`, `✓`,
///   `›`, `⋯`, `☰`, `⊗`, …), so every terminal in every locale gives it exactly one cell.
///   A few of them (`⚙`, `✉`, `⚠`, `✈`, `☁`) are emoji whose default presentation is text;
///   common monospace fonts carry them, so terminals draw them as one-cell text glyphs.
/// * Ambiguous-width characters (`★`, `♥`, `☎`, `←`, `○`, `①`, …) are used only where they are
///   the natural reading and no Neutral character says the same thing; a terminal configured
///   for a CJK locale draws those two cells wide. Where a Neutral twin exists it wins:
///   `⋯` instead of `…`, `☰` instead of `≡`, `♫` instead of `♪`, `►` instead of `▶`,
///   `☐` instead of `□` for an empty checkbox.
/// * A two-cell emoji (East Asian Width W, emoji presentation by default) is used only where no
///   narrow glyph reads well: people, folders, documents, devices, vehicles, food. Those are
///   reliably two cells everywhere, so layout stays predictable.
/// * Never used: emoji outside the Basic Multilingual Plane whose *default* presentation is
///   text (🗑 wastebasket, 🖨 printer, 🖥 desktop, 🗺 map, 🏷 label, 👁 eye). Width tables call
///   them one cell, yet terminals draw them with a colour emoji font two cells wide, which
///   shifts everything after them. Each of those concepts gets a different glyph here
///   (`⌧`, `⎙`, `💻`, `🧭`, `⌗`, `👀`).
/// * Every glyph is one Unicode scalar: no variation selectors or joiners, whose handling
///   differs between terminals.
///
/// Lookup order in ``glyph(for:)``: the table itself, then numbered names (`"3.circle"` → `③`),
/// then modifier fallbacks (`"cart.fill"` → cart, `"trash.circle"` → trash).
package enum SymbolTable {
    /// The glyph shown for names the table cannot resolve: `"□"` (U+25A1 WHITE SQUARE).
    ///
    /// Why this character:
    /// * It looks like the "tofu" box fonts draw for a missing glyph, so people read it as
    ///   "icon not available" rather than as content; a blank would silently hide the problem
    ///   and a letter or `?` would look like meaningful text.
    /// * It carries no meaning of its own, unlike `✕` (close), `?` (help) or `○` (unselected).
    /// * It is present in every common monospace font (DejaVu Sans Mono, Menlo, Consolas, …)
    ///   and occupies a single cell in non-CJK terminals, the same footprint as most table
    ///   entries, so a row keeps its layout once the missing name is added. (It is East Asian
    ///   Ambiguous: a terminal set up for a CJK locale draws it two cells wide.)
    package static let fallback: String = "□"

    /// The glyph for a symbol name, or nil when the table has no entry.
    ///
    /// Resolution order:
    /// 1. An exact entry in ``entries``.
    /// 2. Numbered names, computed rather than listed: `"N.circle"` → `⓪①…⑳`,
    ///    `"N.circle.fill"` → `⓿❶…❿⓫…⓴` for N in 0...20; `"N.square"` and `"N.square.fill"`
    ///    use the same circle forms; any other `"N.*"` name yields the digits themselves.
    /// 3. Modifier fallbacks: `"X.fill"` uses `"X"` when only that is known, and a trailing
    ///    `.circle`, `.square` or `.rectangle` is dropped when the base is known
    ///    (`"trash.circle"` → trash's glyph). A filled, enclosed name moves the fill inwards
    ///    first, so `"star.circle.fill"` resolves to `★` (star.fill) rather than `☆` (star).
    ///
    /// - Parameter name: An SF Symbols name, as passed to `Image(systemName:)`.
    /// - Returns: A glyph string, or nil when none of the rules applies.
    static func glyph(for name: String) -> String? {
        if let glyph = entries[name] { return glyph }
        if let glyph = numberedGlyph(for: name) { return glyph }
        return derivedGlyph(for: name)
    }

    /// The glyph to draw for a symbol name: `glyph(for: name) ?? fallback`.
    ///
    /// - Parameter name: An SF Symbols name, as passed to `Image(systemName:)`.
    /// - Returns: The table's glyph, or ``fallback`` for unknown names.
    package static func resolve(_ name: String) -> String {
        glyph(for: name) ?? fallback
    }

    // MARK: - Numbered symbols

    /// Circled numbers 0...20 for `"N.circle"` / `"N.square"`, indexed by N:
    /// U+24EA for zero, then U+2460...U+2473.
    private static let circledNumbers: [String] = [
        "⓪", "①", "②", "③", "④", "⑤", "⑥", "⑦", "⑧", "⑨", "⑩",
        "⑪", "⑫", "⑬", "⑭", "⑮", "⑯", "⑰", "⑱", "⑲", "⑳",
    ]

    /// Negative (filled) circled numbers 0...20 for `"N.circle.fill"` / `"N.square.fill"`,
    /// indexed by N: U+24FF for zero, the dingbat forms U+2776...U+277F for 1...10 and
    /// U+24EB...U+24F4 for 11...20.
    private static let filledCircledNumbers: [String] = [
        "⓿", "❶", "❷", "❸", "❹", "❺", "❻", "❼", "❽", "❾", "❿",
        "⓫", "⓬", "⓭", "⓮", "⓯", "⓰", "⓱", "⓲", "⓳", "⓴",
    ]

    /// The computed glyph for a name whose first component is a number (`"7.circle"`,
    /// `"12.square.fill"`, `"3.lane"`), or nil when the name does not start with one.
    ///
    /// SF Symbols spells some numbers with a leading zero (`"05.circle"`), so the digits are
    /// read as a number for the circled forms; any other `"N.*"` name returns the digits as
    /// written. A bare number with no suffix is not a symbol name and yields nil.
    ///
    /// - Parameter name: The symbol name to inspect.
    /// - Returns: A circled number, the digits, or nil.
    private static func numberedGlyph(for name: String) -> String? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let digits = name[..<dot]
        guard !digits.isEmpty, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else {
            return nil
        }
        let style = name[name.index(after: dot)...]
        if let number = Int(digits), circledNumbers.indices.contains(number) {
            switch style {
            case "circle", "square": return circledNumbers[number]
            case "circle.fill", "square.fill": return filledCircledNumbers[number]
            default: break
            }
        }
        return String(digits)
    }

    // MARK: - Modifier fallbacks

    /// Trailing name components that only draw an enclosing shape around the base symbol and
    /// can be dropped when the base is known (`"trash.circle"` → `"trash"`).
    private static let enclosingShapes: [String] = [".circle", ".square", ".rectangle"]

    /// Resolves a name through the `.fill` and enclosing-shape fallbacks, consulting only
    /// ``entries``; nil when no shortened form of the name is in the table.
    ///
    /// Every recursive call works on a strictly shorter name, so the recursion terminates.
    ///
    /// - Parameter name: The symbol name to resolve.
    /// - Returns: The glyph of the first known shortened form, or nil.
    private static func derivedGlyph(for name: String) -> String? {
        if let glyph = entries[name] { return glyph }
        if let base = droppingSuffix(".fill", from: name) {
            // "X.fill" → "X"; also "X.circle.fill" → "X.circle" when that is listed.
            if let glyph = entries[base] { return glyph }
            // "X.circle.fill" → "X.fill" before "X": a filled enclosure means a filled symbol.
            if let core = enclosedCore(of: base), let glyph = derivedGlyph(for: core + ".fill") {
                return glyph
            }
            return derivedGlyph(for: base)
        }
        if let core = enclosedCore(of: name) {
            return derivedGlyph(for: core)
        }
        return nil
    }

    /// The name without its trailing enclosing shape (`"trash.circle"` → `"trash"`), or nil when
    /// it does not end in one of ``enclosingShapes`` or nothing would remain.
    ///
    /// - Parameter name: The symbol name to shorten.
    /// - Returns: The shortened name, or nil.
    private static func enclosedCore(of name: String) -> String? {
        for shape in enclosingShapes {
            if let core = droppingSuffix(shape, from: name) { return core }
        }
        return nil
    }

    // MARK: - The table

    /// Symbol name → glyph for the symbols list-style apps use most.
    ///
    /// Each glyph is a single Unicode scalar (hence a single `Character`); see the type's
    /// documentation for how widths were chosen. Common `.fill` variants are listed explicitly;
    /// other `.fill`, `.circle`, `.square` and `.rectangle` variants resolve through
    /// ``glyph(for:)``'s fallbacks, and numbered names are computed, not listed.
    static let entries: [String: String] = [
        // People and gestures (no narrow glyph reads as a person: two-cell emoji).
        "person": "👤",
        "person.fill": "👤",
        "person.circle": "👤",
        "person.circle.fill": "👤",
        "person.crop.circle": "👤",
        "person.crop.circle.fill": "👤",
        "person.2": "👥",
        "person.2.fill": "👥",
        "person.3": "👥",
        "person.3.fill": "👥",
        "face.smiling": "☺",
        "figure.walk": "🚶",
        "figure.run": "🏃",
        "hand.thumbsup": "👍",
        "hand.thumbsup.fill": "👍",
        "hand.thumbsdown": "👎",
        "hand.thumbsdown.fill": "👎",
        "hand.raised": "✋",
        "hand.raised.fill": "✋",
        "hand.wave": "👋",
        "eye": "👀",

        // Communication.
        "phone": "☎",
        "phone.fill": "☎",
        "envelope": "✉",
        "envelope.fill": "✉",
        "envelope.open": "✉",
        "message": "💬",
        "message.fill": "💬",
        "bubble.left": "💬",
        "bubble.left.fill": "💬",
        "bubble.right": "💬",
        "bubble.right.fill": "💬",
        "bubble.left.and.bubble.right": "💬",
        "video": "📹",
        "video.fill": "📹",
        "mic": "🎤",
        "mic.fill": "🎤",
        "paperplane": "➢",
        "paperplane.fill": "➤",
        "bell": "🔔",
        "bell.fill": "🔔",
        "bell.badge": "🔔",
        "bell.slash": "🔕",
        "at": "@",
        "link": "🔗",
        "paperclip": "📎",
        "wifi": "📶",

        // Marking and status.
        "star": "☆",
        "star.fill": "★",
        "heart": "♡",
        "heart.fill": "♥",
        "bookmark": "🔖",
        "bookmark.fill": "🔖",
        "flag": "⚐",
        "flag.fill": "⚑",
        "flag.checkered": "🏁",
        "tag": "⌗",
        "pin": "📌",
        "pin.fill": "📌",
        "bolt": "ϟ",
        "bolt.fill": "ϟ",
        "sparkle": "✦",
        "sparkles": "✦",
        "lightbulb": "💡",
        "lightbulb.fill": "💡",
        "crown": "♔",
        "crown.fill": "♚",
        "trophy": "🏆",

        // Navigation and chrome.
        "house": "⌂",
        "house.fill": "⌂",
        "gear": "⚙",
        "gearshape": "⚙",
        "gearshape.fill": "⚙",
        "gearshape.2": "⚙",
        "gearshape.2.fill": "⚙",
        "magnifyingglass": "⌕",
        "line.3.horizontal": "☰",
        "line.horizontal.3": "☰",
        "list.bullet": "☰",
        "list.dash": "☰",
        "square.grid.2x2": "⊞",
        "square.grid.2x2.fill": "⊞",
        "sidebar.left": "◧",
        "sidebar.right": "◨",
        "ellipsis": "⋯",
        "ellipsis.circle": "⋯",
        "chevron.left": "‹",
        "chevron.right": "›",
        "chevron.up": "⌃",
        "chevron.down": "⌄",
        "chevron.forward": "›",
        "chevron.backward": "‹",
        "chevron.left.2": "«",
        "chevron.right.2": "»",
        "chevron.up.chevron.down": "⇕",

        // Arrows.
        "arrow.left": "←",
        "arrow.right": "→",
        "arrow.up": "↑",
        "arrow.down": "↓",
        "arrow.backward": "←",
        "arrow.forward": "→",
        "arrow.up.right": "↗",
        "arrow.up.left": "↖",
        "arrow.down.right": "↘",
        "arrow.down.left": "↙",
        "arrow.up.arrow.down": "⇅",
        "arrow.left.arrow.right": "⇄",
        "arrow.clockwise": "↻",
        "arrow.counterclockwise": "↺",
        "arrow.triangle.2.circlepath": "↻",
        "clock.arrow.circlepath": "↺",
        "arrow.uturn.backward": "↶",
        "arrow.uturn.forward": "↷",
        "arrow.uturn.left": "↶",
        "arrow.uturn.right": "↷",
        "arrow.up.to.line": "⤒",
        "arrow.down.to.line": "⤓",
        "arrow.left.to.line": "⇤",
        "arrow.right.to.line": "⇥",
        "repeat": "🔁",
        "shuffle": "🔀",

        // Editing actions.
        "plus": "+",
        "plus.circle": "⊕",
        "plus.circle.fill": "⊕",
        "plus.square": "⊞",
        "minus": "−",
        "minus.circle": "⊖",
        "minus.circle.fill": "⊖",
        "minus.square": "⊟",
        "xmark": "✕",
        "xmark.circle": "⊗",
        "xmark.circle.fill": "⊗",
        "xmark.square": "⊠",
        "checkmark": "✓",
        "checkmark.circle": "✓",
        "checkmark.circle.fill": "✔",
        "checkmark.square": "☑",
        "checkmark.square.fill": "☑",
        "checklist": "☑",
        "trash": "⌧",
        "trash.fill": "⌧",
        "pencil": "✎",
        "square.and.pencil": "✎",
        "square.and.arrow.up": "↥",
        "square.and.arrow.down": "↧",
        "square.on.square": "⧉",
        "doc.on.doc": "⧉",
        "doc.on.clipboard": "📋",
        "scissors": "✂",
        "lock": "🔒",
        "lock.fill": "🔒",
        "lock.open": "🔓",
        "lock.open.fill": "🔓",
        "key": "🔑",
        "key.fill": "🔑",
        "power": "⏻",

        // Information and alerts.
        "info": "ⓘ",
        "info.circle": "ⓘ",
        "info.circle.fill": "ⓘ",
        "exclamationmark": "!",
        "exclamationmark.triangle": "⚠",
        "exclamationmark.triangle.fill": "⚠",
        "questionmark": "?",
        "questionmark.circle": "⍰",
        "dollarsign": "$",
        "number": "#",
        "percent": "%",

        // Files, time and documents.
        "folder": "📁",
        "folder.fill": "📁",
        "doc": "📄",
        "doc.fill": "📄",
        "doc.text": "📄",
        "doc.text.fill": "📄",
        "tray": "📥",
        "tray.fill": "📥",
        "tray.full": "📥",
        "tray.and.arrow.down": "📥",
        "tray.and.arrow.up": "📤",
        "archivebox": "📦",
        "archivebox.fill": "📦",
        "shippingbox": "📦",
        "book": "📖",
        "book.fill": "📖",
        "book.closed": "📕",
        "books.vertical": "📚",
        "newspaper": "📰",
        "calendar": "📅",
        "clock": "◷",
        "clock.fill": "◷",
        "alarm": "⏰",
        "hourglass": "⧗",
        "chart.bar": "📊",
        "chart.line.uptrend.xyaxis": "📈",

        // Plain shapes.
        "circle": "○",
        "circle.fill": "●",
        "circle.inset.filled": "◉",
        "largecircle.fill.circle": "◉",
        "square": "☐",
        "square.fill": "■",
        "rectangle": "▭",
        "rectangle.fill": "▬",
        "triangle": "△",
        "triangle.fill": "▲",
        "diamond": "◇",
        "diamond.fill": "◆",
        "hexagon": "⬡",
        "hexagon.fill": "⬢",

        // Shopping, work and places.
        "cart": "🛒",
        "bag": "👜",
        "creditcard": "💳",
        "banknote": "💵",
        "gift": "🎁",
        "storefront": "🏪",
        "building.2": "🏢",
        "building.columns": "🏦",
        "briefcase": "💼",
        "graduationcap": "🎓",
        "globe": "🌐",
        "globe.americas": "🌎",
        "globe.europe.africa": "🌍",
        "globe.asia.australia": "🌏",
        "map": "🧭",
        "safari": "🧭",
        "mappin": "📍",
        "mappin.and.ellipse": "📍",
        "location": "⌖",
        "location.fill": "⌖",

        // Devices and keys.
        "laptopcomputer": "💻",
        "desktopcomputer": "💻",
        "iphone": "📱",
        "keyboard": "⌨",
        "printer": "⎙",
        "tv": "📺",
        "gamecontroller": "🎮",
        "headphones": "🎧",
        "radio": "📻",
        "camera": "📷",
        "camera.fill": "📷",
        "photo": "🌄",
        "photo.fill": "🌄",
        "photo.on.rectangle": "🌄",
        "speaker": "🔈",
        "speaker.slash": "🔇",
        "speaker.wave.1": "🔉",
        "speaker.wave.2": "🔊",
        "speaker.wave.3": "🔊",
        "command": "⌘",
        "option": "⌥",
        "shift": "⇧",
        "control": "⌃",
        "escape": "⎋",
        "capslock": "⇪",
        "delete.left": "⌫",
        "delete.right": "⌦",
        "return": "⏎",
        "space": "␣",

        // Media playback.
        "music.note": "♫",
        "music.note.list": "♫",
        "play": "▻",
        "play.fill": "►",
        "pause": "⏸",
        "pause.fill": "⏸",
        "stop": "⏹",
        "stop.fill": "⏹",
        "forward": "»",
        "forward.fill": "»",
        "backward": "«",
        "backward.fill": "«",
        "forward.end": "⇥",
        "backward.end": "⇤",
        "film": "🎬",
        "guitars": "🎸",

        // Nature and weather.
        "flame": "🔥",
        "leaf": "🍃",
        "drop": "💧",
        "tree": "🌳",
        "cloud": "☁",
        "cloud.fill": "☁",
        "icloud": "☁",
        "cloud.bolt": "☈",
        "umbrella": "☂",
        "snowflake": "❆",
        "sun.max": "☼",
        "sun.max.fill": "☀",
        "sun.min": "☼",
        "moon": "☾",
        "moon.stars": "☾",
        "pawprint": "🐾",
        "hare": "🐇",
        "tortoise": "🐢",
        "ladybug": "🐞",
        "ant": "🐜",
        "fish": "🐟",
        "bird": "🐦",

        // Transport, food, clothing, sport and leisure.
        "car": "🚗",
        "car.fill": "🚗",
        "bus": "🚌",
        "tram": "🚊",
        "bicycle": "🚲",
        "airplane": "✈",
        "fuelpump": "⛽",
        "cup.and.saucer": "☕",
        "fork.knife": "🍴",
        "wineglass": "🍷",
        "birthday.cake": "🎂",
        "tshirt": "👕",
        "sportscourt": "⚽",
        "soccerball": "⚽",
        "basketball": "🏀",
        "football": "🏈",
        "puzzlepiece": "🧩",
        "dice": "⚄",
        "balloon": "🎈",
        "party.popper": "🎉",
        "paintpalette": "🎨",
        "hammer": "🔨",
        "wrench": "🔧",
        "wrench.and.screwdriver": "🔧",
        "cross": "✚",
        "cross.fill": "✚",
        "pills": "💊",
    ]

    /// The name without `suffix`, or nil when it does not end with `suffix` or nothing would
    /// remain (`droppingSuffix(".fill", from: "trash.fill")` → `"trash"`).
    ///
    /// - Parameters:
    ///   - suffix: The suffix to remove.
    ///   - name: The symbol name to shorten.
    /// - Returns: The shortened name, or nil.
    private static func droppingSuffix(_ suffix: String, from name: String) -> String? {
        guard name.count > suffix.count, name.hasSuffix(suffix) else { return nil }
        return String(name.dropLast(suffix.count))
    }
}

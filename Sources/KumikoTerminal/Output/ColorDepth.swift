/// How many colours the terminal can show, which decides how cell colours are encoded.
package enum ColorDepth: Sendable, Equatable {
    /// 24-bit colour (`38;2;r;g;b`).
    case trueColor
    /// The xterm 256-colour palette (`38;5;n`).
    case indexed256
    /// The 16 basic ANSI colours (`30`–`37`, `90`–`97`).
    case ansi16
    /// No colour at all; bold, underline and the other styles are still shown.
    case none

    /// The colour depth the environment asks for, following common practice, first rule that applies:
    ///
    /// 1. `NO_COLOR` set to any non-empty value (no-color.org): ``none``.
    /// 2. `TERM` is `dumb`: ``none``. (Checked before `COLORTERM`, which a dumb terminal such as an editor's
    ///    shell buffer may inherit from the terminal it was started in.)
    /// 3. `COLORTERM` is `truecolor` or `24bit` (any case): ``trueColor``.
    /// 4. `TERM` contains `256color` (e.g. `xterm-256color`, `tmux-256color`): ``indexed256``.
    /// 5. Otherwise, `TERM` unset included: ``ansi16``.
    package static func detect(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .none }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        if term.contains("256color") { return .indexed256 }
        return .ansi16
    }
}

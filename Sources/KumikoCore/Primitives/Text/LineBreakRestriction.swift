/// Which edge of a line a character may not stand at: the line-start and line-end prohibitions of Japanese and
/// Chinese typesetting (kinsoku shori, 禁則処理).
///
/// `TextLineLayout` breaks lines between ideographs, kana and other wide characters, and after hyphens; it skips
/// any such break that would start a line with a ``notAtLineStart`` character or end one with a ``notAtLineEnd``
/// character. The character lists are the classes of W3C "Requirements for Japanese Text Layout"
/// (JLReq, <https://www.w3.org/TR/jlreq/>, Appendix A), which follows JIS X 4051, with the matching Unicode
/// line-breaking classes (UAX #14, <https://www.unicode.org/reports/tr14/>) for the ASCII and halfwidth forms:
///
/// - Not at a line start (JLReq §3.1.7 "Characters Not Starting a Line"): closing brackets and quotes (cl-02;
///   UAX #14 CL and CP, rule LB13), hyphens (cl-03), dividing punctuation ？！ (cl-04; UAX #14 EX), middle dots
///   ・：； (cl-05), full stops 。． (cl-06), commas 、， (cl-07), iteration marks (cl-09), the prolonged sound
///   mark ー (cl-10) and small kana (cl-11; UAX #14 CJ), and the ASCII `) ] } , . : ; ? !`.
/// - Not at a line end (JLReq §3.1.8 "Characters Not Ending a Line"): opening brackets and quotes (cl-01;
///   UAX #14 OP, rule LB14), and the ASCII `( [ {`.
/// - Inseparable characters (cl-08: — ‥ … 〳〴〵) may not start a line either. JLReq §3.1.10 "Unbreakable
///   Character Sequences" asks only that two of them (a "……" pair) stay together; Kumiko follows UAX #14, which
///   allows no break before … and ‥ at all (class IN, rule LB22): stricter, and it implies the pair rule.
///
/// W3C "Requirements for Chinese Text Layout" (clreq, <https://www.w3.org/TR/clreq/>, "Prohibition Rules for
/// Line Start and Line End") prohibits the same for Chinese punctuation — ，。、；：？！ and closing brackets
/// and quotes not at a line start; opening ones not at a line end — so one set serves both languages.
///
/// Strict, not loose: JLReq §3.1.7 notes that, depending on the publication, small kana (cl-11) and the
/// prolonged sound mark (cl-10) may be allowed to start a line; CSS Text's `line-break: normal` and `loose`
/// allow that (and `loose` also breaks before the hyphens of cl-03), `strict` does not. Kumiko takes the strict
/// set: SwiftUI's Core Text does not start a Japanese line with っ or ャ, and Firefox (and WebKit, for untagged
/// text) forbid breaks before small kana by default (CSS WG issue 10363).
///
/// A line still breaks at any space, whatever stands next to it, so Latin text wraps as before, except that a
/// break after a hyphen is not taken when `) ] } , . : ; ? !` follows it.
enum LineBreakRestriction: UInt8 {
    /// The character may stand anywhere in a line.
    case none
    /// No line may start with the character: no break before it.
    case notAtLineStart
    /// No line may end with the character: no break after it.
    case notAtLineEnd

    /// The restriction of an ASCII character (UAX #14: CL, CP, EX and IS may not start a line; OP may not end one).
    init(ascii: UInt8) {
        switch ascii {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: self = .notAtLineStart  // ! ) , . : ; ? ] }
        case 0x28, 0x5B, 0x7B: self = .notAtLineEnd  // ( [ {
        default: self = .none
        }
    }

    /// The restriction of a grapheme cluster, decided by its first scalar (a small kana with a combining mark,
    /// ㇷ゚, is still small kana).
    init(_ character: Character) {
        if let ascii = character.asciiValue {
            self.init(ascii: ascii)
        } else {
            self.init(character.unicodeScalars.first!)  // A Character always holds at least one scalar.
        }
    }

    /// The restriction of `scalar`, by the JLReq character class it belongs to.
    init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x00...0x7F:
            self.init(ascii: UInt8(scalar.value))
        case 0x80..<0x2010:  // Latin, Greek, Cyrillic and others before General Punctuation: only « ».
            self = scalar.value == 0xAB ? .notAtLineEnd : scalar.value == 0xBB ? .notAtLineStart : .none
        case 0x2018, 0x201C,  // ‘ “ (cl-01)
             0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,  // 〈《「『【〔〖〘〚〝
             0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62:  // （［｛｟｢
            self = .notAtLineEnd
        case 0x2019, 0x201D,  // ’ ” (cl-02)
             0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F,  // 〉》」』】〕〗〙〛〞〟
             0xFF09, 0xFF3D, 0xFF5D, 0xFF60, 0xFF63,  // ）］｝｠｣
             0x2010, 0x2013, 0x301C, 0x30A0,  // ‐ – 〜 ゠ (cl-03)
             0xFF01, 0xFF1F, 0x203C, 0x2047, 0x2048, 0x2049,  // ！？‼⁇⁈⁉ (cl-04)
             0x30FB, 0xFF1A, 0xFF1B, 0xFF65,  // ・：；･ (cl-05)
             0x3002, 0xFF0E, 0xFF61,  // 。．｡ (cl-06)
             0x3001, 0xFF0C, 0xFF64,  // 、，､ (cl-07)
             0x2014, 0x2025, 0x2026, 0x3033...0x3035,  // — ‥ … 〳〴〵 (cl-08)
             0x3005, 0x303B, 0x309D, 0x309E, 0x30FD, 0x30FE,  // 々〻ゝゞヽヾ (cl-09)
             0x30FC, 0xFF70,  // ーｰ (cl-10)
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,  // ぁぃぅぇぉっゃゅょゎゕゖ (cl-11)
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,  // ァィゥェォッャュョヮヵヶ
             0x31F0...0x31FF, 0xFF67...0xFF6F,  // ㇰ…ㇿ, halfwidth ｧ…ｯ
             0x1B132, 0x1B150...0x1B152, 0x1B155, 0x1B164...0x1B167:  // Small Kana Extension (UAX #14 CJ)
            self = .notAtLineStart
        default:
            self = .none
        }
    }
}

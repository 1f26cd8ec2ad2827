import Foundation
import Testing
@testable import KumikoCore

/// Japanese and Chinese line breaking (kinsoku shori): lines break between ideographs and kana, but never start
/// with closing punctuation or small kana, nor end with an opening bracket.
///
/// Rules cited: W3C "Requirements for Japanese Text Layout" (JLReq, https://www.w3.org/TR/jlreq/) §3.1.7
/// "Characters Not Starting a Line", §3.1.8 "Characters Not Ending a Line", §3.1.10 "Unbreakable Character
/// Sequences" and the classes cl-01…cl-11 of its Appendix A; W3C "Requirements for Chinese Text Layout" (clreq,
/// https://www.w3.org/TR/clreq/) "Prohibition Rules for Line Start and Line End"; UAX #14 "Unicode Line Breaking
/// Algorithm" (https://www.unicode.org/reports/tr14/). In a terminal every kana, ideograph and fullwidth
/// punctuation mark is two columns wide, so a width of 2n columns holds n of them.
@Suite struct KinsokuLineBreakingTests {
    /// The text of each line, segments joined.
    private func texts(_ lines: [TextLine]) -> [String] {
        lines.map { $0.segments.map(\.text).joined() }
    }

    /// The lines of `text` laid out in `columns` terminal columns.
    private func wrapped(_ text: String, columns: Int) -> [String] {
        texts(TextLineLayout.layout(runs: [text], maxColumns: columns, maxLines: nil, truncation: .tail))
    }

    /// JLReq §3.1.7, cl-02 closing brackets: a line never starts with 」. At 14 columns a break before every
    /// character would give "これは「日本語" and "」の文章です。"; 語 moves down with its 」 instead.
    @Test func closingBracketDoesNotStartALine() {
        #expect(wrapped("これは「日本語」の文章です。", columns: 14) == ["これは「日本", "語」の文章で", "す。"])
    }

    /// JLReq §3.1.7, cl-06 full stops: a line never starts with 。 (13 characters fit in 26 columns; the 14th is 。).
    @Test func fullStopDoesNotStartALine() {
        #expect(wrapped("これは「日本語」の文章です。", columns: 26) == ["これは「日本語」の文章で", "す。"])
    }

    /// JLReq §3.1.8, cl-01 opening brackets: a line never ends with 「, which goes down with 日. Its closing 」
    /// still keeps 語 company (§3.1.7).
    @Test func openingBracketDoesNotEndALine() {
        #expect(wrapped("これは「日本語」の文章です。", columns: 8) == ["これは", "「日本", "語」の文", "章です。"])
    }

    /// JLReq §3.1.7 with cl-02 then cl-06: neither 」 nor 。 may start a line, so both follow い down.
    @Test func closingBracketAndFullStopStayTogether() {
        #expect(wrapped("「はい」。", columns: 6) == ["「は", "い」。"])
    }

    /// JLReq §3.1.7, cl-11 small kana (the strict rule; UAX #14 class CJ, CSS `line-break: strict`): ッ may not
    /// start a line, where "ジャケ" then "ットを" would put it.
    @Test func smallKanaDoesNotStartALine() {
        #expect(wrapped("ジャケットを着る", columns: 6) == ["ジャ", "ケット", "を着る"])
    }

    /// JLReq §3.1.7, cl-10 prolonged sound mark (strict rule): ー does not start a line.
    @Test func prolongedSoundMarkDoesNotStartALine() {
        #expect(wrapped("スーパーで", columns: 6) == ["スー", "パーで"])
    }

    /// JLReq §3.1.7, cl-09 iteration marks: 々 stays with the ideograph it repeats.
    @Test func iterationMarkDoesNotStartALine() {
        #expect(wrapped("色々な人々", columns: 8) == ["色々な", "人々"])
    }

    /// JLReq §3.1.7, cl-04 dividing punctuation and cl-05 middle dots: ！ and ・ do not start a line. In
    /// "スター・ウォーズ" the only breaks left are ス|タ, ・|ウ and ー|ズ (ー and ォ may not start a line either).
    @Test func dividingPunctuationAndMiddleDotDoNotStartALine() {
        #expect(wrapped("すごい！", columns: 6) == ["すご", "い！"])
        #expect(wrapped("スター・ウォーズ", columns: 6) == ["ス", "ター・", "ウォー", "ズ"])
    }

    /// JLReq §3.1.10 and cl-08: the inseparable … may not start a line (UAX #14 class IN, rule LB22), which keeps
    /// "……" whole and with the character before it.
    @Test func ellipsisDoesNotStartALine() {
        #expect(wrapped("日本語……", columns: 7) == ["日本", "語……"])
    }

    /// clreq, "Prohibition Rules for Line Start and Line End": the Chinese comma and full stop do not start a
    /// line.
    @Test func chineseCommaAndFullStopDoNotStartALine() {
        #expect(wrapped("你好，世界。", columns: 4) == ["你", "好，", "世", "界。"])
        #expect(wrapped("你好，世界。", columns: 6) == ["你好，", "世界。"])
    }

    /// clreq, "Prohibition Rules for Line Start and Line End": the book-title marks 《 》 keep to their title.
    @Test func chineseBookTitleMarks() {
        #expect(wrapped("我喜欢《红楼梦》。", columns: 8) == ["我喜欢", "《红楼", "梦》。"])
    }

    /// Latin text next to Japanese: a line may break before the opening （ (after "Swift") but not after it
    /// (JLReq §3.1.8), nor before ィ (cl-11) or ） (cl-02, §3.1.7).
    @Test func mixedLatinAndJapanese() {
        #expect(wrapped("Swift（スウィフト）は言語です。", columns: 7)
                == ["Swift", "（ス", "ウィフ", "ト）は", "言語で", "す。"])
    }

    /// Narrow ASCII punctuation next to CJK follows the same rules (UAX #14 classes IS, CP and OP, rules LB13 and
    /// LB14): "." does not start a line, "(" does not end one, ")" does not start one.
    @Test func asciiPunctuationNextToCJK() {
        #expect(wrapped("日本語.", columns: 6) == ["日本", "語."])
        #expect(wrapped("見て(注)ください", columns: 5) == ["見て", "(注)", "くだ", "さい"])
    }

    /// The rules hold in points, as in the browser: 。 follows 語 down even though the line has room for a
    /// break before it, and across runs.
    @Test func rulesHoldForMeasuredAdvances() {
        let lines = TextLineLayout.layout(runs: ["日本語", "。"], maxWidth: 35, maxLines: nil, truncation: .tail) { _, _ in 10 }
        #expect(lines == [
            TextLine(segments: [TextSegment(run: 0, text: "日本")], width: 20),
            TextLine(segments: [TextSegment(run: 0, text: "語"), TextSegment(run: 1, text: "。")], width: 20),
        ])
    }

    /// When every break in a line is prohibited, the line is broken anyway before the character that does not
    /// fit (JLReq leaves this case to the typesetter): no text is lost and layout ends.
    @Test func fallbackWhenEveryBreakIsProhibited() {
        #expect(wrapped("」」」」」", columns: 4) == ["」」", "」」", "」"])
        #expect(wrapped("「「「「", columns: 4) == ["「「", "「「"])
        #expect(wrapped("キャ", columns: 2) == ["キ", "ャ"])
        #expect(wrapped("ちょっと", columns: 3) == ["ち", "ょ", "っ", "と"])
    }

    /// Two columns hold one wide character per line, prohibited or not; a line break is forced before each.
    @Test func twoColumnsHoldOneCharacterEach() {
        let sentence = "これは「日本語」の文章です。"
        #expect(wrapped(sentence, columns: 2) == sentence.map { String($0) })
    }

    /// One column can never hold a wide character, which is dropped as before (closing punctuation included);
    /// narrow text around it still shows.
    @Test func oneColumnDropsWideCharacters() {
        #expect(wrapped("日本語。", columns: 1) == [])
        #expect(wrapped("a。b", columns: 1) == ["a", "b"])
        #expect(wrapped("(注)", columns: 1) == ["(", ")"])
    }

    /// Latin text breaks at spaces and after hyphens as before: a space is a break whatever stands next to it.
    @Test func latinTextBreaksAsBefore() {
        #expect(wrapped("Hello, world. (Really!)", columns: 8) == ["Hello,", "world.", "(Really!", ")"])
        #expect(wrapped("well-known (fact)", columns: 6) == ["well-", "known", "(fact)"])
    }

    /// A break after a hyphen is not taken when ")" follows it (UAX #14 LB13: no break before CP); the word is
    /// broken where it overflows instead.
    @Test func noBreakAfterHyphenBeforeClosingParenthesis() {
        #expect(wrapped("a-)bcdef", columns: 5) == ["a-)bc", "def"])
        #expect(wrapped("a-bcdef", columns: 5) == ["a-", "bcdef"])
    }
}

/// The classes of JLReq Appendix A (and the Unicode line-breaking classes for ASCII) that restrict a line's edges.
@Suite struct LineBreakRestrictionTests {
    /// The restriction of each character of `characters`.
    private func restrictions(_ characters: String) -> [LineBreakRestriction] {
        characters.map { LineBreakRestriction($0) }
    }

    /// JLReq §3.1.8: opening brackets and quotes (cl-01) and ASCII opening punctuation (UAX #14 OP) may not end
    /// a line.
    @Test func openingBracketsMayNotEndALine() {
        let opening = "‘“（〔［｛〈《「『【〘〖〝｟«([{"
        #expect(restrictions(opening) == Array(repeating: .notAtLineEnd, count: opening.count))
    }

    /// JLReq §3.1.7: cl-02 closing brackets, cl-03 hyphens, cl-04 dividing punctuation, cl-05 middle dots,
    /// cl-06 full stops, cl-07 commas, cl-08 inseparable characters, cl-09 iteration marks, cl-10 the prolonged
    /// sound mark, cl-11 small kana, and ASCII CL, CP, EX and IS (UAX #14) may not start a line.
    @Test func closingPunctuationAndSmallKanaMayNotStartALine() {
        let classes = [
            "’”）〕］｝〉》」』】〙〗〟»",  // cl-02
            "‐〜゠–",  // cl-03
            "？！‼⁇⁈⁉",  // cl-04
            "・：；",  // cl-05
            "。．",  // cl-06
            "、，",  // cl-07
            "—…‥〳〴〵",  // cl-08
            "ヽヾゝゞ々〻",  // cl-09
            "ー",  // cl-10
            "ぁぃぅぇぉァィゥェォっゃゅょゎゕゖッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿㇷ゚",  // cl-11
            "｡､･ｧｨｩｪｫｬｭｮｯｰ｣",  // Halfwidth forms
            ")]},.:;?!",  // ASCII
        ]
        for characters in classes {
            #expect(restrictions(characters) == Array(repeating: .notAtLineStart, count: characters.count), "\(characters)")
        }
    }

    /// Letters, digits, ideographs, full-size kana, spaces and other symbols restrict nothing.
    @Test func otherCharactersAreUnrestricted() {
        let free = "aZ09-'\"/ é日本あアカ漢字한　＃＄＠"
        #expect(restrictions(free) == Array(repeating: .none, count: free.count))
    }
}

/// Fullwidth punctuation is two columns wide (UAX #11: East Asian Width W or F), halfwidth forms one.
@Suite struct FullwidthPunctuationWidthTests {
    /// 、。「」（）！？ and the other CJK and fullwidth punctuation take two columns each.
    @Test func fullwidthPunctuationIsTwoColumns() {
        for character in "、。，．「」『』（）［］｛｝〈〉《》【】〔〕！？：；・ー〜々ゝっャ　" {
            #expect(EastAsianWidth.columns(of: character) == 2, "\(character)")
        }
    }

    /// Halfwidth katakana punctuation (East Asian Width H) and the ambiguous quotes and ellipsis (A) take one.
    @Test func halfwidthAndAmbiguousPunctuationIsOneColumn() {
        for character in "｡｢｣､･ｰｯ“”‘’…‥—" {
            #expect(EastAsianWidth.columns(of: character) == 1, "\(character)")
        }
    }
}

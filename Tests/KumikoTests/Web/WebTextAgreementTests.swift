import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// The server measures text with the font files it serves the page (`FontTextMeasurer` over `TrueTypeFont`, no
/// shaper); this checks, over a few thousand strings (Latin, accented, Greek and Cyrillic, Chinese, Japanese and
/// Korean, emoji with skin tones, flags and ZWJ sequences, and mixes), that headless Chromium lays each one out as
/// wide as the server measured it, in the page's own font settings (kerning and ligatures off).
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
struct WebTextAgreementTests {
    /// The widest disagreement allowed, in CSS pixels: the page gives each line's box a pixel more than the server
    /// measured, so a line within it never wraps or overflows. (Measured: Latin, accented, Greek, Cyrillic and CJK
    /// agree to 0.01 px; strings dense with emoji, whose bitmap glyphs Chromium advances in its own rounding, to
    /// 0.6 px over 30 characters.)
    static let tolerance = 1.0

    @Test func chromiumLaysOutEveryStringAsWideAsTheServerMeasuredIt() async throws {
        let port = await TestWebServer.shared.port
        let strings = TextSamples.strings(count: 3_000)
        let fonts = WebFonts.load()
        #expect(fonts.fallbacks.map(\.name) == ["cjk", "emoji"], "the CJK and emoji fonts (.ci/run installs them)")
        let measurer = fonts.measurer
        let expected = strings.map { sample in
            Double(measurer.width(of: sample.text, in: ResolvedFont(size: 17, weight: sample.bold ? .bold : .regular)))
        }
        let measured = try await Chromium.drive { try Self.widths(of: strings, port: port) }
        try #require(measured.count == strings.count)
        var worst: (difference: Double, text: String) = (0, "")
        var disagreements = 0
        for (index, sample) in strings.enumerated() {
            let difference = abs(measured[index] - expected[index])
            if difference > worst.difference { worst = (difference, sample.text) }
            if difference > Self.tolerance { disagreements += 1 }
        }
        #expect(disagreements == 0, "\(disagreements) of \(strings.count) differ by more than \(Self.tolerance) px; worst \(worst)")
        print("web text agreement: \(strings.count) strings, widest difference \(worst.difference) px (\(worst.text.debugDescription))")
    }

    /// The widths Chromium gives `strings`, each in a `span` with the page's font settings, after the served fonts
    /// loaded.
    static func widths(of strings: [TextSamples.Sample], port: Int) throws -> [Double] {
        let browser = try Chromium(width: 800, height: 600)
        try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
        guard try browser.waitUntil({ !$0.isEmpty }) else { return [] }
        var widths: [Double] = []
        for start in stride(from: 0, to: strings.count, by: 250) {
            let batch = strings[start..<min(start + 250, strings.count)]
            let json = String(decoding: try JSONSerialization.data(withJSONObject: batch.map { [$0.text, $0.bold ? 700 : 400] as [Any] }), as: UTF8.self)
            let result = try browser.call("Runtime.evaluate", ["expression": """
                (async () => {
                  const samples = \(json);
                  const family = getComputedStyle(document.getElementById('kumiko')).fontFamily;
                  await Promise.all(samples.map(([text, weight]) => document.fonts.load(weight + ' 17px ' + family, text)));
                  const box = document.createElement('div');
                  box.style.cssText = 'position:absolute;left:0;top:0;white-space:pre;font-kerning:none;text-spacing-trim:space-all;' +
                    'font-feature-settings:"kern" 0,"calt" 0';
                  document.body.appendChild(box);
                  const widths = samples.map(([text, weight]) => {
                    const span = document.createElement('span');
                    span.style.font = weight + ' 17px ' + family;
                    // As the page sets its runs: the shorthand turns kerning back on.
                    span.style.fontKerning = 'none';
                    span.style.fontFeatureSettings = '"kern" 0, "calt" 0';
                    span.textContent = text;
                    box.appendChild(span);
                    const width = span.getBoundingClientRect().width;
                    span.remove();
                    return width;
                  });
                  box.remove();
                  return widths;
                })()
                """, "awaitPromise": true, "returnByValue": true])
            guard let values = (result["result"] as? [String: Any])?["value"] as? [Double] else { return widths }
            widths += values
        }
        return widths
    }
}

/// Strings to measure, from a fixed seed: the same ones every run.
enum TextSamples {
    struct Sample: Sendable { let text: String; let bold: Bool }

    /// A linear congruential generator (Knuth's MMIX constants): a fixed sequence, no system randomness.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static let latin = Array((0x20...0x7E).compactMap(Unicode.Scalar.init).map(Character.init))
    static let accented = Array("àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿßÀÁÉÍÑÓÖÚÜŒœŠšŽžŁłŃńŘřŞşĞğİıαβγδεζηθικλμνξοπρστυφχψωΑΒΓΔΩАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюяіїєґ")
    static let kana = Array((0x3041...0x3096).compactMap(Unicode.Scalar.init).map(Character.init)) + Array((0x30A1...0x30FA).compactMap(Unicode.Scalar.init).map(Character.init))
    static let cjkPunctuation = Array("、。「」『』（）！？：；・ー〜")
    static let emoji = ["😀", "😂", "🥲", "👍", "👍🏽", "👋🏿", "❤️", "✨", "🎉", "🚀", "🇯🇵", "🇫🇷", "🇺🇸", "👨‍👩‍👧", "👩‍💻", "🏳️‍🌈",
                        "🐱", "🍣", "⚽", "☕", "⭐", "⌚", "🧑🏻‍🤝‍🧑🏾", "🫠", "🙂", "🤖"].map { Character($0) }

    static func ideograph(_ generator: inout Generator) -> Character {
        Character(Unicode.Scalar(UInt32(0x4E00 + generator.next(0x9FA5 - 0x4E00)))!)
    }

    static func hangul(_ generator: inout Generator) -> Character {
        Character(Unicode.Scalar(UInt32(0xAC00 + generator.next(0xD7A3 - 0xAC00)))!)
    }

    /// `count` strings of 1 to 30 characters: a fifth of each kind (Latin, accented, CJK, emoji with text, mixed),
    /// every other one bold.
    static func strings(count: Int) -> [Sample] {
        var generator = Generator(state: 14)
        return (0..<count).map { index in
            let length = 1 + generator.next(30)
            var text = ""
            for _ in 0..<length {
                let kind = index % 5 == 4 ? generator.next(4) : index % 5
                switch kind {
                case 0: text.append(latin[generator.next(latin.count)])
                case 1: text.append(accented[generator.next(accented.count)])
                case 2:
                    switch generator.next(4) {
                    case 0: text.append(ideograph(&generator))
                    case 1: text.append(kana[generator.next(kana.count)])
                    case 2: text.append(hangul(&generator))
                    default: text.append(cjkPunctuation[generator.next(cjkPunctuation.count)])
                    }
                default: text.append(generator.next(3) == 0 ? emoji[generator.next(emoji.count)] : latin[generator.next(latin.count)])
                }
            }
            return Sample(text: text, bold: index % 2 == 1)
        }
    }
}

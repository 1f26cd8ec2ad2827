import Foundation
import Testing
@testable import KumikoCore

/// A `LocalizedStringKey`'s key as Xcode extracts it into a String Catalog, its arguments, and a translation's
/// format specifiers placing them.
@Suite struct LocalizedKeyTests {
    @Test func interpolationsBecomeTheSpecifiersXcodeWrites() {
        let name = "Juan", count = 3, ratio = 0.5, small: Int32 = 7, float: Float = 1.5, unsigned: UInt = 9
        #expect(LocalizedStringKey("Hello \(name)").key == "Hello %@")
        #expect(LocalizedStringKey("\(count) files").key == "%lld files")
        #expect(LocalizedStringKey("\(ratio) done").key == "%lf done")
        #expect(LocalizedStringKey("\(small) \(float) \(unsigned)").key == "%d %f %llu")
        #expect(LocalizedStringKey("\(ratio, specifier: "%.2f") USD").key == "%.2f USD")
        #expect(LocalizedStringKey("\(Text("x")) and \(Image(systemName: "star"))").key == "%@ and %@")
    }

    @Test func aPercentSignIsEscapedOnlyWhenTheKeyHasArguments() {
        let count = 5
        #expect(LocalizedStringKey("100%").key == "100%")
        #expect(LocalizedStringKey("100% of \(count)").key == "100%% of %lld")
    }

    @Test func argumentsKeepTheirKinds() {
        let name = "Juan", count = -3, ratio = 0.25
        #expect(LocalizedStringKey("\(name) \(count) \(ratio)").arguments == [.text("Juan"), .integer(-3), .floating(0.25)])
    }

    @Test func aFormatPlacesArgumentsInOrderOrByPosition() {
        let arguments: [LocalizedArgument] = [.text("Juan"), .integer(3)]
        #expect(text(LocalizedFormat("%@ has %lld files"), arguments) == "Juan has 3 files")
        #expect(text(LocalizedFormat("%2$lld ファイル（%1$@）"), arguments) == "3 ファイル（Juan）")
        #expect(text(LocalizedFormat("100%% %@"), arguments) == "100% Juan")
        #expect(text(LocalizedFormat("%.1f%%"), [.floating(12.345)]) == "12.3%")
        #expect(text(LocalizedFormat("%05lld"), [.integer(42)]) == "00042")
        // An integer written with %d, %ld or %hd is still the whole 64-bit value.
        #expect(text(LocalizedFormat("%d %ld"), [.integer(5_000_000_000), .integer(-1)]) == "5000000000 -1")
    }

    @Test func aBadFormatNeverCrashes() {
        // A lone percent, a specifier without a conversion, more specifiers than arguments, a position past them.
        #expect(text(LocalizedFormat("50 %"), []) == "50 %")
        #expect(text(LocalizedFormat("%q and %"), []) == "%q and %")
        #expect(text(LocalizedFormat("%@ %@ %@"), [.text("a")]) == "a  ")
        #expect(text(LocalizedFormat("%9$@!"), [.text("a")]) == "!")
        #expect(text(LocalizedFormat("%@"), [.integer(4)]) == "4")
    }

    @Test func literalPartsAreMarkedForMarkdownAndArgumentsAreNot() {
        let pieces = LocalizedFormat("*now* %@").pieces(with: [.text("*x*")], locale: nil)
        #expect(pieces.map(\.isLiteral) == [true, false])
        let runs = LocalizedStringKey.runs(of: pieces)
        // The translation's own emphasis applies; the argument's asterisks are its characters.
        #expect(runs.map(\.string) == ["now", " ", "*x*"])
        #expect(runs.map { $0.style.italic == true } == [true, false, false])
    }

    private func text(_ format: LocalizedFormat, _ arguments: [LocalizedArgument]) -> String {
        format.pieces(with: arguments, locale: nil).map(\.string).joined()
    }
}

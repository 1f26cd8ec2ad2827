import Foundation
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// The page's messages are decoded strictly: what the page sends becomes an event; anything else is an error that
/// ends the session that sent it, never a crash.
@Suite struct ClientMessageTests {
    @Test func thePagesMessagesDecode() throws {
        #expect(try ClientMessage.decode(#"{"t":"viewport","w":390,"h":844,"dark":true}"#) == .viewport(width: 390, height: 844, dark: true))
        #expect(try ClientMessage.decode(#"{"t":"down","x":10.5,"y":20,"mods":["shift","meta"]}"#)
            == .pointerDown(CGPoint(x: 10.5, y: 20), modifiers: [.shift, .command]))
        #expect(try ClientMessage.decode(#"{"t":"wheel","x":1,"y":2,"dx":0,"dy":-48}"#) == .wheel(CGPoint(x: 1, y: 2), by: CGSize(width: 0, height: -48)))
        #expect(try ClientMessage.decode(#"{"t":"paste","text":"Zoë 張"}"#) == .paste("Zoë 張"))
        #expect(try ClientMessage.decode(#"{"t":"key","key":"ArrowDown","text":"","mods":[]}"#).keyPress?.key == .downArrow)
        let letter = try ClientMessage.decode(#"{"t":"key","key":"é","text":"é"}"#).keyPress
        #expect(letter?.key == KeyEquivalent("é"))
        #expect(letter?.characters == "é")
        #expect(try ClientMessage.decode(#"{"t":"key","key":"F13"}"#).keyPress == nil)
        #expect(try ClientMessage.decode(#"{"t":"cancel"}"#) == .pointerCancel)
        #expect(try ClientMessage.decode(#"{"t":"menu","x":120.5,"y":88}"#) == .contextMenu(CGPoint(x: 120.5, y: 88)))
        #expect(try ClientMessage.decode(#"{"t":"hover","x":3,"y":4.25}"#) == .hover(CGPoint(x: 3, y: 4.25)))
        #expect(try ClientMessage.decode(#"{"t":"leave"}"#) == .hover(nil))
        #expect(try ClientMessage.decode(#"{"t":"refresh","id":7}"#) == .refresh(region: 7))
        #expect(try ClientMessage.decode(#"{"t":"text","id":42,"text":"かな漢字","c":2}"#) == .text(input: 42, text: "かな漢字", cursor: 2))
        #expect(try ClientMessage.decode(#"{"t":"text","id":42,"text":""}"#) == .text(input: 42, text: "", cursor: nil))
        #expect(try ClientMessage.decode(#"{"t":"text","id":42,"text":"a","c":-3}"#) == .text(input: 42, text: "a", cursor: 0))
    }

    @Test(arguments: [
        "", "null", "[]", "{", "{\"t\":1}", #"{"t":"launch"}"#, #"{"t":"down","x":1}"#, #"{"t":"down","x":"a","y":1}"#,
        #"{"t":"viewport","w":-1,"h":10}"#, #"{"t":"viewport","w":1e300,"h":10}"#, #"{"t":"key","key":""}"#,
        #"{"t":"key"}"#, #"{"t":"paste"}"#, "\u{0}\u{1}\u{FFFD}",
        #"{"t":"text","text":"a"}"#, #"{"t":"text","id":-1,"text":"a"}"#, #"{"t":"text","id":1.5,"text":"a"}"#,
        #"{"t":"text","id":1}"#, #"{"t":"text","id":1,"text":"a","c":1e300}"#,
        #"{"t":"menu"}"#, #"{"t":"menu","x":1}"#, #"{"t":"menu","x":null,"y":1}"#, #"{"t":"menu","x":1e300,"y":1}"#,
        #"{"t":"menu","x":"1","y":1}"#, #"{"t":"hover"}"#, #"{"t":"hover","y":2}"#, #"{"t":"hover","x":-1e7,"y":2}"#,
        #"{"t":"refresh"}"#, #"{"t":"refresh","id":-1}"#, #"{"t":"refresh","id":1.5}"#, #"{"t":"refresh","id":"7"}"#,
    ])
    func malformedMessagesAreRefused(_ text: String) {
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(text) }
    }

    @Test func aMessageOverOneMebibyteIsRefusedUnread() {
        let text = #"{"t":"paste","text":""# + String(repeating: "a", count: ClientMessage.maximumSize) + #""}"#
        #expect(throws: ClientMessageError.tooLarge(text.utf8.count)) { try ClientMessage.decode(text) }
    }

    @Test func aMillionRandomMessagesNeverTrap() {
        // A seeded generator: the same inputs every run. Mutations of valid messages reach deeper than noise.
        var generator = SeededGenerator(seed: 0x4B55_4D49_4B4F)
        let seeds = [#"{"t":"viewport","w":390,"h":844}"#, #"{"t":"down","x":10,"y":20,"mods":["shift"]}"#,
                     #"{"t":"key","key":"a","text":"a"}"#, #"{"t":"wheel","x":1,"y":2,"dx":0,"dy":3}"#,
                     #"{"t":"scroll","id":7,"x":0,"y":4400}"#, #"{"t":"text","id":24,"text":"Zoë 張","c":2}"#,
                     #"{"t":"cancel"}"#, #"{"t":"menu","x":120,"y":88}"#, #"{"t":"hover","x":3,"y":4}"#,
                     #"{"t":"refresh","id":7}"#]
        var decoded = 0
        for _ in 0..<1_000_000 {
            var bytes = Array(seeds[Int(generator.next() % UInt64(seeds.count))].utf8)
            for _ in 0..<Int(generator.next() % 4) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            if (try? ClientMessage.decode(String(decoding: bytes, as: UTF8.self))) != nil { decoded += 1 }
        }
        #expect(decoded > 0)
        #expect(decoded < 1_000_000)
    }
}

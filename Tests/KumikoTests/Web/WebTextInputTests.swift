import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// Text fields in the browser are the page's own `<input>`s (``TextInput``): the frame describes each field (kind,
/// text, prompt, focus, whether it takes input) instead of drawing glyphs and a caret, and the page reports the
/// field's whole text (`.text`), which the field's binding takes as if typed.
@MainActor @Suite struct WebTextInputTests {
    struct AccountForm: View {
        @State private var name = ""
        @State private var password = ""
        @State private var locked = "fixed"
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
                TextField("Locked", text: $locked).disabled(true)
            }
        }
    }

    private func inputs(_ session: WebSession) throws -> [JSONValue] {
        session.resendWholeFrame()
        return try #require(JSONValue.parse(session.frame() ?? "")).items.filter { $0.kind == "in" }
    }

    private func texts(_ session: WebSession) throws -> [String] {
        session.resendWholeFrame()
        return try #require(JSONValue.parse(session.frame() ?? "")).items.filter { $0.kind == "t" }.map(\.text)
    }

    @Test func fieldsAreThePagesOwnAndTakeItsText() throws {
        let session = WebSession(graph: ViewGraph(root: AccountForm(), environment: .web(.points)))
        session.handle(.viewport(width: 390, height: 844, dark: false))
        let fields = try inputs(session)
        #expect(fields.map { $0["kind"]?.string ?? "" } == ["text", "password", "text"])
        #expect(fields.map { $0["ph"]?.string ?? "" } == ["Name", "Password", "Locked"])
        #expect(fields.map { $0["v"]?.string ?? "" } == ["", "", "fixed"])
        #expect(fields.map { $0["dis"]?.int } == [nil, nil, 1])
        #expect(fields.allSatisfy { $0["f"] == nil && $0.rect.width > 0 && $0.rect.height > 0 })
        // The page draws the prompts and texts itself: none of them is drawn as text.
        #expect(try texts(session).filter { ["Name", "Password", "Locked", "fixed"].contains($0) }.isEmpty)

        // The page's text for the name goes to the binding (the next frame shows it), and the field takes the focus.
        let name = try #require(fields[0]["id"]?.double).rounded(), password = try #require(fields[1]["id"]?.double).rounded()
        session.handle(.text(input: UInt64(name), text: "Zoë 張", cursor: 2))
        let afterName = try inputs(session)
        #expect(afterName[0]["v"]?.string == "Zoë 張")
        #expect(afterName[0]["f"]?.int == 1)
        // The cursor is in characters: a key typed next goes after "Zo".
        session.handle(.key(name: "x", text: "x", modifiers: []))
        #expect(try inputs(session)[0]["v"]?.string == "Zoxë 張")

        // A password is taken as typed; a line break in a one-line field becomes a space, as a paste's does.
        session.handle(.text(input: UInt64(password), text: "s3cr\u{0A}t", cursor: nil))
        let afterPassword = try inputs(session)
        #expect(afterPassword[1]["v"]?.string == "s3cr t")
        #expect(afterPassword[1]["f"]?.int == 1)
        #expect(afterPassword[0]["f"] == nil)

        // A disabled field and an id that is no field's take nothing.
        let locked = try #require(fields[2]["id"]?.double).rounded()
        session.handle(.text(input: UInt64(locked), text: "changed", cursor: nil))
        session.handle(.text(input: 987_654_321, text: "nowhere", cursor: nil))
        #expect(try inputs(session).map { $0["v"]?.string ?? "" } == ["Zoxë 張", "s3cr t", "fixed"])
    }

    @Test func theTerminalStillDrawsItsFields() throws {
        let graph = ViewGraph(root: AccountForm(), environment: .web(.points))
        graph.settle(proposal: ProposedViewSize(width: 390, height: 844))
        let list = graph.displayList()
        #expect(!list.items.contains { if case .textInput = $0 { true } else { false } })
        let drawn = list.items.compactMap { item -> String? in
            if case .text(let text) = item { return text.lineStrings.joined() } else { return nil }
        }
        #expect(drawn.contains("Name"))
        #expect(drawn.contains("Password"))
    }
}

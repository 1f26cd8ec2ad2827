import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Controls {
    /// `TextField` and `SecureField`: one line, the placeholder in grey while empty, a caret `▏` at the cursor
    /// while focused; typing, pastes and the line-editing keys edit the bound text; Return submits.
    @MainActor
    @Suite struct TextFieldTests {
        // MARK: Look

        @Test func theTextOrThePlaceholder() {
            #expect(render(TextField("Name", text: .constant("Mei")), columns: 12) == "Mei")
            #expect(render(TextField("Name", text: .constant("")), columns: 12) == "Name")
            // A prompt is the placeholder rather than the title.
            #expect(render(TextField("Name", text: .constant(""), prompt: Text("Required")), columns: 12) == "Required")
            let title: String = "Title"
            #expect(render(TextField(title, text: .constant("")), columns: 12) == "Title")
            #expect(render(TextField(text: .constant("")) { Text("Label") }, columns: 12) == "Label")
            #expect(render(TextField(text: .constant(""), prompt: Text("Prompt")) { Text("Label") }, columns: 12) == "Prompt")
        }

        @Test func aSecureFieldShowsABulletPerCharacter() {
            #expect(render(SecureField("Password", text: .constant("h€llo👍🏽")), columns: 12) == "••••••")
            #expect(render(SecureField("Password", text: .constant("")), columns: 12) == "Password")
        }

        @Test func theRoundedBorderStyleIsBrackets() {
            #expect(render(TextField("Name", text: .constant("Mei")).textFieldStyle(.roundedBorder), columns: 12)
                == "[Mei       ]")
            // Its ideal width fits the text and the caret's cell.
            #expect(render(TextField("Name", text: .constant("Mei")).textFieldStyle(.roundedBorder)) == "[Mei ]")
            #expect(render(TextField("Name", text: .constant("Mei")).textFieldStyle(.plain), columns: 12) == "Mei")
        }

        @Test func multilineTextAlignmentPlacesTheText() {
            #expect(render(TextField("Amount", text: .constant("42")).multilineTextAlignment(.trailing), columns: 8)
                == "      42")
            #expect(render(TextField("Amount", text: .constant("42")).multilineTextAlignment(.center)
                .textFieldStyle(.roundedBorder), columns: 8) == "[  42  ]")
        }

        @Test func theFieldFillsTheWidthOfferedAsSwiftUIs() {
            let row = HStack(spacing: 0) {
                Text("Name: ")
                TextField("Name", text: .constant("Mei")).textFieldStyle(.roundedBorder)
            }
            #expect(render(row, columns: 20) == "Name: [Mei         ]")
        }

        @Test func thePlaceholderIsGreyAndTheTextIsNot() throws {
            let empty = ImageRenderer(content: TextField("Name", text: .constant("")))
            empty.proposedSize = ProposedViewSize(width: 80, height: nil)
            let grey = try #require(empty.terminalImage).buffer[0, 0].foreground
            #expect(grey == ResolvedColor(red: 0.557, green: 0.557, blue: 0.576))
            let filled = ImageRenderer(content: TextField("Name", text: .constant("Mei")))
            filled.proposedSize = ProposedViewSize(width: 80, height: nil)
            #expect(try #require(filled.terminalImage).buffer[0, 0].foreground == nil)
        }

        // MARK: Editing through the terminal

        struct Login: View {
            @State private var name = ""
            @State private var password = ""
            @State private var submitted = "none"
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("name: \(name) submitted: \(submitted)")
                    Button("Clear") { name = "" }.keyboardShortcut("l", modifiers: .control)
                    TextField("Name", text: $name)
                    SecureField("Password", text: $password)
                    Text("password: \(password)")
                }
                .onSubmit { submitted = name }
            }
        }

        @Test func typingEditingAndSubmitting() {
            let terminal = TestTerminal(columns: 40, rows: 6) { Login() }
            #expect(terminal.screen == "name:  submitted: none\nClear\nName\nPassword\npassword:\n ⏎ Clear  ⇥ next  q quit")
            terminal.press(.tab)
            // Focused and empty: the caret before the placeholder; the key help offers Return and Ctrl-C.
            #expect(terminal.screen == "name:  submitted: none\nClear\n▏Name\nPassword\npassword:\n ⏎ submit  ⇥ next  ^C quit")
            terminal.type("Mei")
            #expect(terminal.screen.hasPrefix("name: Mei submitted: none\nClear\nMei▏\n"))
            // `q` types.
            terminal.type("q")
            #expect(!terminal.quitRequested)
            #expect(terminal.screen.hasPrefix("name: Meiq submitted: none\nClear\nMeiq▏\n"))
            terminal.press(.delete)
            terminal.press(.leftArrow)
            terminal.press(.leftArrow)
            terminal.type("-")
            #expect(terminal.screen.hasPrefix("name: M-ei submitted: none\nClear\nM-▏ei\n"))
            terminal.press(.home)
            terminal.type("(")
            terminal.press(.end)
            terminal.type(")")
            #expect(terminal.screen.hasPrefix("name: (M-ei) submitted: none\nClear\n(M-ei)▏\n"))
            terminal.press("a", modifiers: .control)
            terminal.press("k", modifiers: .control)
            #expect(terminal.screen.hasPrefix("name:  submitted: none\nClear\n▏Name\n"))
            // A paste inserts at the cursor, as one line.
            terminal.paste("Mei Chen\n")
            terminal.press(.leftArrow, modifiers: .option)
            terminal.type("X ")
            #expect(terminal.screen.hasPrefix("name: Mei X Chen submitted: none\nClear\nMei X ▏Chen\n"))
            terminal.press("w", modifiers: .control)
            #expect(terminal.screen.hasPrefix("name: Mei Chen submitted: none\nClear\nMei ▏Chen\n"))
            terminal.press(.rightArrow, modifiers: .control)
            terminal.press(.return)
            #expect(terminal.screen.hasPrefix("name: Mei Chen submitted: Mei Chen\nClear\nMei Chen▏\n"))
        }

        @Test func theSecureFieldTypesBullets() {
            let terminal = TestTerminal(columns: 30, rows: 6) { Login() }
            terminal.press(.tab)
            terminal.press(.tab)
            terminal.type("s3cr€t")
            terminal.press(.leftArrow)
            #expect(terminal.screen.hasPrefix("name:  submitted: none\nClear\nName\n•••••▏•\npassword: s3cr€t\n"))
            // The field that lost the focus shows no caret.
            terminal.press(.tab, modifiers: .shift)
            #expect(terminal.screen.hasPrefix("name:  submitted: none\nClear\n▏Name\n••••••\n"))
        }

        @Test func aChangeToTheBoundTextMovesTheCursorToTheEnd() {
            let terminal = TestTerminal(columns: 30, rows: 6) { Login() }
            terminal.press(.tab)
            terminal.type("Mei")
            terminal.press(.home)
            // The field leaves Ctrl-L to the button's shortcut, which empties the text under the field's cursor.
            terminal.press("l", modifiers: .control)
            #expect(terminal.screen.hasPrefix("name:  submitted: none\nClear\n▏Name\n"))
            terminal.type("Bo")
            #expect(terminal.screen.hasPrefix("name: Bo submitted: none\nClear\nBo▏\n"))
        }

        @Test func aClickFocusesTheFieldAndPutsTheCursorThere() {
            let terminal = TestTerminal(columns: 30, rows: 6) { Login() }
            terminal.press(.tab)
            terminal.type("Juan")
            terminal.press(.tab)
            // A click on the "a" of "Juan" (row 2, column 2): the cursor goes before it.
            terminal.click(column: 2, row: 2)
            terminal.type("-")
            #expect(terminal.screen.hasPrefix("name: Ju-an submitted: none\nClear\nJu-▏an\n"))
            // A click after the end puts the cursor at the end.
            terminal.click(column: 20, row: 2)
            terminal.type("!")
            #expect(terminal.screen.hasPrefix("name: Ju-an! submitted: none\n"))
        }

        struct LongField: View {
            @State private var text = ""
            var body: some View {
                TextField("Long", text: $text).frame(width: 80, alignment: .leading)
            }
        }

        @Test func longTextScrollsToKeepTheCaretInView() {
            let terminal = TestTerminal(columns: 20, rows: 2) { LongField() }
            terminal.type("abcdefghijkl")
            #expect(terminal.screen.hasPrefix("defghijkl▏\n"))
            terminal.press(.home)
            #expect(terminal.screen.hasPrefix("▏abcdefghi\n"))
            terminal.press("f", modifiers: .option)
            #expect(terminal.screen.hasPrefix("defghijkl▏\n"))
        }

        @Test func wideCharactersScrollByCells() {
            let terminal = TestTerminal(columns: 20, rows: 2) { LongField() }
            terminal.type("日本語です")
            // Ten cells of text and the caret in ten columns: 日 is out, 本 is cut in half.
            #expect(terminal.screen.hasPrefix(" 本語です▏\n"))
            terminal.press(.leftArrow)
            terminal.press(.delete)
            #expect(terminal.screen.hasPrefix("日本語▏す\n"))
        }

        struct Deprecated: View {
            @State private var text = ""
            @State private var log: [String] = []
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(log.joined(separator: ","))
                    TextField("Old", text: $text, onEditingChanged: { log.append("editing \($0)") },
                              onCommit: { log.append("commit \(text)") })
                    Button("Other") {}
                }
            }
        }

        @Test func theDeprecatedCallbacksHearFocusAndReturn() {
            let terminal = TestTerminal(columns: 40, rows: 4) { Deprecated() }
            // The field is the first focusable view: it has the focus from the start.
            #expect(terminal.screen.hasPrefix("editing true\n▏Old\n"))
            terminal.type("x")
            terminal.press(.return)
            terminal.press(.tab)
            #expect(terminal.screen.hasPrefix("editing true,commit x,editing false\nx\n"))
        }

        struct Dialog: View {
            @State private var name = ""
            @State private var saved = "nothing"
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("saved: \(saved)")
                    TextField("Name", text: $name)
                    Button("Save") { saved = name }.keyboardShortcut(.defaultAction)
                }
            }
        }

        @Test func withoutOnSubmitReturnReachesTheDefaultAction() {
            let terminal = TestTerminal(columns: 30, rows: 4) { Dialog() }
            terminal.type("Ann")
            terminal.press(.return)
            #expect(terminal.screen.hasPrefix("saved: Ann\n"))
        }

        @Test func editKeysAreTakenEvenInAnEmptyField() {
            let terminal = TestTerminal(columns: 30, rows: 4) { Dialog() }
            _ = terminal.screen
            // Backspace in an empty field is the field's (it must not reach a navigation stack around it).
            #expect(terminal.graph.sendKey(KeyPress(key: .delete)))
            #expect(terminal.graph.sendKey(KeyPress(key: .leftArrow)))
            #expect(!terminal.graph.sendKey(KeyPress(key: .upArrow)))
            #expect(terminal.graph.isEditingText)
        }

        enum Field: Hashable { case first, second }

        struct Focused: View {
            @State private var first = ""
            @State private var second = ""
            @FocusState private var focus: Field?
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    TextField("First", text: $first).focused($focus, equals: .first)
                    TextField("Second", text: $second).focused($focus, equals: .second)
                    Text("focus: \(focus.map { "\($0)" } ?? "none")")
                }
                .onSubmit { focus = .second }
            }
        }

        @Test func focusStateMovesTheFocusBetweenFields() {
            let terminal = TestTerminal(columns: 30, rows: 4) { Focused() }
            terminal.type("a")
            #expect(terminal.screen.hasPrefix("a▏\nSecond\nfocus: first\n"))
            terminal.press(.return)
            // The focus moves after the update that the frame brings.
            _ = terminal.screen
            terminal.type("b")
            #expect(terminal.screen.hasPrefix("a\nb▏\nfocus: second\n"))
        }

        // MARK: In a form

        struct EditProfile: View {
            @State private var username = "John Doe"
            @State private var bio = "iOS Developer"
            var body: some View {
                Form {
                    Section("Profile Information") {
                        TextField("Username", text: $username)
                        TextField("Bio", text: $bio)
                    }
                    Section {
                        Button("Save") {}
                    }
                }
            }
        }

        @Test func aFormWithTwoTextFields() {
            let terminal = TestTerminal(columns: 30, rows: 10) { EditProfile() }
            #expect(terminal.screen == """
                  Profile Information
                ╭────────────────────────────╮
                │ John Doe                   │
                │ iOS Developer              │
                ╰────────────────────────────╯

                ╭────────────────────────────╮
                │ Save                       │
                ╰────────────────────────────╯
                 ↑↓ move  ⇥ next  q quit
                """)
            terminal.press(.tab)
            terminal.press("w", modifiers: .control)
            terminal.type("Roe")
            #expect(terminal.screen == """
                  Profile Information
                ╭────────────────────────────╮
                │ John Roe▏                  │
                │ iOS Developer              │
                ╰────────────────────────────╯

                ╭────────────────────────────╮
                │ Save                       │
                ╰────────────────────────────╯
                 ⇥ next  ^C quit
                """)
            terminal.press(.tab)
            terminal.press("u", modifiers: .control)
            #expect(terminal.screen == """
                  Profile Information
                ╭────────────────────────────╮
                │ John Roe                   │
                │ ▏Bio                       │
                ╰────────────────────────────╯

                ╭────────────────────────────╮
                │ Save                       │
                ╰────────────────────────────╯
                 ⇥ next  ^C quit
                """)
        }

        // MARK: The list's search field

        struct Searchable: View {
            @State private var query = ""
            let names = ["Juan Chavez", "Mei Chen", "Bill James", "Anne Johnson"]
            var body: some View {
                List(names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                    .listStyle(.plain)
                    .searchable(text: $query, prompt: "Name")
            }
        }

        @Test func theSearchFieldHasACursorAndTheEditKeys() {
            let terminal = TestTerminal(columns: 30, rows: 7) { Searchable() }
            terminal.type("/")
            #expect(terminal.screen.hasPrefix(" ⌕ ▏Name\n"))
            terminal.type("cen")
            terminal.press(.leftArrow)
            terminal.press(.leftArrow)
            terminal.type("h")
            #expect(terminal.screen.hasPrefix(" ⌕ ch▏en\n Mei Chen\n"))
            terminal.press("a", modifiers: .control)
            terminal.type("Mei ")
            #expect(terminal.screen.hasPrefix(" ⌕ Mei ▏chen\n Mei Chen\n"))
            terminal.press(.leftArrow, modifiers: .option)
            terminal.press("k", modifiers: .control)
            #expect(terminal.screen.hasPrefix(" ⌕ ▏Name\n Juan Chavez\n"))
            terminal.paste("Ja")
            terminal.press(.home)
            terminal.press(.deleteForward)
            #expect(terminal.screen.hasPrefix(" ⌕ ▏a\n Juan Chavez\n"))
            // Backspace at the start does nothing, and does not leave the field.
            terminal.press(.delete)
            terminal.type("J")
            #expect(terminal.screen.hasPrefix(" ⌕ J▏a\n"))
        }

        @Test func aLongSearchScrollsToKeepTheCaretInView() {
            let terminal = TestTerminal(columns: 12, rows: 4) { Searchable() }
            terminal.type("/abcdefghijkl")
            // The row's insets and "⌕ " leave eight columns: the end of the text and the caret.
            #expect(terminal.screen.hasPrefix(" ⌕ fghijkl▏\n"))
            terminal.press(.home)
            #expect(terminal.screen.hasPrefix(" ⌕ ▏abcdefg\n"))
        }
    }
}

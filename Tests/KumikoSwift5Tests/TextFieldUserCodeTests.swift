// Text fields as SwiftUI user code writes them, compiled in the Swift 5 language mode with `import Kumiko`
// alone: every initialiser and the modifiers chained on fields must be accepted unchanged.
import Kumiko
import Testing

struct SignUpForm: View {
    enum Field: Hashable { case email, password }

    @State private var email = ""
    @State private var password = ""
    @State private var name = "Mei"
    @State private var bio = ""
    @State private var log: [String] = []
    @FocusState private var focus: Field?

    var body: some View {
        Form {
            Section("Account") {
                TextField("Email", text: $email, prompt: Text("name@example.com"))
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .disableAutocorrection(true)
                    .submitLabel(.next)
                    .focused($focus, equals: .email)
                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .submitLabel(.done)
                    .focused($focus, equals: .password)
                SecureField(text: $password, prompt: Text("Again")) { Text("Confirm") }
            }
            Section("Profile") {
                TextField(text: $name, prompt: Text("Name")) { Text("Name") }
                TextField("Bio", text: $bio, axis: .vertical)
                TextField("Bio", text: $bio, prompt: Text("About you"), axis: .vertical)
                TextField(text: $bio, axis: .vertical) { Text("Bio") }
                TextField("Old", text: $name, onEditingChanged: { editing in log.append("\(editing)") },
                          onCommit: { log.append("commit") })
                TextField("Old", text: $name, onCommit: { log.append("commit") })
                TextField("Old", text: $name, onEditingChanged: { _ in })
                SecureField("Old", text: $password, onCommit: {})
                TextField(String("Plain string"), text: $name)
                    .textFieldStyle(.roundedBorder)
                    .keyboardType(.numberPad)
                    .textInputAutocapitalization(.words)
            }
        }
        .textFieldStyle(.automatic)
        .onSubmit {
            if focus == .email { focus = .password }
        }
    }
}

@MainActor
@Test func textFieldsCompileInSwift5UserCode() {
    let renderer = ImageRenderer(content: SignUpForm())
    renderer.proposedSize = ProposedViewSize(width: 240, height: nil)
    let text = renderer.terminalImage?.plainText ?? ""
    #expect(text.contains("│ name@example.com"))
    #expect(text.contains("│ Password"))
    #expect(text.contains("│ Again"))
    #expect(text.contains("│ [Mei"))
}

import Testing
import Kumiko
import KumikoTestSupport

/// The README's example, so that what the README says it prints stays true.
private struct PersonRow: View {
    var name: String
    var phone: String

    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            Text(name).font(.headline)
            Label(phone, systemImage: "phone")
                .foregroundColor(.secondary)
        }
        .padding()
        .border(.gray)
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func readmeExamplePrintsWhatTheReadmeShows() {
        let expected = """
        ┌──────────────────┐
        │ Mei Chen         │
        │ ☎ (919) 555-2481 │
        └──────────────────┘
        """
        #expect(render(PersonRow(name: "Mei Chen", phone: "(919) 555-2481"), width: 320) == expected)
    }
}

// Snapshot tests as a SwiftUI team writes them with swift-snapshot-testing, through KumikoSnapshotTesting's
// strategies: a view's screen as text, ANSI and SVG, and every preview of this module in one call. The
// recorded snapshots are in __Snapshots__/SnapshotUserCodeTests/ (reviewed by eye when recorded).
import KumikoSnapshotTesting
import SwiftUI
import Testing

struct SnapshotContact: Identifiable {
    let id: Int
    let name: String
    let phone: String
}

struct SnapshotContactsList: View {
    var contacts: [SnapshotContact]
    var body: some View {
        List(contacts) { contact in
            VStack(alignment: .leading) {
                Text(contact.name).bold()
                Text(contact.phone).foregroundStyle(.secondary)
            }
        }
    }
}

@MainActor
@Suite(.snapshots(record: .missing)) struct SnapshotUserCodeTests {
    let contacts = [
        SnapshotContact(id: 1, name: "Mei Chen", phone: "(919) 555-2481"),
        SnapshotContact(id: 2, name: "Juan Chavez", phone: "(408) 555-4301"),
    ]

    @Test func aViewAsPlainText() {
        assertSnapshot(of: SnapshotContactsList(contacts: contacts), as: .terminal(width: 240, height: 112), named: "contacts")
    }

    @Test func aViewWithItsColoursAsANSIAndSVG() {
        assertSnapshot(of: SnapshotContactsList(contacts: contacts), as: .terminalANSI(width: 240, height: 112))
        assertSnapshot(of: SnapshotContactsList(contacts: contacts), as: .terminalSVG(width: 240, height: 112))
    }

    @Test func everyPreviewOfTheModule() {
        assertSnapshots(ofPreviewsInModule: "KumikoSwift5Tests")
    }

    @Test func aChangedViewFailsAgainstItsSnapshot() {
        withKnownIssue {
            assertSnapshot(
                of: SnapshotContactsList(contacts: Array(contacts.reversed())), as: .terminal(width: 240, height: 112),
                named: "contacts", testName: "aViewAsPlainText()"
            )
        }
    }
}

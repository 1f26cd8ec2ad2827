// The seed sample ch3-17-alert-confirmation-dialog (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.6.3 Alert と ConfirmationDialog
import Foundation
import Kumiko

enum AlertSample {

    struct AlertExampleView: View {
        @State private var showingSimpleAlert = false
        @State private var showingDestructiveAlert = false
        @State private var showingTextFieldAlert = false
        @State private var showingConfirmation = false
        @State private var inputText = ""

        var body: some View {
            List {
                Section("Alerts") {
                    Button("Simple Alert") {
                        showingSimpleAlert = true
                    }

                    Button("Destructive Alert") {
                        showingDestructiveAlert = true
                    }

                    Button("Text Field Alert") {
                        showingTextFieldAlert = true
                    }
                }

                Section("Confirmation Dialog") {
                    Button("Show Confirmation") {
                        showingConfirmation = true
                    }
                }
            }
            .alert("Simple Alert", isPresented: $showingSimpleAlert) {
                Button("OK") { }
            } message: {
                Text("This is a simple alert message")
            }
            .alert("Warning", isPresented: $showingDestructiveAlert) {
                Button("Cancel", role: .cancel) { }
                Button("Delete", role: .destructive) {
                    print("Deleted")
                }
            } message: {
                Text("This action cannot be undone")
            }
            .alert("Enter Text", isPresented: $showingTextFieldAlert) {
                TextField("Input", text: $inputText)
                Button("OK") {
                    print("Input: \(inputText)")
                }
                Button("Cancel", role: .cancel) { }
            }
            .confirmationDialog("Choose an option", isPresented: $showingConfirmation) {
                Button("Option 1") {
                    print("Option 1")
                }
                Button("Option 2") {
                    print("Option 2")
                }
                Button("Option 3") {
                    print("Option 3")
                }
                Button("Cancel", role: .cancel) { }
                Button("Delete", role: .destructive) {
                    print("Deleted")
                }
            } message: {
                Text("Select one of the options below")
            }
        }
    }

}

// The seed sample ch3-15-sheet (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.6.1 Sheet
import Foundation
import Kumiko

enum SheetSample {

    struct SheetExampleView: View {
        @State private var showingBasicSheet = false
        @State private var showingCustomSheet = false
        @State private var showingDetentSheet = false
        @State private var selectedItem: SheetItem?

        var body: some View {
            List {
                Section("Basic Sheet") {
                    Button("Show Basic Sheet") {
                        showingBasicSheet = true
                    }
                }

                Section("Custom Height Sheet") {
                    Button("Show Custom Sheet") {
                        showingDetentSheet = true
                    }
                }

                Section("Item Sheet") {
                    ForEach(SheetItem.samples) { item in
                        Button(item.title) {
                            selectedItem = item
                        }
                    }
                }
            }
            .sheet(isPresented: $showingBasicSheet) {
                BasicSheetView()
            }
            .sheet(isPresented: $showingDetentSheet) {
                DetentSheetView()
            }
            .sheet(item: $selectedItem) { item in
                ItemSheetView(item: item)
            }
        }
    }

    struct SheetItem: Identifiable {
        let id = UUID()
        let title: String
        let description: String

        static let samples = [
            SheetItem(title: "Item 1", description: "First item description"),
            SheetItem(title: "Item 2", description: "Second item description"),
            SheetItem(title: "Item 3", description: "Third item description")
        ]
    }

    struct BasicSheetView: View {
        @Environment(\.dismiss) var dismiss

        var body: some View {
            NavigationStack {
                VStack(spacing: 20) {
                    Text("Basic Sheet")
                        .font(.title)
                        .fontWeight(.bold)

                    Text("This is a standard sheet presentation")
                        .foregroundColor(.secondary)

                    Button("Dismiss") {
                        dismiss()
                    }
                    .buttonStyle(.borderedProminent)
                }
                .navigationTitle("Sheet")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") {
                            dismiss()
                        }
                    }
                }
            }
        }
    }

    struct DetentSheetView: View {
        @Environment(\.dismiss) var dismiss
        @State private var detent: PresentationDetent = .medium

        var body: some View {
            VStack(spacing: 20) {
                Text("Custom Height Sheet")
                    .font(.title2)
                    .fontWeight(.bold)

                Text("Current detent: \(detent == .medium ? "Medium" : "Large")")
                    .foregroundColor(.secondary)

                Picker("Detent", selection: $detent) {
                    Text("Medium").tag(PresentationDetent.medium)
                    Text("Large").tag(PresentationDetent.large)
                }
                .pickerStyle(.segmented)
                .padding()

                Button("Close") {
                    dismiss()
                }

                Spacer()
            }
            .padding()
            .presentationDetents([.medium, .large], selection: $detent)
            .presentationDragIndicator(.visible)
            .presentationBackgroundInteraction(.enabled)
        }
    }

    struct ItemSheetView: View {
        let item: SheetItem
        @Environment(\.dismiss) var dismiss

        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 20) {
                    Text(item.title)
                        .font(.title)
                        .fontWeight(.bold)

                    Text(item.description)
                        .font(.body)
                        .foregroundColor(.secondary)

                    Spacer()

                    Button("Close") {
                        dismiss()
                    }
                    .buttonStyle(.borderedProminent)
                    .frame(maxWidth: .infinity)
                }
                .padding()
                .navigationTitle("Details")
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

}

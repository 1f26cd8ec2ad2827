// The seed sample ch3-16-full-screen-cover (from ../shared/conformance/seed-units), exactly as written but for the import,
// wrapped in a namespace so that the samples' type names do not collide.
// Seed: 001_c34fb5cf084bd9f9.txt, 3.6.2 FullScreenCover
import Foundation
import Kumiko

enum FullScreenCoverSample {

    struct FullScreenCoverExample: View {
        @State private var showingFullScreen = false

        var body: some View {
            Button("Show Full Screen") {
                showingFullScreen = true
            }
            .buttonStyle(.borderedProminent)
            .fullScreenCover(isPresented: $showingFullScreen) {
                FullScreenContentView()
            }
        }
    }

    struct FullScreenContentView: View {
        @Environment(\.dismiss) var dismiss

        var body: some View {
            ZStack {
                LinearGradient(
                    colors: [.blue, .purple],
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                )
                .ignoresSafeArea()

                VStack(spacing: 30) {
                    Spacer()

                    Image(systemName: "sparkles")
                        .font(.system(size: 100))
                        .foregroundColor(.white)

                    Text("Full Screen Content")
                        .font(.largeTitle)
                        .fontWeight(.bold)
                        .foregroundColor(.white)

                    Text("This is presented in full screen mode")
                        .foregroundColor(.white.opacity(0.8))

                    Spacer()

                    Button {
                        dismiss()
                    } label: {
                        Text("Close")
                            .font(.headline)
                            .foregroundColor(.white)
                            .frame(width: 200)
                            .padding()
                            .background(.ultraThinMaterial)
                            .cornerRadius(15)
                    }
                }
            }
        }
    }

}

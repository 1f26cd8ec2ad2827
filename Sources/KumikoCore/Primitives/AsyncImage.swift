import Foundation

/// The current phase of an asynchronous image loading operation, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image succesfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that asynchronously loads and displays an image, as SwiftUI's `AsyncImage`.
///
/// The view shows the `.empty` phase (the placeholder) first, then loads in a task that never holds up a frame:
///
/// - `file:` URLs are read off the main actor; bytes that start as an image file does (PNG, JPEG, GIF, WebP,
///   BMP, TIFF, HEIC) give `.success` with an image the platform draws as it draws a named image it cannot load
///   (its placeholder, named after the file), anything else gives `.failure`.
/// - Other URLs (`https:`) are not fetched: a terminal draws no pixels, and Kumiko does not bring a networking
///   stack. They give `.failure` at once, with a one-time diagnostic on standard error; a placeholder view
///   stays up, as it does in SwiftUI when a load fails.
/// - A nil URL stays `.empty`.
///
/// `scale` and `transaction` are accepted; a phase change is not animated.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    /// Whether a grey fill stands in for the image until it loads (`init(url:scale:)`).
    private var showsDefaultPlaceholder = false

    @State private var loaded: (url: URL, phase: AsyncImagePhase)?

    /// Loads and displays an image from the specified URL: the image when it loads, a grey placeholder until
    /// then or when it fails.
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image (accepted).
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase in phase.image ?? Image("") }
        showsDefaultPlaceholder = true
    }

    /// Loads and displays a modifiable image from the specified URL using a custom placeholder until the image
    /// loads (or when it fails).
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image (accepted).
    ///   - content: A closure that takes the loaded image as an input, and returns the view to show.
    ///   - placeholder: A closure that returns the view to show until the load operation completes successfully.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase in
            if let image = phase.image {
                return ViewBuilder.buildEither(first: content(image)) as _ConditionalContent<I, P>
            }
            return ViewBuilder.buildEither(second: placeholder())
        }
    }

    /// Loads and displays a modifiable image from the specified URL in phases.
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image (accepted).
    ///   - transaction: The transaction to use when the phase changes (accepted; not animated).
    ///   - content: A closure that takes the load phase as an input, and returns the view to display for it.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    /// The content for the current phase; a task loads the image when the URL changes.
    public var body: some View {
        let phase = url.flatMap { url in loaded.flatMap { $0.url == url ? $0.phase : nil } } ?? .empty
        let url = self.url
        let store = $loaded
        return Group {
            if showsDefaultPlaceholder && phase.image == nil {
                Color.gray.opacity(0.3)
            } else {
                content(phase)
            }
        }
        .task(id: url) {
            guard let url else { return }
            let phase = await AsyncImageLoader.load(url)
            guard !Task.isCancelled else { return }
            store.wrappedValue = (url, phase)
        }
    }
}

/// Internal: how ``AsyncImage`` loads: files are read off the main actor and checked for an image's signature;
/// other URLs fail (no networking in a terminal platform).
enum AsyncImageLoader {
    /// Why a load failed.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The phase a load of `url` ends in.
    static func load(_ url: URL) async -> AsyncImagePhase {
        guard url.isFileURL else {
            Diagnostics.warnOnce("AsyncImage.remote",
                                 "AsyncImage: remote images are not fetched on this platform (\(url.absoluteString)); the view shows its failure phase.")
            return .failure(LoadError(description: "Remote images are not loaded: \(url.absoluteString)"))
        }
        let head = await Task.detached(priority: .utility) { () -> Data? in
            guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
            defer { try? handle.close() }
            return try? handle.read(upToCount: 16)
        }.value
        guard let head else { return .failure(LoadError(description: "Cannot read \(url.path)")) }
        guard isImage(head) else { return .failure(LoadError(description: "Not an image: \(url.path)")) }
        return .success(Image(url.lastPathComponent))
    }

    /// Whether `bytes` start as an image file does (PNG, JPEG, GIF, WebP, BMP, TIFF, HEIC/AVIF).
    static func isImage(_ bytes: Data) -> Bool {
        let b = [UInt8](bytes.prefix(16))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            b.count >= offset + prefix.count && Array(b[offset..<offset + prefix.count]) == prefix
        }
        return starts([0x89, 0x50, 0x4E, 0x47]) || starts([0xFF, 0xD8, 0xFF]) || starts(Array("GIF8".utf8))
            || (starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8)) || starts(Array("BM".utf8))
            || starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) || starts(Array("ftyp".utf8), at: 4)
    }
}

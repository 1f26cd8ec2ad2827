import Foundation

/// UIKit's image class, so that SwiftUI code handing images the UIKit way compiles: an empty `UIImage()` to clear a
/// bar's shadow (`UINavigationBar.appearance().shadowImage = UIImage()`), a symbol
/// (`UIImage(systemName: "star")`), and `Image(uiImage:)`. Kumiko loads no image files: `UIImage(named:)` finds
/// nothing, as ``UIColor/init(named:)`` finds no colour, because there is no asset catalogue.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The SF Symbols name of a symbol image; nil for an empty image.
    let systemName: String?

    /// An empty image.
    public override init() {
        systemName = nil
        super.init()
    }

    /// A system symbol by SF Symbols name.
    public init?(systemName name: String) {
        systemName = name
        super.init()
    }

    /// An image from the app's asset catalogue: nil, as there is none on this platform.
    public convenience init?(named name: String) {
        return nil
    }

    /// The image's size in points: zero, as Kumiko keeps no pixels.
    public var size: CGSize { .zero }
}

extension Image {
    /// The SwiftUI image of a UIKit image: its symbol, or an empty image's placeholder.
    public init(uiImage: UIImage) {
        if let name = uiImage.systemName {
            self.init(systemName: name)
        } else {
            self.init(decorative: "")
        }
    }
}

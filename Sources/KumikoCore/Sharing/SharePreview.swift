import Foundation

/// How an item shared by a ``ShareLink`` is previewed in the share sheet, as SwiftUI's `SharePreview`: a
/// title, and optionally an image and an icon (kept; a terminal shows no share sheet).
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview {
    /// A preview with a title, an image and an icon, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }

    /// A preview with a title, an image, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never {
        self.init(title: Text(titleKey), image: image, icon: nil)
    }

    /// A preview with a title and an icon, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never {
        self.init(title: Text(titleKey), image: nil, icon: icon)
    }

    /// A preview with a title, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never {
        self.init(title: Text(titleKey), image: nil, icon: nil)
    }

    /// A preview with a title, an image and an icon, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: Text(title), image: image, icon: icon)
    }

    /// A preview with a title, an image, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never {
        self.init(title: Text(title), image: image, icon: nil)
    }

    /// A preview with a title and an icon, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) where Image == Never {
        self.init(title: Text(title), image: nil, icon: icon)
    }

    /// A preview with a title, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never {
        self.init(title: Text(title), image: nil, icon: nil)
    }

    /// A preview with a title, an image and an icon, titled with a text.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.init(title: title, image: image, icon: icon)
    }

    /// A preview with a title, an image, titled with a text.
    public init(_ title: Text, image: Image) where Icon == Never {
        self.init(title: title, image: image, icon: nil)
    }

    /// A preview with a title and an icon, titled with a text.
    public init(_ title: Text, icon: Icon) where Image == Never {
        self.init(title: title, image: nil, icon: icon)
    }

    /// A preview with a title, titled with a text.
    public init(_ title: Text) where Image == Never, Icon == Never {
        self.init(title: title, image: nil, icon: nil)
    }
}

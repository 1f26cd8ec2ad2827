import Foundation
import KumikoCombine

#if !canImport(Combine)
/// Combine's notification publisher, which Linux's Foundation lacks.
extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, when given) that this center posts, as
    /// Combine's `NotificationCenter.publisher(for:object:)`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher of the notifications a center posts, as Combine's `NotificationCenter.Publisher`.
    /// Notifications are delivered on the thread that posts them.
    public struct Publisher: KumikoCombine.Publisher, @unchecked Sendable {
        /// The published notifications.
        public typealias Output = Notification
        /// Notifications do not fail.
        public typealias Failure = Never

        /// The center whose notifications are published.
        public let center: NotificationCenter
        /// The name of the notifications.
        public let name: Notification.Name
        /// The object whose notifications are published (nil: any).
        public let object: AnyObject?

        /// A publisher of `center`'s notifications named `name`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches a subscriber; it receives notifications while it has demand, until it cancels.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = DemandSubscription<Notification>(subscriber: AnySubscriber(subscriber))
            let center = self.center
            let observation = center.addObserver(forName: name, object: object, queue: nil) { [weak subscription] notification in
                subscription?.deliver(notification)
            }
            subscription.whenCancelled { center.removeObserver(observation) }
            subscriber.receive(subscription: subscription)
        }
    }
}

extension NotificationCenter.Publisher: Equatable {
    /// Publishers of the same center, name and object are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
    }
}
#endif

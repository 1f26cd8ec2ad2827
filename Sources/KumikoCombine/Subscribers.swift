/// A namespace for types that serve as subscribers.
public enum Subscribers {}

// `import SwiftUI` on Linux: Kumiko under SwiftUI's module name, so that a file written for Apple's SwiftUI
// builds unchanged. Depend on the `SwiftUI` product of this package; `import Kumiko` is the same API.
@_exported import Kumiko

// On Apple's systems `import SwiftUI` brings `URLSession`, `URLRequest` and the rest of Foundation's networking.
// On Linux they live in FoundationNetworking (libcurl underneath), which `import SwiftUI` therefore re-exports.
// `import Kumiko` does not: loading libcurl and its libraries adds milliseconds to every start (measured on this
// machine: a Foundation program started in 8-11 ms without it and 16-17 ms with it), which an app that never
// touches the network should not pay.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

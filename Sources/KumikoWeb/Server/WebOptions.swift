import Foundation

/// The command line's browser options: `--web [--port N] [--host H]`.
package struct WebOptions: Equatable, Sendable {
    /// The address to listen on: loopback unless the user names another.
    package var host = "127.0.0.1"
    /// The port to listen on; when it is taken, a free one is used instead.
    package var port = 8080
    /// How long a session whose page went away keeps its graph for a reconnect.
    package var gracePeriod: Duration = .seconds(30)
    /// How long a session with a page that sends nothing keeps its graph.
    package var idleTimeout: Duration = .seconds(30 * 60)

    /// The options, or nil when the arguments do not ask for the browser. A malformed port or host is reported
    /// and the default kept.
    package init?(arguments: [String]) {
        guard arguments.contains("--web") else { return nil }
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            let value = arguments.index(after: index) < arguments.endIndex ? arguments[arguments.index(after: index)] : nil
            switch argument {
            case "--port":
                if let value, let port = Int(value), (0...65535).contains(port) { self.port = port; index += 1 } else {
                    FileHandle.standardError.write(Data("Kumiko: --port needs a number from 0 to 65535; using \(port).\n".utf8))
                }
            case "--host":
                if let value, !value.isEmpty, !value.hasPrefix("--") { host = value; index += 1 } else {
                    FileHandle.standardError.write(Data("Kumiko: --host needs an address; using \(host).\n".utf8))
                }
            default: break
            }
            index += 1
        }
    }

    /// Options for tests.
    package init(host: String = "127.0.0.1", port: Int = 0) {
        self.host = host
        self.port = port
    }
}

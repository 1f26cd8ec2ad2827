import Foundation

/// The command line's browser options: `--web [--port N] [--host H] [--instance NAME]`.
package struct WebOptions: Equatable, Sendable {
    /// The address to listen on: loopback unless the user names another.
    package var host = "127.0.0.1"
    /// The port to listen on; when it is taken, a free one is used instead.
    package var port = 8080
    /// The name of this process among several behind one proxy (docs/SCALING.md): the page and its socket get a
    /// `kumiko_instance` cookie with it, which the proxy routes each later request by, so that a page reaches
    /// the process that holds its session. Letters, digits, `-` and `_`, at most 32; nil when alone.
    package var instance: String?
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
            case "--instance":
                if let value, Self.isValidInstance(value) { instance = value; index += 1 } else {
                    FileHandle.standardError.write(Data("Kumiko: --instance needs a name of letters, digits, - and _ (at most 32); ignored.\n".utf8))
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
    package init(host: String = "127.0.0.1", port: Int = 0, instance: String? = nil) {
        self.host = host
        self.port = port
        self.instance = instance.flatMap { Self.isValidInstance($0) ? $0 : nil }
    }

    /// Whether `name` can name an instance (it goes into a cookie and a proxy's configuration as it is).
    static func isValidInstance(_ name: String) -> Bool {
        (1...32).contains(name.count) && name.unicodeScalars.allSatisfy {
            ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "-" || $0 == "_"
        }
    }
}

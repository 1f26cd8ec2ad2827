import Foundation

/// Opens many page sessions against one server, a few at a time (as pages arriving, not one burst of thousands of
/// connects), each counted only once its first frame at the window's size has arrived.
enum SessionOpener {
    /// The sessions opened, and why the others failed.
    struct Outcome {
        /// The open sessions, in the order they were ready.
        var sockets: [PageSocket] = []
        /// Each failure's description.
        var failures: [String] = []
        /// Milliseconds from each connect to its first frame at the window's size.
        var firstFrameTimes: [Double] = []
    }

    /// Opens `count` sessions on the server at `port` with windows of `width` × `height`, at most `concurrency`
    /// opening at once; `settle` as ``PageSocket/openSession(port:width:height:settle:timeout:)`` has it.
    static func open(_ count: Int, port: Int, width: Int, height: Int, settle: Duration? = nil, concurrency: Int = 16) async -> Outcome {
        var outcome = Outcome()
        await withTaskGroup(of: (Result<PageSocket, any Error>, Double).self) { group in
            var started = 0
            while started < min(concurrency, count) {
                group.addTask { await openOne(port: port, width: width, height: height, settle: settle) }
                started += 1
            }
            while let (result, milliseconds) = await group.next() {
                switch result {
                case .success(let socket):
                    outcome.sockets.append(socket)
                    outcome.firstFrameTimes.append(milliseconds)
                case .failure(let error):
                    outcome.failures.append("\(error)")
                }
                if started < count {
                    group.addTask { await openOne(port: port, width: width, height: height, settle: settle) }
                    started += 1
                }
            }
        }
        return outcome
    }

    /// One session, timed from connect to its first frame at the window's size.
    private static func openOne(port: Int, width: Int, height: Int, settle: Duration?) async -> (Result<PageSocket, any Error>, Double) {
        let start = Clock.now()
        do {
            let opened = try await PageSocket.openSession(port: port, width: width, height: height, settle: settle)
            return (.success(opened.socket), Clock.milliseconds(from: start, to: opened.sized.arrival))
        } catch {
            return (.failure(error), Clock.milliseconds(from: start, to: Clock.now()))
        }
    }

    /// Closes every socket, all at once.
    static func close(_ sockets: [PageSocket]) async {
        await withTaskGroup(of: Void.self) { group in
            for socket in sockets { group.addTask { await socket.close() } }
        }
    }
}

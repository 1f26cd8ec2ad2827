import Foundation

/// The messages a page sends the server (Sources/KumikoWeb/Session/ClientMessage.swift), as its script writes
/// them: one place to follow when the protocol changes.
enum PageMessages {
    /// The window's size in CSS pixels, light colour scheme.
    static func viewport(width: Int, height: Int) -> String {
        #"{"t":"viewport","w":\#(width),"h":\#(height),"dark":false}"#
    }

    /// A key press by its DOM name (`ArrowDown`).
    static func key(_ name: String) -> String {
        #"{"t":"key","key":"\#(name)","text":"","mods":[]}"#
    }

    /// The pointer moved to a point; with no button held, nothing happens (but a frame is still drawn and sent).
    static func pointerMove(x: Int, y: Int) -> String {
        #"{"t":"move","x":\#(x),"y":\#(y)}"#
    }

    /// Asks for the next frame whole.
    static let resync = #"{"t":"resync"}"#
}

extension PageSocket {
    /// Opens a page's session as its script does: the upgrade, the server's `session` message, the window's size,
    /// and the first frame drawn at that size (the server may send one at its default size before it reads the
    /// window's), which is returned with the first whole frame. With `settle`, the messages that follow within
    /// that quiet time are read and dropped (the answer to the window's size may come after a frame already at
    /// that size), so that the next message is the answer to the next event. Throws when any step fails or takes
    /// over `timeout`.
    static func openSession(port: Int, width: Int, height: Int, settle: Duration? = nil, timeout: Duration = .seconds(30)) async throws
        -> (socket: PageSocket, firstFrame: Received, sized: Received) {
        let socket = try await PageSocket.open(port: port, timeout: timeout)
        do {
            guard let hello = await socket.next(timeout: timeout) else { throw Failure(description: "no session message: \(socket.endReason)") }
            guard hello.type == "session" else { throw Failure(description: "not a session message: \(hello.text.prefix(60))") }
            try await socket.send(PageMessages.viewport(width: width, height: height))
            var firstFrame: Received?
            while true {
                guard let message = await socket.next(timeout: timeout) else { throw Failure(description: "no first frame: \(socket.endReason)") }
                guard message.type == "frame" || message.type == "patch" else {
                    throw Failure(description: "unexpected message \(message.text.prefix(60))")
                }
                if message.type == "frame", firstFrame == nil { firstFrame = message }
                if let firstFrame, let size = message.size, size.width == Double(width), size.height == Double(height) {
                    var dropped = 0
                    while let settle, dropped < 100, await socket.next(timeout: settle) != nil { dropped += 1 }
                    return (socket, firstFrame, message)
                }
            }
        } catch {
            await socket.close()
            throw error
        }
    }
}

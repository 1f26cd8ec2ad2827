import CMainQueue
import Dispatch
import Foundation

/// The interactive terminal's run loop: the main thread waits in one `poll` for the terminal's input, its resize
/// notifications and the main queue's work, and handles each where it wakes.
///
/// `dispatchMain()` ends the main thread on Linux: a thread of libdispatch's then waits for the input and wakes
/// another to run the main queue, two thread hand-offs before a key is read. Here the thread that sleeps is the
/// one that reads the key and draws its frame, as a hand-written terminal program does; the main queue (the main
/// actor's tasks, timers, `DispatchQueue.main`) is drained by this loop through libdispatch's entry points for
/// run loops (those CFRunLoop drains it with), so the main actor runs on the main thread.
@MainActor
enum TerminalMainLoop {
    /// Runs the loop: `handle` is called with each watched descriptor that became readable (or closed), then the
    /// main queue is drained. Where the platform has no such entry points, `dispatchMain()`, with the descriptors
    /// watched by dispatch sources.
    static func run(watching descriptors: [Int32], _ handle: @escaping @MainActor (Int32) -> Void) -> Never {
        let queue = kumiko_main_queue_descriptor()
        guard queue >= 0 else { return runDispatchMain(watching: descriptors, handle) }
        kumiko_drain_main_queue()
        var polled = ([queue] + descriptors).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            for index in polled.indices { polled[index].revents = 0 }
            guard poll(&polled, nfds_t(polled.count), -1) > 0 else { continue }  // EINTR: a signal; wait again
            for index in polled.indices.dropFirst() where polled[index].revents != 0 {
                // A descriptor closed under the loop is left (poll skips negative ones) rather than reported forever.
                if polled[index].revents & Int16(POLLNVAL) != 0 { polled[index].fd = -1 } else { handle(polled[index].fd) }
            }
            if polled[0].revents != 0 {
                var wakeUps: UInt64 = 0
                _ = read(queue, &wakeUps, MemoryLayout<UInt64>.size)
            }
            kumiko_drain_main_queue()
        }
    }

    /// The fallback: libdispatch's own main loop, the descriptors watched by read sources on the main queue.
    private static func runDispatchMain(watching descriptors: [Int32], _ handle: @escaping @MainActor (Int32) -> Void) -> Never {
        for descriptor in descriptors {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { handle(descriptor) } }
            source.resume()
            sources.append(source)
        }
        dispatchMain()
    }

    /// The fallback's sources, kept for the process's life.
    private static var sources: [any DispatchSourceProtocol] = []
}

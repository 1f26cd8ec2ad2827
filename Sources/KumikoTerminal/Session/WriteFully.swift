#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `count` bytes to a file descriptor: retries after interruptions and partial writes, and waits (up
/// to a second each time) while a non-blocking descriptor is full. Async-signal-safe: it calls only `write` and
/// `poll`, and allocates nothing.
///
/// - Returns: 0, or the `errno` of the failure.
func writeFully(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int32 {
    var offset = 0
    while offset < count {
        let written = write(fileDescriptor, bytes + offset, count - offset)
        if written > 0 {
            offset += written
            continue
        }
        let error = written < 0 ? errno : EIO
        if error == EINTR { continue }
        guard error == EAGAIN || error == EWOULDBLOCK else { return error }
        var waiting = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
        if poll(&waiting, 1, 1000) <= 0 { return EAGAIN }
    }
    return 0
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A deliberately minimal WebSocket client over a blocking TCP socket, for tests that must send what a real
/// client library refuses to: a wrong origin, an oversized frame, bytes that are not a message. Client frames are
/// masked (RFC 6455 §5.3, with a zero key: masking is required, secrecy is not the point here).
final class RawWebSocket {
    private let socket: Int32
    /// The HTTP response to the upgrade request, up to its blank line.
    private(set) var handshake = ""
    /// Whether the last read waited 120 seconds for nothing (rather than the server ending the connection).
    private(set) var timedOut = false

    /// Connects to `127.0.0.1:port` and asks to upgrade `path`, sending `origin` (nil: no Origin header) and
    /// `headers` (whole lines, such as a cookie's).
    init(port: Int, path: String = "/socket", origin: String?, headers: [String] = []) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        // Generous: in the full suite the main actor, where sessions live, can be busy with other tests for seconds.
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(socket); throw POSIXError(.ECONNREFUSED) }
        var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        for header in headers { request += header + "\r\n" }
        write(Array((request + "\r\n").utf8))
        var bytes: [UInt8] = []
        while !bytes.suffix(4).elementsEqual([13, 10, 13, 10]), let byte = readByte() { bytes.append(byte) }
        handshake = String(decoding: bytes, as: UTF8.self)
    }

    deinit { close(socket) }

    /// Ends the connection (as a page that goes away does), without waiting for the server.
    func disconnect() { shutdown(socket, Int32(SHUT_RDWR)) }

    /// Whether the server switched protocols.
    var upgraded: Bool { handshake.hasPrefix("HTTP/1.1 101") }

    /// The value of the cookie `name` the upgrade's response set, if it set one.
    func cookie(_ name: String) -> String? {
        for line in handshake.split(separator: "\r\n") where line.lowercased().hasPrefix("set-cookie:") {
            let pair = line.dropFirst("set-cookie:".count).split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? ""
            if pair.hasPrefix(name + "=") { return String(pair.dropFirst(name.count + 1)) }
        }
        return nil
    }

    private func write(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        let count = recv(socket, &byte, 1, 0)
        timedOut = count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        return count == 1 ? byte : nil
    }

    /// Sends one frame (`opcode` 1 text, 2 binary) with `payload`, masked with a zero key.
    func sendFrame(_ payload: [UInt8], opcode: UInt8 = 1) {
        var frame: [UInt8] = [0x80 | opcode]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame.append(0x80 | 127); frame += (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (8 * UInt64($0))) & 0xFF) }
        }
        write(frame + [0, 0, 0, 0] + payload)
    }

    /// Sends a text message.
    func sendText(_ text: String) { sendFrame(Array(text.utf8)) }

    /// The next frame from the server: its opcode and payload; nil when the connection ended or timed out.
    func receiveFrame() -> (opcode: UInt8, payload: [UInt8])? {
        guard let first = readByte(), let second = readByte() else { return nil }
        var length = Int(second & 0x7F)
        if length == 126 {
            guard let a = readByte(), let b = readByte() else { return nil }
            length = Int(a) << 8 | Int(b)
        } else if length == 127 {
            length = 0
            for _ in 0..<8 { guard let byte = readByte() else { return nil }; length = length << 8 | Int(byte) }
        }
        var payload: [UInt8] = []
        payload.reserveCapacity(length)
        while payload.count < length {
            var chunk = [UInt8](repeating: 0, count: min(length - payload.count, 65536))
            let count = recv(socket, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            payload += chunk[..<count]
        }
        return (first & 0x0F, payload)
    }

    /// The next text message (skipping pings); nil at a close or the end of the connection.
    func receiveText() -> String? {
        while let frame = receiveFrame() {
            if frame.opcode == 8 { return nil }
            guard frame.opcode == 1 else { continue }
            return String(decoding: frame.payload, as: UTF8.self)
        }
        return nil
    }

    /// The next text message as JSON.
    func receiveJSON() -> JSONValue? { receiveText().flatMap(JSONValue.parse) }

    /// Reads until the server closes the connection; returns the close frame's status code, if one came.
    func closeCode() -> Int? {
        while let frame = receiveFrame() {
            if frame.opcode == 8 { return frame.payload.count >= 2 ? Int(frame.payload[0]) << 8 | Int(frame.payload[1]) : 1005 }
        }
        return nil
    }
}

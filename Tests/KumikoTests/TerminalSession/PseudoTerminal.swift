#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal for tests: a session runs on the slave side, the test reads what it wrote from the master
/// side, and the test runner's own terminal is never touched.
final class PseudoTerminal {
    /// The controlling side: reads what is written to the slave.
    let master: Int32
    /// The terminal side the session runs on.
    let slave: Int32

    /// Opens a new pair; nil when the system has no pseudo-terminals.
    init?() {
        // posix_openpt and friends need _XOPEN_SOURCE, which the Glibc module does not define: look them up.
        typealias OpenMaster = @convention(c) (Int32) -> Int32
        typealias Prepare = @convention(c) (Int32) -> Int32
        typealias SlaveName = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
        let library = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
              let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname_r") else { return nil }
        let master = unsafeBitCast(openSymbol, to: OpenMaster.self)(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        var name = [CChar](repeating: 0, count: 256)
        guard unsafeBitCast(grantSymbol, to: Prepare.self)(master) == 0,
              unsafeBitCast(unlockSymbol, to: Prepare.self)(master) == 0,
              unsafeBitCast(nameSymbol, to: SlaveName.self)(master, &name, name.count) == 0 else {
            close(master)
            return nil
        }
        let slave = open(String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self),
                         O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            return nil
        }
        self.master = master
        self.slave = slave
    }

    deinit {
        close(slave)
        close(master)
    }

    /// The slave's terminal attributes.
    var attributes: termios {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return attributes
    }

    /// Sets the window size, as a terminal emulator does when its window changes.
    func setSize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// What was written to the slave: everything that arrives until nothing more comes for 100 ms (waiting up to
    /// 2 s for the first byte).
    func readOutput() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var waiting = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var timeout: Int32 = 2000
        while poll(&waiting, 1, timeout) > 0 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
            timeout = 100
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Whether two sets of terminal attributes are the same, field by field.
func sameAttributes(_ a: termios, _ b: termios) -> Bool {
    var a = a, b = b
    let sameControlCharacters = withUnsafeBytes(of: &a.c_cc) { first in
        withUnsafeBytes(of: &b.c_cc) { second in first.elementsEqual(second) }
    }
    #if os(Linux)
    let sameLineDiscipline = a.c_line == b.c_line
    #else
    let sameLineDiscipline = true
    #endif
    return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag && a.c_lflag == b.c_lflag
        && a.c_ispeed == b.c_ispeed && a.c_ospeed == b.c_ospeed && sameControlCharacters && sameLineDiscipline
}

/// The escape character, for expected output.
let escape = "\u{1B}"

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The open-file limit (`RLIMIT_NOFILE`): a thousand sessions are two thousand sockets on one machine, the
/// client's and the server's (which inherits the limit as a child of this process).
enum FileLimit {
    /// Raises the soft limit to at least `wanted` (up to the hard limit); returns the soft limit now in force.
    @discardableResult
    static func raise(to wanted: Int) -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        let target = rlim_t(wanted)
        if limit.rlim_cur < target {
            limit.rlim_cur = min(target, limit.rlim_max)
            _ = setrlimit(resource, &limit)
            _ = getrlimit(resource, &limit)
        }
        return Int(clamping: limit.rlim_cur)
    }
}

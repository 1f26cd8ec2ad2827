#if canImport(Glibc)
/// glibc's `malloc_trim` (malloc.h, which the Glibc module does not export): gives the heap's free pages back to the
/// system.
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif

/// Gives memory the process freed back to the system.
///
/// A server whose sessions come and go frees much of what each session allocated, but glibc keeps freed pages
/// in its heaps (one per thread that allocated) until asked; the idle sweep asks, so the process's resident
/// memory follows the sessions it holds.
enum MemoryTrim {
    static func returnFreedMemory() {
        #if canImport(Glibc)
        _ = glibcMallocTrim(0)
        #endif
    }
}

// WebBench keys --callgrind: valgrind 3.19 crashes (an internal SIGSEGV) once libdispatch's dispatch_main() has
// ended the main thread, which a Kumiko app's runtime calls. Preloaded into the server, this dispatch_main() drains the
// main queue on the main thread instead, as a CFRunLoop does (the main actor then runs on the main thread):
//     gcc -O2 -shared -fPIC -o /tmp/callgrind-dispatch-main.so scripts/callgrind-dispatch-main.c
//     LD_PRELOAD=/tmp/callgrind-dispatch-main.so .build/release/WebBench keys --presses 200 --runs 1 --callgrind /tmp/keys.out
// valgrind also needs the release binaries without their DWARF (strip --strip-debug), which its reader rejects.
#include <poll.h>
#include <stdint.h>
#include <unistd.h>
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);
void dispatch_main(void) {
    int fd = _dispatch_get_main_queue_handle_4CF();
    _dispatch_main_queue_callback_4CF(0);
    for (;;) {
        struct pollfd p = { fd, POLLIN, 0 };
        poll(&p, 1, -1);
        uint64_t value;
        (void)read(fd, &value, sizeof value);
        _dispatch_main_queue_callback_4CF(0);
    }
}

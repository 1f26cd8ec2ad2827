#ifndef KUMIKO_C_MAIN_QUEUE_H
#define KUMIKO_C_MAIN_QUEUE_H

/// The main dispatch queue, for a loop of the app's own on the main thread that drains it, as a CFRunLoop does
/// (libdispatch's entry points for CoreFoundation, on Linux).

/// A descriptor that becomes readable when the main queue has work (an eventfd: read it before draining).
int kumiko_main_queue_descriptor(void);

/// Runs the work the main queue holds now.
void kumiko_drain_main_queue(void);

#endif

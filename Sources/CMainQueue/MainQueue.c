#include "CMainQueue.h"

#if defined(__linux__)
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int kumiko_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }
void kumiko_drain_main_queue(void) { _dispatch_main_queue_callback_4CF(0); }
#else
int kumiko_main_queue_descriptor(void) { return -1; }
void kumiko_drain_main_queue(void) {}
#endif

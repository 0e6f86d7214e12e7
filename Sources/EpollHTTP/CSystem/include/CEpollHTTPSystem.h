// Linux interfaces the Glibc module does not export: epoll, eventfd, accept4 and mallopt.
// Kept minimal (no _GNU_SOURCE, no socket headers) so its declarations never clash with Glibc's module.
#ifndef CHTTPSERVERSYSTEM_H
#define CHTTPSERVERSYSTEM_H
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <malloc.h>

struct sockaddr;
extern int accept4(int fd, struct sockaddr *address, unsigned int *length, int flags);

/// accept4(2) without the peer address, flags as given (SOCK_NONBLOCK | SOCK_CLOEXEC).
static inline int chttp_accept4(int fd, int flags) {
    return accept4(fd, NULL, NULL, flags);
}

/// Names the calling thread (at most 15 bytes), for `top -H`, debuggers and /proc.
static inline int chttp_set_thread_name(const char *name) {
    return prctl(PR_SET_NAME, (unsigned long)name, 0UL, 0UL, 0UL);
}

/// Sets glibc's mmap and trim thresholds (mallopt's M_MMAP_THRESHOLD and M_TRIM_THRESHOLD); 1 when both were set.
static inline int chttp_set_allocator_thresholds(int mapping_threshold, int trim_threshold) {
    return mallopt(M_MMAP_THRESHOLD, mapping_threshold) == 1 && mallopt(M_TRIM_THRESHOLD, trim_threshold) == 1;
}

/// Gives the allocator's free memory back to the system (malloc_trim), in every arena.
static inline void chttp_return_free_memory(void) {
    malloc_trim(0);
}
#endif

// Linux interfaces the Glibc module does not export: epoll, eventfd, accept4, mallopt, thread names and priorities.
// Kept minimal (no _GNU_SOURCE, no socket headers) so its declarations never clash with Glibc's module.
#ifndef CHTTPSERVERSYSTEM_H
#define CHTTPSERVERSYSTEM_H
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <malloc.h>
#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

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

/// Lowers the calling thread's scheduling priority by `increment` nice steps (Linux keeps a nice value per thread),
/// at most to 19; 0 when set, else the errno.
static inline int chttp_lower_thread_priority(int increment) {
    id_t thread = (id_t)syscall(SYS_gettid);
    errno = 0;
    int current = getpriority(PRIO_PROCESS, thread);
    if (errno != 0) return errno;
    int lowered = current + increment > 19 ? 19 : current + increment;
    return setpriority(PRIO_PROCESS, thread, lowered) == 0 ? 0 : errno;
}

/// The calling thread's nice value, or 100 when it cannot be read.
static inline int chttp_thread_nice_value(void) {
    errno = 0;
    int value = getpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid));
    return errno == 0 ? value : 100;
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

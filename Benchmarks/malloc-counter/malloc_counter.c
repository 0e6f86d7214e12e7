// Counts heap allocations for the benchmarks: preload it (LD_PRELOAD) and read malloc_counter_value() through dlsym.
// It forwards to glibc's own allocator, so behaviour and timings are unchanged apart from one atomic increment.
//
// A process that cannot call it (a server under Benchmarks/service.sh) reports the count on SIGUSR1 instead: with
// MALLOC_COUNTER_FILE=PATH in its environment, the handler writes the count and a newline to PATH (open, write and
// close only: async-signal-safe, and no allocation of its own). The server's event loops retry a wait the signal cuts
// short (EINTR), and SA_RESTART restarts the other threads' calls.
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static uint64_t allocations;

uint64_t malloc_counter_value(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

static inline void count(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) { count(); return __libc_malloc(size); }
void *calloc(size_t count_, size_t size) { count(); return __libc_calloc(count_, size); }
void *realloc(void *pointer, size_t size) { count(); return __libc_realloc(pointer, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; /* ENOMEM */
    *result = pointer;
    return 0;
}
void *aligned_alloc(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }
void *memalign(size_t alignment, size_t size) { count(); return __libc_memalign(alignment, size); }

static char report_path[4096];

static void report(int signal_number) {
    (void)signal_number;
    char digits[24];
    size_t length = 0;
    uint64_t value = malloc_counter_value();
    digits[sizeof digits - 1] = '\n';
    do {
        digits[sizeof digits - 2 - length++] = (char)('0' + value % 10);
        value /= 10;
    } while (value != 0 && length < sizeof digits - 1);
    int descriptor = open(report_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (descriptor < 0) return;
    ssize_t written = write(descriptor, digits + sizeof digits - 1 - length, length + 1);
    (void)written;
    close(descriptor);
}

__attribute__((constructor)) static void install_report(void) {
    const char *path = getenv("MALLOC_COUNTER_FILE");
    if (path == NULL || path[0] == '\0' || strlen(path) >= sizeof report_path) return;
    memcpy(report_path, path, strlen(path) + 1);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = report;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(SIGUSR1, &action, NULL);
}

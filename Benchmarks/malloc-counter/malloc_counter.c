// Counts heap allocations for the benchmarks: preload it (LD_PRELOAD) and read malloc_counter_value() through dlsym.
// It forwards to glibc's own allocator, so behaviour and timings are unchanged apart from one atomic increment.
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>

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

#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

/// Grows glibc's heap by `bytes` at once and asks the kernel to back that stretch with
/// transparent huge pages, so the pictures drawn there fault in one 2 MB page at a time rather
/// than 512 pages of 4 KB (a card's canvas alone is 463 of them). The block is freed at once
/// and stays in the heap for the next allocations: call it after `M_TRIM_THRESHOLD` and
/// `M_MMAP_THRESHOLD` are above `bytes`. Nothing happens where the heap does not grow with
/// `brk` (under a sanitizer's allocator), and only touched pages take memory.
static inline void composer_reserve_huge_page_heap(size_t bytes) {
  const uintptr_t huge = (uintptr_t)2 << 20;
  uintptr_t start = (uintptr_t)sbrk(0);
  void *block = malloc(bytes);
  // An allocation nothing reads is one the compiler may drop, with the heap's growth.
  __asm__ volatile("" : : "r"(block) : "memory");
  uintptr_t end = (uintptr_t)sbrk(0);
  free(block);
  uintptr_t first = (start + huge - 1) & ~(huge - 1);
  uintptr_t last = end & ~(huge - 1);
  if (block != NULL && start != (uintptr_t)-1 && last > first) {
    madvise((void *)first, last - first, MADV_HUGEPAGE);
  }
}

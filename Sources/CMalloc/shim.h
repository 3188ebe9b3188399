#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

/// Grows glibc's heap by about `bytes` at once and asks the kernel to back that stretch with
/// transparent huge pages, so the pictures drawn there fault in one 2 MB page at a time rather
/// than 512 pages of 4 KB (a card's canvas alone is 463 of them). The heap grows in blocks of
/// 16 MB, each one below `M_MMAP_THRESHOLD` so that it comes from the heap and not from a
/// mapping of its own, and they are freed at once: the stretch stays in the heap for the next
/// allocations. Call it after `M_TRIM_THRESHOLD` is above `bytes` and `M_MMAP_THRESHOLD` above
/// 16 MB. Nothing happens where the heap does not grow with `brk` (under a sanitizer's
/// allocator), and only touched pages take memory.
static inline void composer_reserve_huge_page_heap(size_t bytes) {
  enum { most = 32 };
  const size_t piece = (size_t)16 << 20;
  const uintptr_t huge = (uintptr_t)2 << 20;
  uintptr_t start = (uintptr_t)sbrk(0);
  void *blocks[most];
  int count = 0;
  for (size_t grown = 0; grown < bytes && count < most; grown += piece) {
    blocks[count] = malloc(piece < bytes - grown ? piece : bytes - grown);
    // An allocation nothing reads is one the compiler may drop, with the heap's growth.
    __asm__ volatile("" : : "r"(blocks[count]) : "memory");
    if (blocks[count] == NULL) break;
    count++;
  }
  uintptr_t end = (uintptr_t)sbrk(0);
  for (int i = count - 1; i >= 0; i--) free(blocks[i]);
  uintptr_t first = (start + huge - 1) & ~(huge - 1);
  uintptr_t last = end & ~(huge - 1);
  if (count > 0 && start != (uintptr_t)-1 && last > first) {
    madvise((void *)first, last - first, MADV_HUGEPAGE);
  }
}

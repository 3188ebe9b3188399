#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

/// Swaps the files at `first` and `second` in one step, each name then holding the other's
/// file (Linux's `renameat2` with `RENAME_EXCHANGE`, macOS's `renamex_np` with `RENAME_SWAP`);
/// -1 with `errno` set, as `rename`, where the system or the file system cannot. Called
/// through the system call on Linux: glibc declares `renameat2` only under `_GNU_SOURCE`,
/// which Swift's Glibc module is not built with.
static inline int composer_swap_files(const char *first, const char *second) {
#if defined(__linux__)
  return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 1u << 1 /* RENAME_EXCHANGE */);
#elif defined(__APPLE__)
  return renamex_np(first, second, RENAME_SWAP);
#else
  errno = ENOSYS;
  return -1;
#endif
}
